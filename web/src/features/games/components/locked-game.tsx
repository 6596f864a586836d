import { Link, useLocation } from 'react-router';
import { useSignedIn } from '../api/session';
import { useGamesTranslation } from '../games-i18n';
import { GAMES_LINKS, loginFor } from '../games-paths';

/** The upgrade link of a locked game, and for visitors the way to sign in first (and come back). */
export function UnlockLinks() {
  const { t } = useGamesTranslation();
  const location = useLocation();
  const signedIn = useSignedIn();
  return (
    <>
      <Link to={GAMES_LINKS.upgrade}>{t('locked.upgrade')}</Link>
      {signedIn === false ? (
        <>
          {' · '}
          <Link to={loginFor(`${location.pathname}${location.search}`)}>{t('locked.signIn')}</Link>
        </>
      ) : null}
    </>
  );
}

/** A game the visitor's plan does not include (the server decides): the lock and the ways to unlock it. */
export function LockedGame() {
  const { t } = useGamesTranslation();
  return (
    <div className="game-locked" data-testid="game-locked">
      <p>{t('locked.text')}</p>
      <p>
        <UnlockLinks />
      </p>
    </div>
  );
}
