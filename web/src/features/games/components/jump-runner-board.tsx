import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { advanceRunner, jump, newRunnerGame, RUNNER, WORLD_WIDTH, type RunnerGame } from '../logic/jump-runner';
import { seededRandom } from '../logic/seeded-random';
import { useGamesTranslation } from '../games-i18n';
import { canvasColors } from './canvas-colors';
import { GameArea } from './game-area';
import type { GameBoardProps } from './game-board-props';
import { useGameScore } from './use-game-score';

const HEIGHT = 200;
const GROUND = HEIGHT - 24;
/** Physics steps are at most this long, so a slow frame cannot carry the runner through an obstacle. */
const MAX_STEP_MS = 16;

/** JUMP on a canvas: space, arrow up or a tap jumps; the run starts with the first jump. */
export function JumpRunnerBoard({ seed, finished, label, instructionsId, onScore, onGameOver }: GameBoardProps) {
  const { t } = useGamesTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const game = useRef<RunnerGame>(newRunnerGame());
  const random = useRef(seededRandom(seed));
  const [running, setRunning] = useState(false);
  const [score, setScore] = useState(0);

  useEffect(() => {
    if (canvas.current) drawRunner(canvas.current, game.current);
  }, []);

  useEffect(() => {
    if (!running || finished) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      let elapsed = Math.min(now - last, 100); // a background tab does not fast-forward the run
      last = now;
      while (elapsed > 0 && !game.current.over) {
        const step = Math.min(elapsed, MAX_STEP_MS);
        game.current = advanceRunner(game.current, step, random.current);
        elapsed -= step;
      }
      if (canvas.current) drawRunner(canvas.current, game.current);
      setScore(game.current.score);
      if (game.current.over) {
        setRunning(false);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, finished]);

  // The run is over once the frame that ended it has set the final score and stopped running.
  useGameScore(score, !running && game.current.over, { onScore, onGameOver });

  const press = () => {
    if (finished || game.current.over) return;
    game.current = jump(game.current);
    if (!running) setRunning(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!event.repeat) press();
  };

  return (
    <GameArea
      className="game-runner"
      label={label}
      instructionsId={instructionsId}
      onKeyDown={onKeyDown}
      onPointerDown={press}
    >
      <p className="game-area__status" aria-live="polite">
        {running ? '' : game.current.over ? t('play.gameOver') : t('jump.start')}
      </p>
      <canvas ref={canvas} width={WORLD_WIDTH} height={HEIGHT} className="game-canvas" aria-hidden="true" />
    </GameArea>
  );
}

function drawRunner(element: HTMLCanvasElement, game: RunnerGame): void {
  const context = element.getContext('2d');
  if (!context) return;
  const colors = canvasColors(element);
  context.fillStyle = colors.surface;
  context.fillRect(0, 0, WORLD_WIDTH, HEIGHT);
  context.fillStyle = colors.border;
  context.fillRect(0, GROUND, WORLD_WIDTH, 2);
  context.fillStyle = colors.focus;
  for (const obstacle of game.obstacles) context.fillRect(obstacle.x, GROUND - obstacle.height, obstacle.width, obstacle.height);
  context.fillStyle = colors.primary;
  context.fillRect(RUNNER.x, GROUND - game.y - RUNNER.height, RUNNER.width, RUNNER.height);
}
