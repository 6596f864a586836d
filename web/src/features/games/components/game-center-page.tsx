import { useId } from 'react';
import { Link } from 'react-router';
import { ListStates } from '../../../components/list-states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useGames } from '../api/games';
import type { GameInfo } from '../api/types';
import { useGamesTranslation } from '../games-i18n';
import { gameDetailPath, GAMES_LINKS } from '../games-paths';
import { UnlockLinks } from './locked-game';
import { useListLabels } from './list-labels';
import '../games.css';

/** `/userCenter/gameCenter`: the four games with the member's best scores; locked ones show the upgrade link. */
export function GameCenterPage() {
  const { t } = useGamesTranslation();
  const id = useId();
  useDocumentTitle(t('center.pageTitle'));
  const { games, error, isLoading, retry } = useGames();

  return (
    <section className="games" aria-labelledby={`${id}-title`}>
      <p className="games__back">
        <Link to={GAMES_LINKS.userCenter}>{t('center.back')}</Link>
      </p>
      <h1 id={`${id}-title`}>{t('center.heading')}</h1>
      <p className="games__intro">{t('center.intro')}</p>
      <ListStates
        loading={isLoading}
        error={Boolean(error)}
        empty={games?.length === 0}
        onRetry={retry}
        labels={useListLabels()}
      >
        <ul className="games__list">
          {games?.map((game) => (
            <GameCard key={game.gameCode} game={game} />
          ))}
        </ul>
      </ListStates>
    </section>
  );
}

function GameCard({ game }: { game: GameInfo }) {
  const { t } = useGamesTranslation();
  const id = useId();
  return (
    <li className={game.locked ? 'game-card game-card--locked' : 'game-card'} aria-labelledby={`${id}-name`} data-testid="game-card">
      <h2 id={`${id}-name`}>
        <Link to={gameDetailPath(game.gameCode)}>{game.name}</Link>
      </h2>
      <p>{game.description}</p>
      {game.bestScore !== null ? (
        <p className="game-card__best">{t('center.best', { best: game.bestScore })}</p>
      ) : !game.locked ? (
        <p className="game-card__best">{t('center.noBest')}</p>
      ) : null}
      {game.locked ? (
        <p className="game-card__lock">
          <span>{t('center.locked')}</span> <UnlockLinks />
        </p>
      ) : (
        <Link className="button" to={gameDetailPath(game.gameCode)} aria-describedby={`${id}-name`}>
          {t('center.play')}
        </Link>
      )}
    </li>
  );
}
