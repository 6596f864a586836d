import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useBotCheck } from '../../../components/bot-check';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useAccountTranslation } from '../account-i18n';
import { accountPaths } from '../account-paths';
import { normalizeCode, validateCode, validateEmailOnly, validateNewPassword } from '../account-validation';
import { useResetPassword } from '../api/reset-password';
import { useSendCode } from '../api/send-code';
import { Field, FormAlert, NewPasswordFields, useFormErrors } from './form-parts';
import '../account.css';

type Step = 'email' | 'code' | 'password' | 'done';
const ORDER = ['email', 'code', 'newPassword', 'confirmPassword'] as const;
const CODE_REASONS = ['INVALID_CODE', 'CODE_EXPIRED', 'CODE_REQUIRED', 'CODE_ATTEMPTS_EXCEEDED'];

/** `/user/forgot-password`: e-mail → the e-mailed code → a new password. */
export function ForgotPasswordPage() {
  const { t } = useAccountTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { sendCode, isSending: isSendingCode } = useSendCode();
  const botCheck = useBotCheck();
  const { resetPassword, isSending } = useResetPassword();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [minutes, setMinutes] = useState(10);
  const form = useFormErrors(ORDER);
  const firstRender = useRef(true);
  useDocumentTitle(t('forgot.pageTitle'));

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  async function onSendCode(event: { preventDefault(): void }) {
    event.preventDefault();
    const problem = validateEmailOnly(email);
    if (!form.check(problem ? { email: problem } : {})) return;
    try {
      const { expiresInSeconds } = await sendCode({ email: email.trim(), purpose: 'password_reset', proof: botCheck.proof() });
      botCheck.settle();
      setMinutes(Math.max(1, Math.round(expiresInSeconds / 60)));
      setCode('');
      setStep('code');
    } catch (error) {
      if (!botCheck.settle(error)) form.fail(error);
    }
  }

  function onCode(event: FormEvent) {
    event.preventDefault();
    const problem = validateCode(code);
    if (!form.check(problem ? { code: problem } : {})) return;
    setStep('password');
  }

  async function onReset(event: FormEvent) {
    event.preventDefault();
    if (!form.check(validateNewPassword({ newPassword, confirmPassword }))) return;
    try {
      await resetPassword({ email: email.trim(), code: normalizeCode(code), newPassword, confirmPassword });
      setStep('done');
    } catch (error) {
      if (error instanceof ApiError && CODE_REASONS.includes(error.reason ?? '')) setStep('code');
      form.fail(error, { passwordField: 'newPassword' });
    }
  }

  const title = (
    <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>
      {step === 'done' ? t('forgot.doneHeading') : t('forgot.heading')}
    </h1>
  );

  if (step === 'done') {
    return (
      <section className="account-panel" aria-labelledby={`${id}-title`}>
        {title}
        <p role="status">{t('forgot.doneText')}</p>
        <Link className="button button--large" to={`${accountPaths.login}?email=${encodeURIComponent(email.trim())}`} state={{ passwordReset: true }}>
          {t('forgot.login')}
        </Link>
      </section>
    );
  }

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      {title}
      <FormAlert error={form.formError} />
      {step === 'email' ? (
        <form key="email" noValidate onSubmit={(event) => void onSendCode(event)}>
          <p className="account-intro">{t('forgot.emailIntro')}</p>
          <Field
            id={`${id}-email`}
            inputRef={form.bind('email')}
            label={t('common.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              form.clear('email');
            }}
            error={form.errors.email}
          />
          {botCheck.field}
          <button type="submit" className="button button--large account-submit" disabled={isSendingCode}>
            {isSendingCode ? t('common.sending') : t('forgot.sendCode')}
          </button>
        </form>
      ) : null}
      {step === 'code' ? (
        <form key="code" noValidate onSubmit={onCode}>
          <p className="account-intro">{t('forgot.codeIntro', { email: email.trim(), minutes })}</p>
          <Field
            id={`${id}-code`}
            inputRef={form.bind('code')}
            label={t('common.code')}
            hint={t('common.codeHint')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={12}
            required
            value={code}
            onValueChange={(value) => {
              setCode(value);
              form.clear('code');
            }}
            error={form.errors.code}
          />
          <div className="account-actions">
            <button type="submit" className="button button--large">
              {t('forgot.next')}
            </button>
            <button type="button" className="button button--secondary" onClick={(event) => void onSendCode(event)} disabled={isSendingCode}>
              {t('verify.resend')}
            </button>
            <button type="button" className="account-link-button" onClick={() => setStep('email')}>
              {t('forgot.back')}
            </button>
          </div>
        </form>
      ) : null}
      {step === 'password' ? (
        <form key="password" noValidate onSubmit={(event) => void onReset(event)}>
          <p className="account-intro">{t('forgot.passwordIntro', { email: email.trim() })}</p>
          <input type="email" name="email" autoComplete="username" value={email.trim()} readOnly hidden />
          <NewPasswordFields
            id={id}
            form={form}
            passwordField="newPassword"
            confirmField="confirmPassword"
            passwordLabel={t('forgot.newPassword')}
            password={newPassword}
            confirmPassword={confirmPassword}
            onPassword={setNewPassword}
            onConfirmPassword={setConfirmPassword}
          />
          <div className="account-actions">
            <button type="submit" className="button button--large" disabled={isSending}>
              {isSending ? t('common.sending') : t('forgot.submit')}
            </button>
            <button type="button" className="account-link-button" onClick={() => setStep('code')}>
              {t('forgot.back')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
