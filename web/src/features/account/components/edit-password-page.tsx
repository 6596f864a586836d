import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAccountTranslation } from '../account-i18n';
import { accountPaths } from '../account-paths';
import { validateNewPassword, type NewPasswordField } from '../account-validation';
import { useUpdatePassword } from '../api/update-password';
import { Field, FormAlert, StatusLine, useFormErrors } from './form-parts';
import { MemberOnly } from './member-only';
import '../account.css';

const ORDER: readonly NewPasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/** `/user/edit-password`: the current password and a new one, twice. */
export function EditPasswordPage() {
  const { t } = useAccountTranslation();
  useDocumentTitle(t('editPassword.pageTitle'));
  return <MemberOnly>{(user) => <EditPasswordForm email={user.email} />}</MemberOnly>;
}

function EditPasswordForm({ email }: { email: string }) {
  const { t } = useAccountTranslation();
  const id = useId();
  const { updatePassword, isSending } = useUpdatePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [done, setDone] = useState(false);
  const form = useFormErrors(ORDER);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    if (!form.check(validateNewPassword({ oldPassword, newPassword, confirmPassword }))) return;
    try {
      await updatePassword({ oldPassword, newPassword, confirmPassword });
      setOldPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setDone(true);
    } catch (error) {
      form.fail(error, { passwordField: 'newPassword' });
    }
  }

  const field = (name: NewPasswordField, label: string, value: string, set: (v: string) => void, autoComplete: string, hint?: string) => (
    <Field
      id={`${id}-${name}`}
      inputRef={form.bind(name)}
      label={label}
      hint={hint}
      type="password"
      name={name}
      autoComplete={autoComplete}
      required
      value={value}
      onValueChange={(next) => {
        set(next);
        form.clear(name);
      }}
      error={form.errors[name]}
    />
  );

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('editPassword.heading')}</h1>
      <p className="account-intro">{t('editPassword.intro')}</p>
      <StatusLine text={done ? t('editPassword.done') : null} />
      <FormAlert error={form.formError} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        {field('oldPassword', t('editPassword.oldPassword'), oldPassword, setOldPassword, 'current-password')}
        {field('newPassword', t('editPassword.newPassword'), newPassword, setNewPassword, 'new-password', t('common.passwordHint'))}
        {field('confirmPassword', t('common.confirmPassword'), confirmPassword, setConfirmPassword, 'new-password')}
        <button type="submit" className="button button--large account-submit" disabled={isSending}>
          {isSending ? t('common.sending') : t('editPassword.submit')}
        </button>
      </form>
      <p className="account-aside">
        <Link to={accountPaths.forgotPassword}>{t('editPassword.forgot')}</Link> ·{' '}
        <Link to={accountPaths.centerSetting}>{t('settings.heading')}</Link>
      </p>
    </section>
  );
}
