import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateMatrix, type Cell } from '../src/domain/matrices/matrix-generator.js';
import { attributes, type AttributeGrid, obeysRule, obeysSomeRule, ruleKinds, rulesOfAttribute } from '../src/domain/matrices/matrix-rules.js';
import { cellSvg, matrixSvg } from '../src/domain/matrices/matrix-svg.js';
import { matricesItemSpecsV1, matricesItemsV1 } from '../src/domain/matrices/matrices-items.js';

const gridOf = (cells: Cell[][], attribute: (typeof attributes)[number], last: Cell): AttributeGrid =>
  cells.map((row, r) => row.map((cell, c) => (r === 2 && c === 2 ? last : cell)[attribute])) as unknown as AttributeGrid;

/** An option completes the grid when every attribute then obeys some rule it may have. */
const completes = (cells: Cell[][], option: Cell) => attributes.every((a) => obeysSomeRule(a, gridOf(cells, a, option)));

describe('matrix rules', () => {
  it('recognises each rule and refuses grids that break it', () => {
    expect(obeysRule('constant', [[2, 2, 2], [5, 5, 5], [1, 1, 1]])).toBe(true);
    expect(obeysRule('constant', [[2, 2, 2], [5, 5, 5], [1, 1, 2]])).toBe(false);
    expect(obeysRule('progression', [[1, 2, 3], [4, 5, 6], [2, 3, 4]])).toBe(true);
    expect(obeysRule('progression', [[1, 2, 3], [6, 5, 4], [2, 3, 4]])).toBe(false);
    expect(obeysRule('progression', [[1, 1, 1], [1, 1, 1], [1, 1, 1]])).toBe(false);
    expect(obeysRule('distribution', [[3, 5, 7], [5, 7, 3], [7, 3, 5]])).toBe(true);
    expect(obeysRule('distribution', [[3, 5, 7], [5, 7, 3], [7, 5, 3]])).toBe(false);
    expect(obeysRule('arithmetic', [[1, 2, 3], [4, 4, 8], [2, 5, 7]])).toBe(true);
    expect(obeysRule('arithmetic', [[1, 2, 3], [4, 4, 8], [2, 5, 6]])).toBe(false);
  });

  it('builds a valid matrix for every rule each attribute can have', () => {
    for (const attribute of attributes) {
      for (const rule of rulesOfAttribute[attribute]) {
        for (const seed of [1, 2, 3, 4, 5]) {
          const matrix = generateMatrix({ id: 'x', seed, rules: { [attribute]: rule } });
          const answer = matrix.options[matrix.correctValue - 1]!;
          expect(obeysRule(rule, gridOf(matrix.cells, attribute, answer)), `${attribute} ${rule} seed ${seed}`).toBe(true);
        }
      }
    }
  });

  it('refuses a rule an attribute cannot follow', () => {
    expect(() => generateMatrix({ id: 'x', seed: 1, rules: { fill: 'arithmetic' } })).toThrow(/cannot follow/);
  });
});

describe('the v1 item set', () => {
  it('has 30 items ordered from easy to hard, using every rule kind', () => {
    expect(matricesItemsV1).toHaveLength(30);
    const difficulties = matricesItemsV1.map((m) => m.difficulty);
    expect(difficulties).toEqual([...difficulties].sort((a, b) => a - b));
    expect(difficulties[0]).toBe(1);
    expect(difficulties.at(-1)).toBe(4);
    expect(new Set(matricesItemSpecsV1.flatMap((s) => Object.values(s.rules)))).toEqual(new Set(ruleKinds));
  });

  it('gives each item 8 different options of which exactly one completes the grid, and it is the answer', () => {
    for (const matrix of matricesItemsV1) {
      expect(matrix.options).toHaveLength(8);
      const keys = matrix.options.map((o) => JSON.stringify(o));
      expect(new Set(keys).size, matrix.id).toBe(8);
      const completing = matrix.options.map((o, i) => (completes(matrix.cells, o) ? i + 1 : 0)).filter(Boolean);
      expect(completing, matrix.id).toEqual([matrix.correctValue]);
      expect(matrix.options[matrix.correctValue - 1]).toEqual(matrix.cells[2]![2]);
      for (const [attribute, rule] of Object.entries(matrix.rules)) {
        expect(obeysRule(rule, gridOf(matrix.cells, attribute as (typeof attributes)[number], matrix.cells[2]![2]!)), matrix.id).toBe(true);
      }
    }
  });

  it('does not always put the answer in the same place', () => {
    expect(new Set(matricesItemsV1.map((m) => m.correctValue)).size).toBeGreaterThanOrEqual(5);
  });

  it('draws self-contained SVGs without text that hints at the answer', () => {
    for (const matrix of matricesItemsV1) {
      for (const svg of [matrixSvg(matrix), ...matrix.options.map(cellSvg)]) {
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).not.toMatch(/<text|<script|href=/);
      }
    }
  });

  it('stays the same for every visitor: the SVGs of v1 hash to the reviewed values', () => {
    const digest = createHash('sha256');
    for (const matrix of matricesItemsV1) digest.update([matrixSvg(matrix), ...matrix.options.map(cellSvg), String(matrix.correctValue)].join('\n'));
    expect(digest.digest('hex')).toBe('0935e9f53379dc235f6334ae0942642244672acb49a4775810680862544f3e52');
  });
});
