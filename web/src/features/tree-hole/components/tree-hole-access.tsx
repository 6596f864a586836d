import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { isLocked, isSignedOut } from '../tree-hole-errors';
import { useTreeHoleTranslation } from '../tree-hole-i18n';
import { loginFor, TREE_HOLE_LINKS } from '../tree-hole-paths';

/**
 * Who may see the tree hole is decided by the server: a signed-out visitor (401) goes to the login page
 * and comes back, a member without a plan that includes it (403) sees the lock and the upgrade link.
 */
export function TreeHoleAccess({ error, children }: { error: unknown; children: ReactNode }) {
  const { t } = useTreeHoleTranslation();
  const location = useLocation();
  if (isSignedOut(error)) return <Navigate to={loginFor(`${location.pathname}${location.search}`)} replace />;
  if (isLocked(error))
    return (
      <div className="tree-hole-locked" data-testid="tree-hole-locked">
        <p>{t('locked.text')}</p>
        <Link className="button" to={TREE_HOLE_LINKS.upgrade}>
          {t('locked.upgrade')}
        </Link>
      </div>
    );
  return <>{children}</>;
}
