import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAccountTranslation } from '../account-i18n';
import { accountPaths } from '../account-paths';
import { GENDERS, validateProfile, type ProfileField } from '../account-validation';
import type { User } from '../api/types';
import { useUpdateUser } from '../api/update-user';
import { AvatarEditor } from './avatar-editor';
import { Field, FormAlert, StatusLine, useFormErrors, useMsg } from './form-parts';
import { MemberOnly } from './member-only';
import '../account.css';

const ORDER: readonly ProfileField[] = ['nickname', 'phone', 'birthday', 'gender'];
const GENDER_KEYS = { male: 'profile.genderMale', female: 'profile.genderFemale', secret: 'profile.genderSecret' } as const;

/** `/user/info`, `/userCenter/user-info`, `/userCenter/setting/userInfo`: the profile, editable. */
export function ProfilePage() {
  const { t } = useAccountTranslation();
  useDocumentTitle(t('profile.pageTitle'));
  return <MemberOnly>{(user) => <ProfileForm key={user.userId} user={user} />}</MemberOnly>;
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useAccountTranslation();
  const msg = useMsg();
  const id = useId();
  const { updateUser, isSending } = useUpdateUser();
  const [nickname, setNickname] = useState(user.nickname ?? '');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [birthday, setBirthday] = useState(user.birthday ?? '');
  const [gender, setGender] = useState(user.gender || 'secret');
  const [saved, setSaved] = useState(false);
  const form = useFormErrors(ORDER);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const values = { nickname: nickname.trim(), phone: phone.trim(), birthday: birthday.trim(), gender };
    if (!form.check(validateProfile(values))) return;
    try {
      await updateUser(values);
      setSaved(true);
    } catch (error) {
      form.fail(error);
    }
  }

  const genderError = form.errors.gender;
  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('profile.heading')}</h1>
      <AvatarEditor user={user} />
      <dl className="account-facts">
        <dt>{t('profile.name')}</dt>
        <dd>{user.name}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>{user.email}</dd>
      </dl>
      <StatusLine text={saved ? t('profile.saved') : null} />
      <FormAlert error={form.formError} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          id={`${id}-nickname`}
          inputRef={form.bind('nickname')}
          label={t('profile.nickname')}
          name="nickname"
          autoComplete="nickname"
          value={nickname}
          onValueChange={(value) => {
            setNickname(value);
            form.clear('nickname');
          }}
          error={form.errors.nickname}
        />
        <Field
          id={`${id}-phone`}
          inputRef={form.bind('phone')}
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={phone}
          onValueChange={(value) => {
            setPhone(value);
            form.clear('phone');
          }}
          error={form.errors.phone}
        />
        <Field
          id={`${id}-birthday`}
          inputRef={form.bind('birthday')}
          label={t('profile.birthday')}
          hint={t('profile.birthdayHint')}
          name="birthday"
          autoComplete="bday"
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          maxLength={10}
          value={birthday}
          onValueChange={(value) => {
            setBirthday(value);
            form.clear('birthday');
          }}
          error={form.errors.birthday}
        />
        <fieldset
          className="account-field account-choices"
          aria-invalid={genderError ? true : undefined}
          aria-describedby={genderError ? `${id}-gender-error` : undefined}
        >
          <legend>{t('profile.gender')}</legend>
          {GENDERS.map((value, index) => (
            <label key={value} className="account-choice">
              <input
                ref={index === 0 ? form.bind('gender') : undefined}
                type="radio"
                name="gender"
                value={value}
                checked={gender === value}
                onChange={() => {
                  setGender(value);
                  form.clear('gender');
                }}
              />
              {t(GENDER_KEYS[value])}
            </label>
          ))}
          {genderError ? (
            <p id={`${id}-gender-error`} className="account-field__error">
              {msg(genderError)}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="button button--large account-submit" disabled={isSending}>
          {isSending ? t('common.sending') : t('profile.save')}
        </button>
      </form>
      <p className="account-aside">
        <Link to={accountPaths.editPassword}>{t('settings.changePassword')}</Link> ·{' '}
        <Link to={accountPaths.centerSetting}>{t('settings.heading')}</Link>
      </p>
    </section>
  );
}
