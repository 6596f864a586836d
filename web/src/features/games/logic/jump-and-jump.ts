/**
 * Jump-and-jump: hold to charge, release to jump; the jump's length grows with the charge. Landing on the
 * next platform scores one point (two in its centre), landing short on the same platform changes nothing,
 * anywhere else the player falls and the game ends. Distances are canvas pixels along the jump axis.
 */
import { randomInt, type Random } from './seeded-random';

export const PIXELS_PER_MS = 0.25;
export const MAX_CHARGE_MS = 1600;
/** Within this distance of a platform's centre a landing is perfect. */
export const PERFECT_RADIUS = 6;

export interface Platform {
  center: number;
  width: number;
}

export interface JumpGame {
  player: number;
  current: Platform;
  next: Platform;
  score: number;
  over: boolean;
}

export type Landing = 'perfect' | 'landed' | 'stayed' | 'fell';

export function newJumpGame(random: Random): JumpGame {
  const current = { center: 0, width: 70 };
  return { player: 0, current, next: nextPlatform(current, random), score: 0, over: false };
}

function nextPlatform(from: Platform, random: Random): Platform {
  return { center: from.center + randomInt(random, 90, 230), width: randomInt(random, 36, 80) };
}

export function jumpDistance(chargeMs: number): number {
  return Math.min(Math.max(0, chargeMs), MAX_CHARGE_MS) * PIXELS_PER_MS;
}

function onPlatform(x: number, platform: Platform): boolean {
  return Math.abs(x - platform.center) <= platform.width / 2;
}

/** Where a jump charged for `chargeMs` ends, and what that landing means. */
export function land(game: JumpGame, chargeMs: number, random: Random): { game: JumpGame; landing: Landing; at: number } {
  if (game.over) return { game, landing: 'fell', at: game.player };
  const at = game.player + jumpDistance(chargeMs);
  if (onPlatform(at, game.next)) {
    const perfect = Math.abs(at - game.next.center) <= PERFECT_RADIUS;
    const next = { player: at, current: game.next, next: nextPlatform(game.next, random), score: game.score + (perfect ? 2 : 1), over: false };
    return { game: next, landing: perfect ? 'perfect' : 'landed', at };
  }
  if (onPlatform(at, game.current)) return { game: { ...game, player: at }, landing: 'stayed', at };
  return { game: { ...game, over: true }, landing: 'fell', at };
}
