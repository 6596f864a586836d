/**
 * Seeded mazes (depth-first carving, so every cell is reachable and the exit always can be reached),
 * moves through open walls, and the levels of a game: finish a maze to get the next, larger one.
 */
import type { Direction } from './direction';
import { seededRandom, type Random } from './seeded-random';

/** Wall bits of a cell. */
const WALL: Record<Direction, number> = { up: 1, right: 2, down: 4, left: 8 };
const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };
const STEP: Record<Direction, { dx: number; dy: number }> = {
  up: { dx: 0, dy: -1 },
  down: { dx: 0, dy: 1 },
  left: { dx: -1, dy: 0 },
  right: { dx: 1, dy: 0 },
};
const DIRECTIONS: readonly Direction[] = ['up', 'right', 'down', 'left'];

export interface Maze {
  width: number;
  height: number;
  /** Row-major wall bits per cell. */
  walls: readonly number[];
}

export interface Cell {
  x: number;
  y: number;
}

export function generateMaze(width: number, height: number, random: Random): Maze {
  const walls = Array<number>(width * height).fill(WALL.up | WALL.right | WALL.down | WALL.left);
  const visited = Array<boolean>(width * height).fill(false);
  const stack: Cell[] = [{ x: 0, y: 0 }];
  visited[0] = true;
  while (stack.length > 0) {
    const cell = stack[stack.length - 1]!;
    const options = DIRECTIONS.filter((direction) => {
      const next = neighbour(cell, direction);
      return inside(width, height, next) && !visited[next.y * width + next.x];
    });
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const direction = options[Math.floor(random() * options.length)]!;
    const next = neighbour(cell, direction);
    walls[cell.y * width + cell.x]! &= ~WALL[direction];
    walls[next.y * width + next.x]! &= ~WALL[OPPOSITE[direction]];
    visited[next.y * width + next.x] = true;
    stack.push(next);
  }
  return { width, height, walls };
}

function neighbour(cell: Cell, direction: Direction): Cell {
  return { x: cell.x + STEP[direction].dx, y: cell.y + STEP[direction].dy };
}

function inside(width: number, height: number, cell: Cell): boolean {
  return cell.x >= 0 && cell.y >= 0 && cell.x < width && cell.y < height;
}

export function hasWall(maze: Maze, cell: Cell, direction: Direction): boolean {
  return (maze.walls[cell.y * maze.width + cell.x]! & WALL[direction]) !== 0;
}

/** The cell after a step, or null when a wall (or the edge) is in the way. */
export function stepFrom(maze: Maze, cell: Cell, direction: Direction): Cell | null {
  if (hasWall(maze, cell, direction)) return null;
  const next = neighbour(cell, direction);
  return inside(maze.width, maze.height, next) ? next : null;
}

/** The number of steps on the shortest way from `from` to `to`, or null when there is none. */
export function shortestPathLength(maze: Maze, from: Cell, to: Cell): number | null {
  const distance = new Map<number, number>([[from.y * maze.width + from.x, 0]]);
  const queue: Cell[] = [from];
  for (let head = 0; head < queue.length; head += 1) {
    const cell = queue[head]!;
    const steps = distance.get(cell.y * maze.width + cell.x)!;
    if (cell.x === to.x && cell.y === to.y) return steps;
    for (const direction of DIRECTIONS) {
      const next = stepFrom(maze, cell, direction);
      if (next && !distance.has(next.y * maze.width + next.x)) {
        distance.set(next.y * maze.width + next.x, steps + 1);
        queue.push(next);
      }
    }
  }
  return null;
}

export const MAZE_LEVELS = 5;

export interface MazeGame {
  seed: number;
  level: number;
  maze: Maze;
  player: Cell;
  exit: Cell;
  moves: number;
  /** When the first step of this level was taken (ms), so the time spent counts. */
  levelStartedAt: number | null;
  score: number;
  over: boolean;
}

function mazeSize(level: number): number {
  return 5 + level * 2;
}

function levelGame(seed: number, level: number, score: number): MazeGame {
  const size = mazeSize(level);
  // Each level's maze comes from the game seed and the level, so a level can be rebuilt alone.
  const maze = generateMaze(size, size, seededRandom(seed * 31 + level));
  return { seed, level, maze, player: { x: 0, y: 0 }, exit: { x: size - 1, y: size - 1 }, moves: 0, levelStartedAt: null, score, over: false };
}

export function newMazeGame(seed: number): MazeGame {
  return levelGame(seed, 1, 0);
}

/**
 * Points for a finished maze: ten per step of its shortest way, less one per wasted step and one per second
 * taken, at least ten.
 */
export function mazePoints(shortest: number, moves: number, seconds: number): number {
  return Math.max(10, shortest * 10 - Math.max(0, moves - shortest) - Math.floor(Math.max(0, seconds)));
}

/**
 * One step at time `now` (ms); reaching the exit scores the maze and opens the next level, or ends the game
 * after the last. A level's clock starts with its first step.
 */
export function playMaze(game: MazeGame, direction: Direction, now: number): MazeGame {
  if (game.over) return game;
  const next = stepFrom(game.maze, game.player, direction);
  if (!next) return game;
  const startedAt = game.levelStartedAt ?? now;
  const moved = { ...game, player: next, moves: game.moves + 1, levelStartedAt: startedAt };
  if (next.x !== game.exit.x || next.y !== game.exit.y) return moved;
  const shortest = shortestPathLength(game.maze, { x: 0, y: 0 }, game.exit) ?? 0;
  const score = game.score + mazePoints(shortest, moved.moves, (now - startedAt) / 1000);
  if (game.level >= MAZE_LEVELS) return { ...moved, score, over: true };
  return levelGame(game.seed, game.level + 1, score);
}
