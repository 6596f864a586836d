/**
 * JUMP: a runner on the ground jumps over obstacles coming from the right, faster with every one cleared.
 * Units are the canvas's pixels (y up from the ground) and milliseconds; the score is the distance run
 * (a point per 50 px); touching an obstacle ends the run.
 */
import { randomInt, type Random } from './seeded-random';

export const WORLD_WIDTH = 600;
export const RUNNER = { x: 60, width: 28, height: 40 } as const;
const GRAVITY = 0.0025; // px per ms²
const JUMP_SPEED = 0.85; // px per ms, upwards
const START_SPEED = 0.3; // px per ms
const SPEED_GAIN = 0.01; // per obstacle cleared
const MAX_SPEED = 0.75;
const PIXELS_PER_POINT = 50;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Obstacle {
  x: number;
  width: number;
  height: number;
  cleared: boolean;
}

export interface RunnerGame {
  y: number;
  velocity: number;
  speed: number;
  obstacles: Obstacle[];
  /** Distance the world moves before the next obstacle appears. */
  nextGap: number;
  distance: number;
  cleared: number;
  score: number;
  over: boolean;
}

export function newRunnerGame(): RunnerGame {
  return { y: 0, velocity: 0, speed: START_SPEED, obstacles: [], nextGap: 200, distance: 0, cleared: 0, score: 0, over: false };
}

/** Axis-aligned boxes overlap (touching edges do not count). */
export function collides(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function runnerBox(game: RunnerGame): Box {
  return { x: RUNNER.x, y: game.y, width: RUNNER.width, height: RUNNER.height };
}

export function obstacleBox(obstacle: Obstacle): Box {
  return { x: obstacle.x, y: 0, width: obstacle.width, height: obstacle.height };
}

/** Jumps when on the ground; in the air a press does nothing. */
export function jump(game: RunnerGame): RunnerGame {
  if (game.over || game.y > 0) return game;
  return { ...game, velocity: JUMP_SPEED };
}

/** Moves the world on by `elapsedMs` (callers keep steps short, e.g. ≤ 32 ms, so nothing tunnels). */
export function advanceRunner(game: RunnerGame, elapsedMs: number, random: Random): RunnerGame {
  if (game.over) return game;
  const velocity = game.velocity - GRAVITY * elapsedMs;
  const y = Math.max(0, game.y + (game.velocity + velocity) * 0.5 * elapsedMs);
  const step = game.speed * elapsedMs;
  let cleared = game.cleared;
  const obstacles = game.obstacles
    .map((obstacle) => ({ ...obstacle, x: obstacle.x - step }))
    .filter((obstacle) => obstacle.x + obstacle.width > 0)
    .map((obstacle) => {
      if (obstacle.cleared || obstacle.x + obstacle.width >= RUNNER.x) return obstacle;
      cleared += 1;
      return { ...obstacle, cleared: true };
    });
  let nextGap = game.nextGap - step;
  if (nextGap <= 0) {
    obstacles.push({ x: WORLD_WIDTH, width: randomInt(random, 14, 30), height: randomInt(random, 20, 46), cleared: false });
    nextGap = randomInt(random, 220, 420);
  }
  const distance = game.distance + step;
  const next: RunnerGame = {
    y,
    velocity: y === 0 ? 0 : velocity,
    speed: Math.min(MAX_SPEED, START_SPEED + cleared * SPEED_GAIN),
    obstacles,
    nextGap,
    distance,
    cleared,
    score: Math.floor(distance / PIXELS_PER_POINT),
    over: false,
  };
  const hit = obstacles.some((obstacle) => collides(runnerBox(next), obstacleBox(obstacle)));
  return hit ? { ...next, over: true } : next;
}
