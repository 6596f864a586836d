import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useBotCheck } from '../../../components/bot-check';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAccountTranslation } from '../account-i18n';
import { accountPaths, safeRedirect } from '../account-paths';
import { isValidEmail, validateLogin, type LoginField } from '../account-validation';
import { useLogin } from '../api/login';
import { useSendCode } from '../api/send-code';
import { CENTER_KEY, USER_KEY } from '../api/types';
import { Field, FormAlert, StatusLine, useFormErrors } from './form-parts';
import '../account.css';

const ORDER: readonly LoginField[] = ['email', 'password'];

/** `/user/login`: e-mail and password; back to `?redirect=` (or the user center) afterwards. */
export function LoginPage() {
  const { t } = useAccountTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const { login, isSending } = useLogin();
  const { sendCode, isSending: isSendingCode } = useSendCode();
  const botCheck = useBotCheck();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [unverified, setUnverified] = useState(false);
  const form = useFormErrors(ORDER);
  useDocumentTitle(t('login.pageTitle'));

  const redirect = params.get('redirect');
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const reset = (location.state as { passwordReset?: boolean } | null)?.passwordReset === true;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setUnverified(false);
    if (!form.check(validateLogin({ email, password }))) return;
    try {
      const { user } = await login({ email: email.trim(), password });
      await mutate(USER_KEY, user, { revalidate: false });
      void mutate(CENTER_KEY, undefined);
      navigate(safeRedirect(redirect), { replace: true });
    } catch (error) {
      setUnverified(error instanceof ApiError && error.reason === 'EMAIL_NOT_VERIFIED');
      form.fail(error, { context: 'login' });
    }
  }

  async function verifyNow() {
    try {
      await sendCode({ email: email.trim(), purpose: 'register', proof: botCheck.proof() });
      botCheck.settle();
      navigate(`${accountPaths.register}?verify=${encodeURIComponent(email.trim())}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`);
    } catch (error) {
      if (!botCheck.settle(error)) form.fail(error);
    }
  }

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('login.heading')}</h1>
      <p className="account-intro">{t('login.intro')}</p>
      <StatusLine text={reset ? t('login.passwordChanged') : null} />
      <FormAlert error={form.formError}>
        {unverified && isValidEmail(email) ? (
          <>
            {botCheck.field}
            <button type="button" className="button button--secondary" onClick={() => void verifyNow()} disabled={isSendingCode}>
              {t('login.verifyNow')}
            </button>
          </>
        ) : null}
      </FormAlert>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          id={`${id}-email`}
          inputRef={form.bind('email')}
          label={t('common.email')}
          type="email"
          name="email"
          autoComplete="username"
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
        <Field
          id={`${id}-password`}
          inputRef={form.bind('password')}
          label={t('common.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            form.clear('password');
          }}
          error={form.errors.password}
        />
        <p className="account-aside">
          <Link to={accountPaths.forgotPassword}>{t('login.forgot')}</Link>
        </p>
        <button type="submit" className="button button--large account-submit" disabled={isSending} aria-disabled={isSending || undefined}>
          {isSending ? t('common.sending') : t('login.submit')}
        </button>
      </form>
      <p className="account-aside">
        {t('login.noAccount')} <Link to={`${accountPaths.register}${keep}`}>{t('login.register')}</Link>
      </p>
    </section>
  );
}
