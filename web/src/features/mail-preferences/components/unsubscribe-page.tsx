import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useBotCheck } from '../../../components/bot-check';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { failureOf, requestUnsubscribeLink, unsubscribeByToken } from '../api/unsubscribe';
import { useMailPreferencesTranslation } from '../mail-preferences-i18n';
import { readUnsubscribeToken } from '../mail-preferences-paths';
import { isValidEmail, normalizeEmail } from '../mail-preferences-validation';
import '../mail-preferences.css';

/**
 * `/unsubscribe`: stops marketing mail (offers and reminders); reports, receipts and verification codes
 * still arrive.
 * - `?token=…` (the link in every marketing mail): one button, 'Unsubscribe'. Nothing happens on page
 *   load, so mail scanners that open links do not unsubscribe anyone (mail clients use the one-click
 *   POST of RFC 8058 instead). An invalid link offers the e-mail form as a way out.
 * - Without a token: the visitor gives an address and a confirmation link is mailed to it. The page
 *   answers the same way whether or not we ever mailed the address (the spec's 'Email not found' would
 *   tell strangers who is on our lists), so only an invalid address, the rate limit and failures show.
 */
export function UnsubscribePage() {
  const { t } = useMailPreferencesTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const reading = useMemo(() => readUnsubscribeToken(params), [params]);
  useDocumentTitle(t('pageTitle'));

  return (
    <section className="mail-prefs" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('heading')}</h1>
      <p className="mail-prefs__scope">{t('scope')}</p>
      {reading.kind === 'none' ? (
        <EmailForm />
      ) : (
        <TokenUnsubscribe key={reading.kind === 'token' ? reading.token : 'malformed'} token={reading.kind === 'token' ? reading.token : null} />
      )}
    </section>
  );
}

type TokenOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; email: string }
  | { kind: 'invalid' }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

/** The signed link: confirm with one button; `token` null when the link cannot hold one. */
function TokenUnsubscribe({ token }: { token: string | null }) {
  const { t } = useMailPreferencesTranslation();
  const [outcome, setOutcome] = useState<TokenOutcome>(token ? { kind: 'idle' } : { kind: 'invalid' });
  const resultRef = useRef<HTMLDivElement>(null);
  const sending = outcome.kind === 'sending';
  // Focus follows the answer (not on load: a malformed link shows its message without moving focus).
  const answered = useRef(false);
  useEffect(() => {
    if (answered.current && (outcome.kind === 'done' || outcome.kind === 'invalid')) resultRef.current?.focus();
  }, [outcome.kind]);

  const unsubscribe = async () => {
    if (!token || sending) return;
    setOutcome({ kind: 'sending' });
    try {
      const { emailMasked } = await unsubscribeByToken(token);
      answered.current = true;
      setOutcome({ kind: 'done', email: emailMasked });
    } catch (error) {
      answered.current = true;
      setOutcome({ kind: failureOf(error) });
    }
  };

  if (outcome.kind === 'done') {
    return (
      <div ref={resultRef} tabIndex={-1} className="mail-prefs-success" role="status" aria-live="polite" data-testid="unsubscribe-result">
        <p className="mail-prefs-success__title">{t('token.success', { email: outcome.email })}</p>
      </div>
    );
  }
  if (outcome.kind === 'invalid') {
    return (
      <>
        <div ref={resultRef} tabIndex={-1} className="mail-prefs-alert" role="alert" aria-live="assertive" data-testid="unsubscribe-result">
          <p className="mail-prefs-alert__title">{t('token.invalid')}</p>
          <p>{t('token.invalidNote')}</p>
        </div>
        <EmailForm withHeading />
      </>
    );
  }
  return (
    <div className="mail-prefs-confirm" aria-busy={sending}>
      <p>{t('token.intro')}</p>
      <button type="button" className="button button--large" onClick={() => void unsubscribe()} aria-disabled={sending || undefined}>
        {sending ? t('token.sending') : outcome.kind === 'failed' ? t('errors.retry') : t('token.submit')}
      </button>
      {outcome.kind === 'failed' ? (
        <div className="mail-prefs-alert" role="alert" aria-live="assertive" data-testid="unsubscribe-result">
          <p className="mail-prefs-alert__title">{t('errors.failed')}</p>
          <p>{t('errors.failedNote')}</p>
        </div>
      ) : null}
      {outcome.kind === 'rateLimited' ? (
        <div className="mail-prefs-alert" role="alert" aria-live="assertive" data-testid="unsubscribe-result">
          <p className="mail-prefs-alert__title">{t('errors.rateLimited')}</p>
        </div>
      ) : null}
    </div>
  );
}

type EmailOutcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'rateLimited' } | { kind: 'failed' };

/** Unsubscribe by e-mail: asks for a confirmation link to be mailed to the address. */
function EmailForm({ withHeading = false }: { withHeading?: boolean }) {
  const { t } = useMailPreferencesTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<EmailOutcome>({ kind: 'idle' });
  const sending = outcome.kind === 'sending';
  const botCheck = useBotCheck();
  useEffect(() => {
    if (outcome.kind === 'sent') resultRef.current?.focus();
  }, [outcome.kind]);

  const send = async () => {
    if (sending) return;
    const address = normalizeEmail(email);
    if (!isValidEmail(address)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setOutcome({ kind: 'sending' });
    try {
      await requestUnsubscribeLink(address, botCheck.proof());
      botCheck.settle();
      setOutcome({ kind: 'sent' });
    } catch (error) {
      const failure = failureOf(error);
      if (botCheck.settle(error)) setOutcome({ kind: 'idle' });
      else if (failure === 'invalid') {
        setOutcome({ kind: 'idle' });
        setInvalid(true);
        inputRef.current?.focus();
      } else setOutcome({ kind: failure });
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="mail-prefs-request" {...(withHeading ? { role: 'region', 'aria-labelledby': headingId } : {})}>
      {withHeading ? <h2 id={headingId}>{t('email.heading')}</h2> : null}
      {outcome.kind === 'sent' ? (
        <div ref={resultRef} tabIndex={-1} className="mail-prefs-success" role="status" aria-live="polite" data-testid="unsubscribe-request-result">
          <p className="mail-prefs-success__title">{t('email.sent')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setOutcome({ kind: 'idle' });
              setEmail('');
              // The form is back on the next render; put the caret in it.
              window.setTimeout(() => inputRef.current?.focus(), 0);
            }}
          >
            {t('email.another')}
          </button>
        </div>
      ) : (
        <form className="mail-prefs-form" noValidate onSubmit={submit} aria-busy={sending}>
          <p>{t('email.intro')}</p>
          <label htmlFor={`${id}-email`}>{t('email.label')}</label>
          <input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (invalid) setInvalid(false);
            }}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          />
          {invalid ? (
            <p id={errorId} className="mail-prefs-form__error" role="alert">
              {t('email.invalid')}
            </p>
          ) : null}
          <p id={hintId} className="mail-prefs-note">
            {t('email.privacy')}
          </p>
          {botCheck.field}
          <button type="submit" className="button button--large" aria-disabled={sending || undefined}>
            {sending ? t('email.sending') : t('email.submit')}
          </button>
          {outcome.kind === 'failed' ? (
            <div className="mail-prefs-alert" role="alert" aria-live="assertive" data-testid="unsubscribe-request-result">
              <p className="mail-prefs-alert__title">{t('errors.failed')}</p>
              <p>{t('errors.failedNote')}</p>
              <button type="button" className="button button--secondary" onClick={() => void send()}>
                {t('errors.retry')}
              </button>
            </div>
          ) : null}
          {outcome.kind === 'rateLimited' ? (
            <div className="mail-prefs-alert" role="alert" aria-live="assertive" data-testid="unsubscribe-request-result">
              <p className="mail-prefs-alert__title">{t('errors.rateLimited')}</p>
            </div>
          ) : null}
        </form>
      )}
    </div>
  );
}
