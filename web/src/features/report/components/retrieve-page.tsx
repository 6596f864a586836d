import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useBotCheck } from '../../../components/bot-check';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { requestReportRetrieval } from '../api/retrieve';
import { useReportTranslation } from '../report-i18n';
import { isValidEmail, normalizeEmail } from '../retrieve-validation';
import '../report.css';

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed' } | { kind: 'rateLimited' };

/**
 * `/report/retrieve`: the visitor gives an e-mail address and the reports bought with it are e-mailed.
 *
 * The spec's third outcome, 'There are no retrievable reports in the current mailbox', is told in the
 * e-mail, not on this page: the server answers `{ accepted: true }` the same way (and in the same time)
 * whether or not the address has reports, so that this form cannot be used to find out whether someone
 * has taken the test. The page therefore says 'Report sent successfully' with the note that reports,
 * if there are any for the address, have been e-mailed. Only a refused address (400), the rate limit
 * (429) and network or server failures are shown as such.
 */
export function RetrievePage() {
  const { t } = useReportTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const botCheck = useBotCheck();
  useDocumentTitle(t('retrieve.pageTitle'));
  // The form gives way to the answer: focus follows, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (outcome.kind === 'sent') resultRef.current?.focus();
  }, [outcome.kind]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const address = normalizeEmail(email);
    if (!isValidEmail(address)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setOutcome({ kind: 'sending' });
    try {
      await requestReportRetrieval(address, botCheck.proof());
      botCheck.settle();
      setOutcome({ kind: 'sent', email: address });
    } catch (error) {
      if (botCheck.settle(error)) setOutcome({ kind: 'idle' });
      else if (error instanceof ApiError && (error.status === 429 || error.result === 429)) setOutcome({ kind: 'rateLimited' });
      else if (error instanceof ApiError && error.result === 400) {
        setOutcome({ kind: 'idle' });
        setInvalid(true);
        inputRef.current?.focus();
      } else setOutcome({ kind: 'failed' });
    }
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <section className="report report--narrow report-retrieve" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('retrieve.heading')}</h1>
      <p>{t('retrieve.intro')}</p>
      {outcome.kind === 'sent' ? (
        <div ref={resultRef} tabIndex={-1} className="report-success" role="status" data-testid="retrieve-result">
          <p className="report-success__title">{t('retrieve.success')}</p>
          <p>{t('retrieve.successNote', { email: outcome.email })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setOutcome({ kind: 'idle' });
              setEmail('');
            }}
          >
            {t('retrieve.sendAgain')}
          </button>
        </div>
      ) : (
        <form className="report-form" noValidate onSubmit={(event) => void submit(event)}>
          <label htmlFor={`${id}-email`}>{t('retrieve.emailLabel')}</label>
          <input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (invalid) setInvalid(false);
            }}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          />
          {invalid ? (
            <p id={errorId} className="report-form__error" role="alert">
              {t('retrieve.invalidEmail')}
            </p>
          ) : null}
          <p id={hintId} className="report-note">
            {t('retrieve.privacy')}
          </p>
          {botCheck.field}
          <button type="submit" className="button button--large" disabled={outcome.kind === 'sending'} aria-busy={outcome.kind === 'sending'}>
            {outcome.kind === 'sending' ? t('retrieve.sending') : t('retrieve.submit')}
          </button>
          {outcome.kind === 'failed' ? (
            <div className="report-alert" role="alert" data-testid="retrieve-result">
              <p className="report-alert__title">{t('retrieve.failed')}</p>
              <p>{t('retrieve.failedNote')}</p>
            </div>
          ) : null}
          {outcome.kind === 'rateLimited' ? (
            <div className="report-alert" role="alert" data-testid="retrieve-result">
              <p className="report-alert__title">{t('retrieve.rateLimited')}</p>
            </div>
          ) : null}
        </form>
      )}
    </section>
  );
}
