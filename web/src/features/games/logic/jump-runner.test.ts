import { describe, expect, it } from 'vitest';
import { advanceRunner, collides, jump, newRunnerGame, RUNNER, type RunnerGame } from './jump-runner';
import { seededRandom } from './seeded-random';

const withObstacleAt = (x: number, height = 40): RunnerGame => ({
  ...newRunnerGame(),
  nextGap: 10_000,
  obstacles: [{ x, width: 20, height, cleared: false }],
});

function run(game: RunnerGame, ms: number, onStep?: (game: RunnerGame) => RunnerGame): RunnerGame {
  const random = seededRandom(1);
  for (let t = 0; t < ms; t += 16) game = advanceRunner(onStep ? onStep(game) : game, 16, random);
  return game;
}

describe('JUMP collision', () => {
  it('overlapping boxes collide, boxes that only touch or are apart do not', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(collides(a, { x: 5, y: 5, width: 10, height: 10 })).toBe(true);
    expect(collides(a, { x: 10, y: 0, width: 10, height: 10 })).toBe(false);
    expect(collides(a, { x: 0, y: 10, width: 10, height: 10 })).toBe(false);
    expect(collides(a, { x: 20, y: 20, width: 5, height: 5 })).toBe(false);
  });

  it('ends the run when the runner stays on the ground and an obstacle reaches it', () => {
    const game = run(withObstacleAt(RUNNER.x + 100), 1000);
    expect(game.over).toBe(true);
    expect(game.cleared).toBe(0);
  });

  it('clears an obstacle with a jump in time and keeps running, scoring the distance', () => {
    let jumped = false;
    const game = run(withObstacleAt(RUNNER.x + 100), 1500, (g) => {
      const near = g.obstacles[0] && g.obstacles[0].x - (RUNNER.x + RUNNER.width) < 40;
      if (near && !jumped) {
        jumped = true;
        return jump(g);
      }
      return g;
    });
    expect(game.over).toBe(false);
    expect(game.cleared).toBe(1);
    expect(game.y).toBe(0);
    expect(game.score).toBe(Math.floor(game.distance / 50));
    expect(game.score).toBeGreaterThan(0);
  });

  it('jumps only from the ground', () => {
    const up = advanceRunner(jump(newRunnerGame()), 16, seededRandom(1));
    expect(up.y).toBeGreaterThan(0);
    expect(jump(up)).toBe(up);
  });

  it('speeds up with every obstacle cleared', () => {
    const start = newRunnerGame();
    const after = advanceRunner({ ...start, cleared: 10 }, 16, seededRandom(1));
    expect(after.speed).toBeGreaterThan(advanceRunner(start, 16, seededRandom(1)).speed);
  });

  it('brings new obstacles from the right as the world moves', () => {
    const game = run({ ...newRunnerGame(), nextGap: 30 }, 200);
    expect(game.obstacles.length).toBeGreaterThan(0);
  });
});
