import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { searchWithTracking } from '../../../lib/tracking-query';
import { cancelWithToken, requestCancelLink } from '../api/cancel';
import { describeFailure, isStatus, type Message } from '../subscription-errors';
import { useSubscriptionTranslation } from '../subscription-i18n';
import { cleanToken, isValidEmail } from '../subscription-logic';
import { SUBSCRIPTION_PAGE } from '../subscription-paths';
import { MessageAlert, SiteLink } from './subscription-ui';
import '../subscription.css';

/**
 * `/cancel/subscription`: without a token, the e-mail form that mails a cancellation link; with the
 * link's `?token=`, one button that cancels (a POST, never on page load), then `/cancel/success`.
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
      {rawToken !== null ? <ConfirmCancel token={token} /> : <EmailForm />}
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
      const answer = await requestCancelLink(email.trim());
      setSentTo(answer.emailMasked || email.trim());
    } catch (error) {
      if (isStatus(error, 404)) setAlert({ key: 'cancel.notFound' });
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

function ConfirmCancel({ token }: { token: string | null }) {
  const { t } = useSubscriptionTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [alert, setAlert] = useState<Message | null>(token ? null : { key: 'cancel.invalidLink' });
  const [busy, setBusy] = useState(false);

  async function onCancel() {
    if (!token) return;
    setAlert(null);
    setBusy(true);
    try {
      const { subscription } = await cancelWithToken(token);
      const until: Record<string, string> = subscription.accessEndsAt ? { until: subscription.accessEndsAt } : {};
      const base = new URLSearchParams(search);
      base.delete('token');
      void navigate({ pathname: SUBSCRIPTION_PAGE.cancelSuccess, search: searchWithTracking(base.toString(), until) }, { replace: true });
      return;
    } catch (error) {
      setAlert(isStatus(error, 400, 404, 410) ? { key: 'cancel.invalidLink' } : describeFailure(error, 'common.loadFailed'));
    }
    setBusy(false);
  }

  return (
    <div className="sub-offer">
      {token ? <p>{t('cancel.confirmIntro')}</p> : null}
      <MessageAlert message={alert} testId="cancel-alert" />
      {token ? (
        <button type="button" className="button" disabled={busy} onClick={() => void onCancel()}>
          {busy ? t('cancel.confirming') : t('cancel.confirm')}
        </button>
      ) : null}
      {alert ? (
        <p>
          <SiteLink to={SUBSCRIPTION_PAGE.cancel}>{t('cancel.newLink')}</SiteLink>
        </p>
      ) : null}
    </div>
  );
}
