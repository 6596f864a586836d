import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { describeError, isSignedOut } from '../account-errors';
import { useAccountTranslation } from '../account-i18n';
import { loginPathFor } from '../account-paths';
import type { User } from '../api/types';
import { useUser } from '../api/user';
import { FormAlert } from './form-parts';

/**
 * A member page: signed-out visitors go to the login page, which brings them back here
 * afterwards (`?redirect=` with this path and query).
 */
export function MemberOnly({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useAccountTranslation();
  const location = useLocation();
  const { user, error, isLoading, mutate } = useUser();

  if (user) return <>{children(user)}</>;
  if (isSignedOut(error)) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  if (error && !isLoading) {
    const described = describeError(error);
    return (
      <section className="account-panel">
        <h1>{t('guard.loadError')}</h1>
        <FormAlert error={'key' in described ? described.key : { message: described.message }}>
          <button type="button" className="button" onClick={() => void mutate()}>
            {t('common.retry')}
          </button>
        </FormAlert>
      </section>
    );
  }
  return (
    <p role="status" className="account-panel">
      {t('guard.checking')}
    </p>
  );
}
