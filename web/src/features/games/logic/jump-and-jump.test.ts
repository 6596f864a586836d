import { describe, expect, it } from 'vitest';
import { jumpDistance, land, MAX_CHARGE_MS, newJumpGame, PIXELS_PER_MS, type JumpGame } from './jump-and-jump';
import { seededRandom } from './seeded-random';

const game: JumpGame = { player: 0, current: { center: 0, width: 60 }, next: { center: 150, width: 50 }, score: 3, over: false };
const chargeFor = (distance: number) => distance / PIXELS_PER_MS;

describe('jump-and-jump landing', () => {
  it('scores two for the centre of the next platform and one for its edge', () => {
    const centre = land(game, chargeFor(150), seededRandom(1));
    expect(centre.landing).toBe('perfect');
    expect(centre.game.score).toBe(5);
    expect(centre.game.current).toEqual(game.next);
    expect(centre.game.next.center).toBeGreaterThan(150);

    const edge = land(game, chargeFor(150 + 25), seededRandom(1));
    expect(edge.landing).toBe('landed');
    expect(edge.game.score).toBe(4);
    expect(edge.game.player).toBe(175);
  });

  it('stays on the same platform for a short hop, and falls in the gap or beyond', () => {
    const hop = land(game, chargeFor(20), seededRandom(1));
    expect(hop.landing).toBe('stayed');
    expect(hop.game.score).toBe(3);
    expect(hop.game.over).toBe(false);

    expect(land(game, chargeFor(80), seededRandom(1)).landing).toBe('fell');
    const beyond = land(game, chargeFor(176), seededRandom(1));
    expect(beyond.landing).toBe('fell');
    expect(beyond.game.over).toBe(true);
    expect(beyond.game.score).toBe(3);
  });

  it('caps the charge and never jumps backwards', () => {
    expect(jumpDistance(MAX_CHARGE_MS * 3)).toBe(jumpDistance(MAX_CHARGE_MS));
    expect(jumpDistance(-50)).toBe(0);
  });

  it('always places the next platform within reach of a full charge', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const start = newJumpGame(seededRandom(seed));
      expect(start.next.center - start.player).toBeLessThan(jumpDistance(MAX_CHARGE_MS));
      expect(start.next.center - start.next.width / 2).toBeGreaterThan(start.current.center + start.current.width / 2);
    }
  });
});
