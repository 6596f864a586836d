import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { land, MAX_CHARGE_MS, newJumpGame, type JumpGame, type Landing } from '../logic/jump-and-jump';
import { seededRandom } from '../logic/seeded-random';
import { useGamesTranslation, type GamesKey } from '../games-i18n';
import { canvasColors } from './canvas-colors';
import { GameArea } from './game-area';
import type { GameBoardProps } from './game-board-props';
import { useGameScore } from './use-game-score';
import { useReducedMotion } from './use-reduced-motion';

const WIDTH = 600;
const HEIGHT = 240;
const TOP = 170;
const PLATFORM_HEIGHT = 40;
/** Where the current platform's centre is drawn; the view follows the player. */
const VIEW_ANCHOR = 110;
const JUMP_MS = 420;

interface Flight {
  from: number;
  to: number;
  startedAt: number;
}

const LANDING_TEXT: Record<Landing, GamesKey> = {
  perfect: 'jumpAndJump.perfect',
  landed: 'jumpAndJump.landed',
  stayed: 'jumpAndJump.stayed',
  fell: 'play.gameOver',
};

/** Jump-and-jump on a canvas: hold space (or press and hold) to charge, release to jump. */
export function JumpAndJumpBoard({ seed, finished, label, instructionsId, onScore, onGameOver }: GameBoardProps) {
  const { t } = useGamesTranslation();
  const reducedMotion = useReducedMotion();
  const canvas = useRef<HTMLCanvasElement>(null);
  const random = useRef(seededRandom(seed));
  const [game, setGame] = useState<JumpGame>(() => newJumpGame(random.current));
  const latest = useRef(game);
  const chargeStart = useRef<number | null>(null);
  const flight = useRef<Flight | null>(null);
  const [landing, setLanding] = useState<Landing | null>(null);
  useGameScore(game.score, game.over, { onScore, onGameOver });

  // Frames are drawn only while a charge or a jump is under way; otherwise once per change.
  const frame = useRef(0);
  const draw = useCallback((now: number) => {
    if (canvas.current) drawScene(canvas.current, latest.current, chargeStart.current === null ? 0 : now - chargeStart.current, flight.current, now);
  }, []);
  const animate = useCallback(() => {
    if (frame.current) return;
    const loop = (now: number) => {
      draw(now);
      frame.current = chargeStart.current !== null || flight.current ? requestAnimationFrame(loop) : 0;
    };
    frame.current = requestAnimationFrame(loop);
  }, [draw]);
  useEffect(() => draw(performance.now()), [game, draw]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const startCharge = () => {
    if (finished || latest.current.over || flight.current || chargeStart.current !== null) return;
    chargeStart.current = performance.now();
    animate();
  };

  const release = () => {
    if (chargeStart.current === null) return;
    const charged = performance.now() - chargeStart.current;
    chargeStart.current = null;
    if (finished) return;
    const before = latest.current;
    const result = land(before, charged, random.current);
    const settle = () => {
      flight.current = null;
      latest.current = result.game;
      setGame(result.game);
      setLanding(result.landing);
    };
    if (reducedMotion) {
      settle();
      return;
    }
    flight.current = { from: before.player, to: result.at, startedAt: performance.now() };
    animate();
    window.setTimeout(settle, JUMP_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) startCharge();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    release();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    startCharge();
  };

  return (
    <GameArea
      className="game-jump-and-jump"
      label={label}
      instructionsId={instructionsId}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onPointerDown={onPointerDown}
      onPointerUp={release}
      onPointerCancel={() => {
        chargeStart.current = null;
        draw(performance.now());
      }}
      onContextMenu={(event) => event.preventDefault()}
    >
      <p className="game-area__status" aria-live="polite">
        {landing ? t(LANDING_TEXT[landing]) : t('jumpAndJump.start')}
      </p>
      <canvas ref={canvas} width={WIDTH} height={HEIGHT} className="game-canvas" aria-hidden="true" />
    </GameArea>
  );
}

function drawScene(element: HTMLCanvasElement, game: JumpGame, chargeMs: number, flight: Flight | null, now: number): void {
  const context = element.getContext('2d');
  if (!context) return;
  const colors = canvasColors(element);
  const offset = VIEW_ANCHOR - game.current.center;
  context.fillStyle = colors.surface;
  context.fillRect(0, 0, WIDTH, HEIGHT);

  context.fillStyle = colors.muted;
  for (const platform of [game.current, game.next]) {
    context.fillRect(platform.center - platform.width / 2 + offset, TOP, platform.width, PLATFORM_HEIGHT);
  }
  context.fillStyle = colors.accent;
  context.fillRect(game.next.center - 2 + offset, TOP, 4, 4);

  // The player: on its spot, squashed while charging, on an arc while jumping.
  let x = game.player;
  let lift = 0;
  if (flight) {
    const progress = Math.min(1, (now - flight.startedAt) / JUMP_MS);
    x = flight.from + (flight.to - flight.from) * progress;
    lift = Math.sin(progress * Math.PI) * 70;
  }
  const squash = Math.min(chargeMs, MAX_CHARGE_MS) / MAX_CHARGE_MS;
  const height = 34 * (1 - squash * 0.35);
  context.fillStyle = colors.primary;
  context.fillRect(x + offset - 9, TOP - height - lift, 18, height);

  if (chargeMs > 0) {
    context.fillStyle = colors.focus;
    context.fillRect(12, 12, (WIDTH - 24) * squash, 8);
  }
}
