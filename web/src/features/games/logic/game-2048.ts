/** 2048 on a 4×4 board: slide, merge equal tiles once per move, a new tile after every move that changed something. */
import type { Direction } from './direction';
import type { Random } from './seeded-random';

export const SIZE = 4;

/** Row-major cells; 0 is empty. */
export type Board = readonly number[];

export interface Game2048 {
  board: Board;
  score: number;
  over: boolean;
}

export function emptyBoard(): Board {
  return Array<number>(SIZE * SIZE).fill(0);
}

/** A new game: two tiles on an empty board. */
export function newGame2048(random: Random): Game2048 {
  const board = addRandomTile(addRandomTile(emptyBoard(), random), random);
  return { board, score: 0, over: false };
}

/** Slides one line towards its start, merging each pair of equal neighbours once. */
export function slideLine(line: readonly number[]): { line: number[]; gained: number } {
  const tiles = line.filter((value) => value !== 0);
  const result: number[] = [];
  let gained = 0;
  for (let i = 0; i < tiles.length; i += 1) {
    const value = tiles[i]!;
    if (value === tiles[i + 1]) {
      result.push(value * 2);
      gained += value * 2;
      i += 1;
    } else {
      result.push(value);
    }
  }
  while (result.length < line.length) result.push(0);
  return { line: result, gained };
}

/** The board's cell indexes line by line, each line ordered from the side tiles slide towards. */
function linesFor(direction: Direction): number[][] {
  const lines: number[][] = [];
  for (let a = 0; a < SIZE; a += 1) {
    const line: number[] = [];
    for (let b = 0; b < SIZE; b += 1) {
      switch (direction) {
        case 'left':
          line.push(a * SIZE + b);
          break;
        case 'right':
          line.push(a * SIZE + (SIZE - 1 - b));
          break;
        case 'up':
          line.push(b * SIZE + a);
          break;
        case 'down':
          line.push((SIZE - 1 - b) * SIZE + a);
          break;
      }
    }
    lines.push(line);
  }
  return lines;
}

export function slideBoard(board: Board, direction: Direction): { board: Board; gained: number; moved: boolean } {
  const next = [...board];
  let gained = 0;
  for (const indexes of linesFor(direction)) {
    const slid = slideLine(indexes.map((index) => board[index]!));
    slid.line.forEach((value, i) => (next[indexes[i]!] = value));
    gained += slid.gained;
  }
  return { board: next, gained, moved: next.some((value, i) => value !== board[i]) };
}

/** A 2 (nine times in ten) or a 4 on a random empty cell; the board unchanged when it is full. */
export function addRandomTile(board: Board, random: Random): Board {
  const empty = board.flatMap((value, index) => (value === 0 ? [index] : []));
  if (empty.length === 0) return board;
  const index = empty[Math.floor(random() * empty.length)]!;
  const value = random() < 0.9 ? 2 : 4;
  return board.map((cell, i) => (i === index ? value : cell));
}

/** Whether any move can still change the board. */
export function canMove(board: Board): boolean {
  for (let row = 0; row < SIZE; row += 1) {
    for (let col = 0; col < SIZE; col += 1) {
      const value = board[row * SIZE + col]!;
      if (value === 0) return true;
      if (col + 1 < SIZE && board[row * SIZE + col + 1] === value) return true;
      if (row + 1 < SIZE && board[(row + 1) * SIZE + col] === value) return true;
    }
  }
  return false;
}

/** One player move: the same game when nothing moved, else the slid board with a new tile and the score. */
export function play2048(game: Game2048, direction: Direction, random: Random): Game2048 {
  if (game.over) return game;
  const slid = slideBoard(game.board, direction);
  if (!slid.moved) return game;
  const board = addRandomTile(slid.board, random);
  return { board, score: game.score + slid.gained, over: !canMove(board) };
}
