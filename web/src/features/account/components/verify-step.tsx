import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useBotCheck } from '../../../components/bot-check';
import { useAccountTranslation } from '../account-i18n';
import { safeRedirect } from '../account-paths';
import { normalizeCode, validateCode } from '../account-validation';
import { useSendCode } from '../api/send-code';
import { CENTER_KEY, USER_KEY } from '../api/types';
import { useVerifyEmail } from '../api/verify';
import { Field, FormAlert, StatusLine, useFormErrors } from './form-parts';

const ORDER = ['code'] as const;

/** The register flow's second step: the e-mailed code signs the new member in. */
export function VerifyStep({ email, minutes, redirect, onChangeEmail }: { email: string; minutes: number; redirect: string | null; onChangeEmail: () => void }) {
  const { t } = useAccountTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { verify, isSending } = useVerifyEmail();
  const { sendCode, isSending: isResending } = useSendCode();
  // Resending mails a code: the same protection as the first send.
  const botCheck = useBotCheck();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const form = useFormErrors(ORDER);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateCode(code);
    if (!form.check(problem ? { code: problem } : {})) return;
    try {
      const { user } = await verify({ email, code: normalizeCode(code) });
      await mutate(USER_KEY, user, { revalidate: false });
      void mutate(CENTER_KEY, undefined);
      navigate(safeRedirect(redirect), { replace: true });
    } catch (error) {
      form.fail(error);
    }
  }

  async function resend() {
    setStatus(null);
    try {
      await sendCode({ email, purpose: 'register', proof: botCheck.proof() });
      botCheck.settle();
      setStatus(t('verify.resent', { email }));
      setCode('');
    } catch (error) {
      if (!botCheck.settle(error)) form.fail(error);
    }
  }

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('verify.heading')}
      </h1>
      <p className="account-intro">{t('verify.intro', { email, minutes })}</p>
      <StatusLine text={status} />
      <FormAlert error={form.formError} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
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
        {botCheck.field}
        <div className="account-actions">
          <button type="submit" className="button button--large" disabled={isSending}>
            {isSending ? t('common.sending') : t('verify.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void resend()} disabled={isResending}>
            {t('verify.resend')}
          </button>
          <button type="button" className="account-link-button" onClick={onChangeEmail}>
            {t('verify.changeEmail')}
          </button>
        </div>
      </form>
    </section>
  );
}
