import { describe, expect, it } from 'vitest';
import { addRandomTile, canMove, newGame2048, play2048, slideBoard, slideLine, type Board } from './game-2048';
import { seededRandom } from './seeded-random';

const rows = (...values: number[][]): Board => values.flat();

describe('2048 slides and merges', () => {
  it('merges each pair once, towards the side it slides to', () => {
    expect(slideLine([2, 2, 2, 2])).toEqual({ line: [4, 4, 0, 0], gained: 8 });
    expect(slideLine([2, 2, 4, 0])).toEqual({ line: [4, 4, 0, 0], gained: 4 });
    expect(slideLine([0, 4, 0, 4])).toEqual({ line: [8, 0, 0, 0], gained: 8 });
    expect(slideLine([2, 4, 8, 16])).toEqual({ line: [2, 4, 8, 16], gained: 0 });
  });

  it('moves the whole board in each direction', () => {
    const board = rows([2, 0, 0, 2], [0, 4, 0, 0], [0, 4, 0, 0], [8, 0, 0, 8]);
    expect(slideBoard(board, 'left').board).toEqual(rows([4, 0, 0, 0], [4, 0, 0, 0], [4, 0, 0, 0], [16, 0, 0, 0]));
    expect(slideBoard(board, 'right').board).toEqual(rows([0, 0, 0, 4], [0, 0, 0, 4], [0, 0, 0, 4], [0, 0, 0, 16]));
    expect(slideBoard(board, 'up').board).toEqual(rows([2, 8, 0, 2], [8, 0, 0, 8], [0, 0, 0, 0], [0, 0, 0, 0]));
    expect(slideBoard(board, 'down').board).toEqual(rows([0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 2], [8, 8, 0, 8]));
    expect(slideBoard(board, 'left').gained).toBe(4 + 16);
  });

  it('counts a move only when a tile moved, and adds a tile only then', () => {
    const stuck = rows([2, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]);
    expect(slideBoard(stuck, 'left').moved).toBe(false);
    const game = { board: stuck, score: 0, over: false };
    expect(play2048(game, 'left', seededRandom(1))).toBe(game);
    const moved = play2048(game, 'right', seededRandom(1));
    expect(moved.board.filter((v) => v !== 0)).toHaveLength(3);
  });

  it('scores the merged tiles', () => {
    const game = { board: rows([2, 2, 0, 0], [4, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]), score: 10, over: false };
    expect(play2048(game, 'left', seededRandom(3)).score).toBe(10 + 4 + 8);
  });
});

describe('2048 game over', () => {
  it('is over when the board is full and no neighbours are equal', () => {
    const full = rows([2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]);
    expect(canMove(full)).toBe(false);
    expect(canMove(rows([2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 4]))).toBe(true);
    expect(canMove(rows([2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 0]))).toBe(true);
  });

  it('ends the game on the move that leaves no move, and ignores moves after it', () => {
    // All tiles differ and one cell is empty; sliding up moves it to the corner, where the new 2 or 4 has no twin.
    const board = rows([0, 8, 16, 32], [64, 128, 256, 512], [1024, 2048, 4096, 8192], [16384, 32768, 65536, 131072]);
    const next = play2048({ board, score: 0, over: false }, 'up', seededRandom(7));
    expect(next.over).toBe(true);
    expect(play2048(next, 'left', seededRandom(7))).toBe(next);
  });
});

describe('2048 new game and tiles', () => {
  it('starts with two tiles and the same seed gives the same start', () => {
    const a = newGame2048(seededRandom(42));
    expect(a.board.filter((v) => v !== 0)).toHaveLength(2);
    expect(newGame2048(seededRandom(42))).toEqual(a);
    expect(a.board.every((v) => v === 0 || v === 2 || v === 4)).toBe(true);
  });

  it('leaves a full board unchanged', () => {
    const full = rows([2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]);
    expect(addRandomTile(full, seededRandom(1))).toBe(full);
  });
});
