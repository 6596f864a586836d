import { describe, expect, it } from 'vitest';
import { generateMaze, hasWall, MAZE_LEVELS, mazePoints, newMazeGame, playMaze, shortestPathLength, stepFrom, type Maze } from './maze';
import type { Direction } from './direction';
import { seededRandom } from './seeded-random';

/** Cells reachable from the top-left corner. */
function reachable(maze: Maze): number {
  const seen = new Set<string>(['0,0']);
  const queue = [{ x: 0, y: 0 }];
  while (queue.length) {
    const cell = queue.pop()!;
    for (const direction of ['up', 'down', 'left', 'right'] as const) {
      const next = stepFrom(maze, cell, direction);
      if (next && !seen.has(`${next.x},${next.y}`)) {
        seen.add(`${next.x},${next.y}`);
        queue.push(next);
      }
    }
  }
  return seen.size;
}

/** The directions of a shortest way from the player to the exit. */
function solution(maze: Maze, from: { x: number; y: number }, to: { x: number; y: number }): Direction[] {
  const previous = new Map<string, { key: string; direction: Direction } | null>([[`${from.x},${from.y}`, null]]);
  const queue = [from];
  while (queue.length) {
    const cell = queue.shift()!;
    for (const direction of ['up', 'down', 'left', 'right'] as const) {
      const next = stepFrom(maze, cell, direction);
      if (next && !previous.has(`${next.x},${next.y}`)) {
        previous.set(`${next.x},${next.y}`, { key: `${cell.x},${cell.y}`, direction });
        queue.push(next);
      }
    }
  }
  const path: Direction[] = [];
  let key = `${to.x},${to.y}`;
  while (previous.get(key)) {
    const step = previous.get(key)!;
    path.unshift(step.direction);
    key = step.key;
  }
  return path;
}

describe('maze generation', () => {
  it('always reaches every cell, so the exit can always be reached, for many seeds and sizes', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const size = 3 + (seed % 13);
      const maze = generateMaze(size, size + (seed % 3), seededRandom(seed));
      expect(reachable(maze)).toBe(maze.width * maze.height);
      expect(shortestPathLength(maze, { x: 0, y: 0 }, { x: maze.width - 1, y: maze.height - 1 })).not.toBeNull();
    }
  });

  it('is a perfect maze: exactly one opening fewer than cells (a tree), walls agree on both sides', () => {
    const maze = generateMaze(9, 9, seededRandom(5));
    let openings = 0;
    for (let y = 0; y < 9; y += 1)
      for (let x = 0; x < 9; x += 1) {
        if (x + 1 < 9) {
          expect(hasWall(maze, { x, y }, 'right')).toBe(hasWall(maze, { x: x + 1, y }, 'left'));
          if (!hasWall(maze, { x, y }, 'right')) openings += 1;
        }
        if (y + 1 < 9 && !hasWall(maze, { x, y }, 'down')) openings += 1;
      }
    expect(openings).toBe(81 - 1);
    expect(hasWall(maze, { x: 0, y: 0 }, 'up')).toBe(true);
    expect(hasWall(maze, { x: 0, y: 0 }, 'left')).toBe(true);
  });

  it('gives the same maze for the same seed', () => {
    expect(generateMaze(7, 7, seededRandom(11))).toEqual(generateMaze(7, 7, seededRandom(11)));
    expect(generateMaze(7, 7, seededRandom(11))).not.toEqual(generateMaze(7, 7, seededRandom(12)));
  });
});

describe('maze game', () => {
  it('stops at walls and counts only real steps', () => {
    const game = newMazeGame(3);
    expect(playMaze(game, 'up', 0)).toBe(game);
    expect(playMaze(game, 'left', 0)).toBe(game);
  });

  it('scores each finished level by its steps and time, and ends after the last one', () => {
    let game = newMazeGame(8);
    let expected = 0;
    let now = 1_000_000;
    for (let level = 1; level <= MAZE_LEVELS; level += 1) {
      expect(game.level).toBe(level);
      const path = solution(game.maze, game.player, game.exit);
      // One step every half second: the level's clock runs from its first step to its last.
      expected += mazePoints(path.length, path.length, ((path.length - 1) * 500) / 1000);
      for (const direction of path) {
        game = playMaze(game, direction, now);
        now += 500;
      }
    }
    expect(game.over).toBe(true);
    expect(game.score).toBe(expected);
  });

  it('takes a point off per wasted step and per second, never below ten', () => {
    expect(mazePoints(12, 12, 0)).toBe(120);
    expect(mazePoints(12, 20, 0)).toBe(112);
    expect(mazePoints(12, 12, 30.9)).toBe(90);
    expect(mazePoints(2, 400, 100)).toBe(10);
  });
});
