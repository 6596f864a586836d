import { Link } from 'react-router';
import { useGamesTranslation } from '../games-i18n';
import { GAMES_LINKS } from '../games-paths';

/** A game the visitor's plan does not include (the server decides): the lock and the upgrade link. */
export function LockedGame() {
  const { t } = useGamesTranslation();
  return (
    <div className="game-locked" data-testid="game-locked">
      <p>{t('locked.text')}</p>
      <Link className="button" to={GAMES_LINKS.upgrade}>
        {t('locked.upgrade')}
      </Link>
    </div>
  );
}
