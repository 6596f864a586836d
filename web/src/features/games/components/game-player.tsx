import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ListStates } from '../../../components/list-states';
import { saveScore } from '../api/games';
import type { GameCode, SavedScore } from '../api/types';
import { describeFailure, isLocked, isSignedOut, type FailureText } from '../games-errors';
import { useGamesTranslation, type GamesKey } from '../games-i18n';
import { GAMES_LINKS, loginFor } from '../games-paths';
import { freshSeed } from '../logic/seeded-random';
import { useGameBoard } from './game-boards';
import { useListLabels } from './list-labels';

type Saving = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; result: SavedScore } | { state: 'failed'; failure: FailureText; error: unknown };

const CONTROLS: Record<GameCode, GamesKey> = {
  '2048': 'controls.2048',
  jump: 'controls.jump',
  'jump-and-jump': 'controls.jumpAndJump',
  maze: 'controls.maze',
};

/**
 * One game being played: its board (loaded on demand), the score, 'finish and save', 'play again', and at
 * game over the score saved for the member with 'new best!' when the server says so. `seed` (from the
 * address, e.g. for tests) fixes the first run; every restart takes a new one.
 */
export function GamePlayer({ code, name, seed }: { code: GameCode; name: string; seed: number | null }) {
  const { t } = useGamesTranslation();
  const id = useId();
  const location = useLocation();
  const [run, setRun] = useState(() => ({ number: 0, seed: seed ?? freshSeed() }));
  const [score, setScore] = useState(0);
  const [finalScore, setFinalScore] = useState<number | null>(null);
  const [saving, setSaving] = useState<Saving>({ state: 'idle' });
  const { Board, failed: boardFailed, retry: retryBoard } = useGameBoard(code);
  const labels = useListLabels();

  const save = useCallback(
    async (value: number) => {
      setSaving({ state: 'saving' });
      try {
        setSaving({ state: 'saved', result: await saveScore(code, value) });
      } catch (error) {
        setSaving({ state: 'failed', failure: describeFailure(error, 'play.saveFailed'), error });
      }
    },
    [code],
  );

  // One save per run, whether the game ended itself or the player finished it.
  const ended = useRef(false);
  const onGameOver = useCallback(
    (value: number) => {
      if (ended.current) return;
      ended.current = true;
      setFinalScore(value);
      void save(value);
    },
    [save],
  );

  const restart = () => {
    ended.current = false;
    setRun((current) => ({ number: current.number + 1, seed: freshSeed() }));
    setScore(0);
    setFinalScore(null);
    setSaving({ state: 'idle' });
  };

  return (
    <div className="game-player">
      <p id={`${id}-instructions`} className="game-player__instructions">
        {t(CONTROLS[code])}
      </p>
      <div className="game-player__bar">
        <p className="game-player__score" data-testid="game-score">
          {t('play.score', { score })}
        </p>
        <div className="game-player__actions">
          {finalScore === null ? (
            <button type="button" className="button button--secondary" onClick={() => onGameOver(score)}>
              {t('play.finish')}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={restart}>
            {t('play.restart')}
          </button>
        </div>
      </div>
      <ListStates loading={!Board} error={boardFailed} empty={false} onRetry={retryBoard} labels={{ ...labels, loading: t('play.loadingGame') }}>
        {Board ? (
          <Board
            key={run.number}
            seed={run.seed}
            finished={finalScore !== null}
            label={t('play.areaLabel', { name })}
            instructionsId={`${id}-instructions`}
            onScore={setScore}
            onGameOver={onGameOver}
          />
        ) : null}
      </ListStates>
      <div className="game-player__result" role="status" aria-live="polite" data-testid="game-result">
        {finalScore === null ? null : saving.state === 'saving' ? (
          <p>{t('play.saving')}</p>
        ) : saving.state === 'saved' ? (
          <p>
            {saving.result.newBest ? <strong className="game-player__new-best">{t('play.newBest')} </strong> : null}
            {t('play.finalScore', { score: finalScore })} {t('play.best', { best: saving.result.bestScore })}
          </p>
        ) : saving.state === 'failed' ? (
          <div role="alert">
            <p>{'key' in saving.failure ? t(saving.failure.key) : saving.failure.text}</p>
            {isSignedOut(saving.error) ? (
              <Link to={loginFor(`${location.pathname}${location.search}`)}>{t('play.signIn')}</Link>
            ) : isLocked(saving.error) ? (
              <Link to={GAMES_LINKS.upgrade}>{t('locked.upgrade')}</Link>
            ) : (
              <button type="button" className="button" onClick={() => void save(finalScore)}>
                {t('play.retrySave')}
              </button>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
