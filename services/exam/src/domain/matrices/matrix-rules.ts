/**
 * The attributes of a matrix cell and the row rules that vary them (Raven-style progressive matrices).
 * A rule holds along every row of the 3×3 grid; the rows differ in their starting values.
 */

export const ruleKinds = ['constant', 'progression', 'distribution', 'arithmetic'] as const;
export type RuleKind = (typeof ruleKinds)[number];

export const attributes = ['shape', 'count', 'size', 'fill'] as const;
export type Attribute = (typeof attributes)[number];

/** Allowed values per attribute: shape = number of polygon sides (triangle to hexagon: more sides are hard to tell apart when small), count = figures in the cell, size and fill = levels. */
export const attributeDomains: Record<Attribute, { min: number; max: number }> = {
  shape: { min: 3, max: 6 },
  count: { min: 1, max: 9 },
  size: { min: 0, max: 3 },
  fill: { min: 0, max: 3 },
};

/** Arithmetic only makes sense for a quantity: the count of figures. */
export const rulesOfAttribute: Record<Attribute, readonly RuleKind[]> = {
  shape: ['constant', 'progression', 'distribution'],
  count: ['constant', 'progression', 'distribution', 'arithmetic'],
  size: ['constant', 'progression', 'distribution'],
  fill: ['constant', 'progression', 'distribution'],
};

/** One attribute's values over the grid, rows top to bottom, each row left to right. */
export type GridRow = readonly [number, number, number];
export type AttributeGrid = readonly [GridRow, GridRow, GridRow];

const distinct = (values: readonly number[]) => new Set(values).size === values.length;

/** Whether a full 3×3 grid of one attribute's values obeys a rule along its rows. */
export function obeysRule(kind: RuleKind, grid: AttributeGrid): boolean {
  switch (kind) {
    case 'constant':
      return grid.every(([a, b, c]) => a === b && b === c);
    case 'progression': {
      const step = grid[0][1] - grid[0][0];
      return step !== 0 && grid.every(([a, b, c]) => b - a === step && c - b === step);
    }
    case 'distribution': {
      const first = [...grid[0]].sort((x, y) => x - y).join();
      const columns = ([0, 1, 2] as const).map((col) => grid.map((row) => row[col]));
      return distinct(grid[0]) && grid.every((row) => [...row].sort((x, y) => x - y).join() === first) && columns.every(distinct);
    }
    case 'arithmetic':
      return grid.every(([a, b, c]) => a + b === c);
  }
}

/** Whether a grid obeys any rule its attribute can have: what a solver could read into it. */
export const obeysSomeRule = (attribute: Attribute, grid: AttributeGrid) => rulesOfAttribute[attribute].some((kind) => obeysRule(kind, grid));
