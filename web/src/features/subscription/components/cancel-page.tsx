import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useBotCheck } from '../../../components/bot-check';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { requestCancelLink } from '../api/cancel';
import { describeFailure, isStatus, type Message } from '../subscription-errors';
import { useSubscriptionTranslation } from '../subscription-i18n';
import { cleanToken, isValidEmail } from '../subscription-logic';
import { ManageMembership } from './manage-membership-page';
import { MessageAlert } from './subscription-ui';
import '../subscription.css';

/**
 * `/cancel/subscription`: without a token, the e-mail form that mails a membership link; with a link's
 * `?token=` (older mails), the membership it names with its one-press cancel (a POST, never on page load).
 */
export function CancelPage() {
  const { t } = useSubscriptionTranslation();
  const [params] = useSearchParams();
  const rawToken = params.get('token');
  const token = cleanToken(rawToken);
  useDocumentTitle(t('cancel.pageTitle'));
  return (
    <section className="sub-page sub-page--narrow" aria-labelledby="cancel-title">
      <h1 id="cancel-title">{t('cancel.heading')}</h1>
      {rawToken !== null ? <ManageMembership token={token} /> : <EmailForm />}
    </section>
  );
}

function EmailForm() {
  const { t } = useSubscriptionTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [alert, setAlert] = useState<Message | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const botCheck = useBotCheck();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    setSentTo('');
    if (!isValidEmail(email)) {
      setInvalid(true);
      setAlert({ key: 'cancel.notFound' });
      input.current?.focus();
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const answer = await requestCancelLink(email.trim(), botCheck.proof());
      botCheck.settle();
      setSentTo(answer.emailMasked || email.trim());
    } catch (error) {
      if (botCheck.settle(error)) setAlert(null);
      else if (isStatus(error, 404)) setAlert({ key: 'cancel.notFound' });
      else if (isStatus(error, 429)) setAlert({ key: 'cancel.rateLimited' });
      else setAlert(describeFailure(error, 'common.loadFailed'));
      input.current?.focus();
    }
    setBusy(false);
  }

  return (
    <form className="sub-offer" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p>{t('cancel.intro')}</p>
      <div className="sub-field">
        <label htmlFor={`${id}-email`}>{t('cancel.emailLabel')}</label>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={invalid}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {botCheck.field}
      <MessageAlert message={alert} testId="cancel-alert" />
      {sentTo ? (
        <p className="sub-result" role="status" data-testid="cancel-link-sent">
          {t('cancel.sent', { email: sentTo })}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('cancel.sending') : t('cancel.submit')}
      </button>
    </form>
  );
}
