import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBotCheck } from '../../../components/bot-check';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { currentLocale } from '../../../lib/i18n';
import { useAccountTranslation } from '../account-i18n';
import { accountPaths } from '../account-paths';
import { validateRegister, type RegisterField } from '../account-validation';
import { useRegister } from '../api/register';
import { Field, FormAlert, LegalText, NewPasswordFields, useFormErrors, useMsg } from './form-parts';
import { VerifyStep } from './verify-step';
import '../account.css';

const ORDER: readonly RegisterField[] = ['name', 'email', 'password', 'confirmPassword', 'agreePrivacy'];
const DEFAULT_CODE_MINUTES = 10;

/** `/user/register`: name, e-mail, password twice, privacy agreement; then the e-mailed code (`?verify=<email>` opens that step). */
export function RegisterPage() {
  const { t } = useAccountTranslation();
  const msg = useMsg();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { register, isSending } = useRegister();
  const botCheck = useBotCheck();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(() => params.get('verify') ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [agreePrivacy, setAgreePrivacy] = useState(false);
  const [minutes, setMinutes] = useState(DEFAULT_CODE_MINUTES);
  const form = useFormErrors(ORDER);
  const redirect = params.get('redirect');
  const verifying = params.get('verify');
  useDocumentTitle(verifying ? t('verify.pageTitle') : t('register.pageTitle'));

  function showVerify(address: string) {
    const next = new URLSearchParams(params);
    next.set('verify', address);
    setParams(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.check(validateRegister({ name, email, password, confirmPassword, agreePrivacy }))) return;
    try {
      const { user, codeExpiresInSeconds } = await register({
        name: name.trim(),
        email: email.trim(),
        password,
        confirmPassword,
        agreePrivacy,
        locale: currentLocale(),
        proof: botCheck.proof(),
      });
      botCheck.settle();
      setMinutes(Math.max(1, Math.round(codeExpiresInSeconds / 60)));
      showVerify(user.email);
    } catch (error) {
      if (!botCheck.settle(error)) form.fail(error);
    }
  }

  if (verifying) {
    return (
      <VerifyStep
        key={verifying}
        email={verifying}
        minutes={minutes}
        redirect={redirect}
        onChangeEmail={() => {
          const next = new URLSearchParams(params);
          next.delete('verify');
          setParams(next);
        }}
      />
    );
  }

  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const agreeError = form.errors.agreePrivacy;
  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('register.heading')}</h1>
      <p className="account-intro">{t('register.intro')}</p>
      <FormAlert error={form.formError} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          id={`${id}-name`}
          inputRef={form.bind('name')}
          label={t('register.name')}
          name="name"
          autoComplete="name"
          required
          value={name}
          onValueChange={(value) => {
            setName(value);
            form.clear('name');
          }}
          error={form.errors.name}
        />
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
        <NewPasswordFields
          id={id}
          form={form}
          passwordField="password"
          confirmField="confirmPassword"
          passwordLabel={t('common.password')}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
        />
        <div className="account-field account-field--check">
          <input
            ref={form.bind('agreePrivacy')}
            id={`${id}-agree`}
            type="checkbox"
            name="agreePrivacy"
            checked={agreePrivacy}
            onChange={(event) => {
              setAgreePrivacy(event.currentTarget.checked);
              form.clear('agreePrivacy');
            }}
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? `${id}-agree-error` : undefined}
          />
          <label htmlFor={`${id}-agree`}>
            <LegalText text={t('register.agree')} />
          </label>
          {agreeError ? (
            <p id={`${id}-agree-error`} className="account-field__error">
              {msg(agreeError)}
            </p>
          ) : null}
        </div>
        {botCheck.field}
        <button type="submit" className="button button--large account-submit" disabled={isSending}>
          {isSending ? t('common.sending') : t('register.submit')}
        </button>
      </form>
      <p className="account-aside">
        {t('register.haveAccount')} <Link to={`${accountPaths.login}${keep}`}>{t('register.login')}</Link>
      </p>
    </section>
  );
}
