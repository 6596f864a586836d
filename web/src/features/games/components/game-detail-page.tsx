import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListStates } from '../../../components/list-states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useGame } from '../api/games';
import { isGameCode, type GameInfo } from '../api/types';
import { isNotFound } from '../games-errors';
import { useGamesTranslation } from '../games-i18n';
import { gamesPaths } from '../games-paths';
import { GamePlayer } from './game-player';
import { useListLabels } from './list-labels';
import { LockedGame } from './locked-game';
import '../games.css';

/** `/userCenter/gameCenter/detail?code=…`: how to play, the best score and the game itself (`&seed=` fixes the first run). */
export function GameDetailPage() {
  const { t } = useGamesTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <section className="games">
      <p className="games__back">
        <Link to={gamesPaths.center}>{t('detail.back')}</Link>
      </p>
      {isGameCode(code) ? <GameDetail code={code} seed={seedOf(params.get('seed'))} /> : <NotFound />}
    </section>
  );
}

function seedOf(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function NotFound() {
  const { t } = useGamesTranslation();
  useDocumentTitle(t('detail.notFound'));
  return <h1>{t('detail.notFound')}</h1>;
}

function GameDetail({ code, seed }: { code: GameInfo['gameCode']; seed: number | null }) {
  const { t } = useGamesTranslation();
  const { game, error, isLoading, retry } = useGame(code);
  useDocumentTitle(game ? game.name : t('center.pageTitle'));

  const labels = useListLabels();
  if (isNotFound(error)) return <NotFound />;
  return (
    <ListStates loading={isLoading || !game} error={Boolean(error)} empty={false} onRetry={retry} labels={labels}>
      {game ? <GameView code={code} game={game} seed={seed} /> : null}
    </ListStates>
  );
}

function GameView({ code, game, seed }: { code: GameInfo['gameCode']; game: GameInfo; seed: number | null }) {
  const { t } = useGamesTranslation();
  const id = useId();
  return (
    <article aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{game.name}</h1>
      <p>{game.description}</p>
      <h2>{t('detail.howToPlay')}</h2>
      <p className="games__how">{game.howToPlay}</p>
      {game.bestScore !== null || !game.locked ? (
        <p className="game-card__best" data-testid="best-score">
          {game.bestScore === null ? t('center.noBest') : t('center.best', { best: game.bestScore })}
        </p>
      ) : null}
      {game.locked ? <LockedGame /> : <GamePlayer code={code} name={game.name} seed={seed} />}
    </article>
  );
}
