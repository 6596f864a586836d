import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useAccountTranslation } from '../account-i18n';
import { validateAvatarFile } from '../account-validation';
import type { User } from '../api/types';
import { useUpdateUser } from '../api/update-user';
import { FormAlert, StatusLine, errorKey, type Msg } from './form-parts';
import { describeError } from '../account-errors';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The profile picture: shown, replaced (PNG/JPEG/WebP ≤ 512 KB, checked before upload) or removed. */
export function AvatarEditor({ user }: { user: User }) {
  const { t } = useAccountTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { updateUser, isSending } = useUpdateUser();
  const [error, setError] = useState<Msg | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function save(avatar: string | null, done: string) {
    try {
      await updateUser({ avatar });
      setStatus(done);
    } catch (failure) {
      const described = describeError(failure);
      setError('key' in described ? described.key : { message: described.message });
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    setError(null);
    setStatus(null);
    if (!file) return;
    const problem = validateAvatarFile(file);
    if (problem) {
      setError(errorKey(problem));
      input.current?.focus();
      return;
    }
    await save(await readAsDataUrl(file), t('avatar.saved'));
  }

  return (
    <div className="account-avatar" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="account-avatar__label">
        {t('avatar.label')}
      </p>
      {user.avatarUrl ? (
        <img className="account-avatar__image" src={user.avatarUrl} alt={t('avatar.alt')} width={96} height={96} />
      ) : (
        <div className="account-avatar__image account-avatar__image--empty" aria-hidden="true">
          {(user.nickname || user.name || user.email).slice(0, 1).toUpperCase()}
        </div>
      )}
      {!user.avatarUrl ? <p className="visually-hidden">{t('avatar.none')}</p> : null}
      <div className="account-avatar__controls">
        <label htmlFor={`${id}-file`} className="account-avatar__choose">
          {t('avatar.choose')}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={isSending}
          onChange={(event) => void onFile(event)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="account-field__hint">
          {t('avatar.hint')}
        </p>
        {user.avatarUrl ? (
          <button type="button" className="button button--secondary" disabled={isSending} onClick={() => void save(null, t('avatar.removed'))}>
            {t('avatar.remove')}
          </button>
        ) : null}
      </div>
      <div id={`${id}-error`}>
        <FormAlert error={error} />
      </div>
      <StatusLine text={status} />
    </div>
  );
}
