import { seededRandom } from '../test-center.js';
import { type Attribute, type AttributeGrid, attributeDomains, type GridRow, attributes, obeysSomeRule, type RuleKind, rulesOfAttribute } from './matrix-rules.js';

/** What makes an item: its seed and the rule of each varied attribute. Attributes without a rule stay the same in every cell. */
export interface MatrixItemSpec {
  id: string;
  seed: number;
  rules: Partial<Record<Attribute, RuleKind>>;
}

export type Cell = Record<Attribute, number>;

export interface GeneratedMatrix {
  id: string;
  /** The number of varied attributes (rules): 1 easiest … 4 hardest. */
  difficulty: number;
  rules: Partial<Record<Attribute, RuleKind>>;
  /** Rows top to bottom; the last cell of the last row is the answer and is not shown. */
  cells: Cell[][];
  /** The 8 choices in display order; exactly one equals the missing cell. */
  options: Cell[];
  /** 1–8: the value of the correct option. */
  correctValue: number;
}

export const optionCount = 8;

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

function shuffled<T>(random: Random, values: readonly T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Three rows of one attribute obeying the rule, starting values drawn from the seed. */
function attributeGrid(random: Random, attribute: Attribute, rule: RuleKind | undefined): AttributeGrid {
  const { min, max } = attributeDomains[attribute];
  const values = range(min, max);
  switch (rule) {
    case undefined: {
      const value = pick(random, values);
      return [[value, value, value], [value, value, value], [value, value, value]];
    }
    case 'constant': {
      const [a, b, c] = shuffled(random, values);
      return [[a!, a!, a!], [b!, b!, b!], [c!, c!, c!]];
    }
    case 'progression': {
      const step = pick(random, [1, -1]);
      const starts = values.filter((v) => v + 2 * step >= min && v + 2 * step <= max);
      const row = (): GridRow => {
        const start = pick(random, starts);
        return [start, start + step, start + 2 * step];
      };
      return [row(), row(), row()];
    }
    case 'distribution': {
      const [a, b, c] = shuffled(random, values) as [number, number, number, ...number[]];
      return [[a, b, c], [b, c, a], [c, a, b]];
    }
    case 'arithmetic': {
      const row = (): GridRow => {
        const first = pick(random, range(min, max - 1));
        const second = pick(random, range(min, max - first));
        return [first, second, first + second];
      };
      return [row(), row(), row()];
    }
  }
}

const sameCell = (a: Cell, b: Cell) => attributes.every((attribute) => a[attribute] === b[attribute]);

/** Whether a candidate in the missing place leaves every attribute obeying some rule: a second answer a solver could defend. */
function completesPlausibly(cells: Cell[][], candidate: Cell): boolean {
  return attributes.every((attribute) => {
    const grid = cells.map((row, r) => row.map((cell, c) => (r === 2 && c === 2 ? candidate : cell)[attribute])) as unknown as AttributeGrid;
    return obeysSomeRule(attribute, grid);
  });
}

/** Distractors change one attribute of the answer (varied attributes first), then two; none may complete the grid plausibly. */
function distractorsFor(random: Random, cells: Cell[][], answer: Cell, rules: MatrixItemSpec['rules']): Cell[] {
  const single = (among: readonly Attribute[]) =>
    among.flatMap((attribute) => {
      const { min, max } = attributeDomains[attribute];
      return range(min, max).filter((v) => v !== answer[attribute]).map((v) => ({ ...answer, [attribute]: v }));
    });
  const varied = attributes.filter((a) => rules[a]);
  const unvaried = attributes.filter((a) => !rules[a]);
  const pairs = attributes.flatMap((first, i) =>
    attributes.slice(i + 1).flatMap((second) => single([first]).flatMap((changed) => single([second]).map((other) => ({ ...changed, [second]: other[second] })))),
  );
  const candidates = [...shuffled(random, single(varied)), ...shuffled(random, single(unvaried)), ...shuffled(random, pairs)];
  const chosen: Cell[] = [];
  for (const candidate of candidates) {
    if (chosen.length === optionCount - 1) break;
    if (chosen.some((c) => sameCell(c, candidate)) || completesPlausibly(cells, candidate)) continue;
    chosen.push(candidate);
  }
  return chosen;
}

export function generateMatrix(spec: MatrixItemSpec): GeneratedMatrix {
  for (const [attribute, rule] of Object.entries(spec.rules) as Array<[Attribute, RuleKind]>) {
    if (!rulesOfAttribute[attribute].includes(rule)) throw new Error(`Item ${spec.id}: ${attribute} cannot follow the ${rule} rule`);
  }
  const random = seededRandom(spec.seed);
  const grids = Object.fromEntries(attributes.map((a) => [a, attributeGrid(random, a, spec.rules[a])])) as Record<Attribute, AttributeGrid>;
  const cells = ([0, 1, 2] as const).map((r) => ([0, 1, 2] as const).map((c) => Object.fromEntries(attributes.map((a) => [a, grids[a][r][c]])) as Cell));
  const answer = cells[2]![2]!;
  const distractors = distractorsFor(random, cells, answer, spec.rules);
  if (distractors.length !== optionCount - 1) throw new Error(`Item ${spec.id}: only ${distractors.length} distractors`);
  const answerIndex = Math.floor(random() * optionCount);
  const options = [...distractors.slice(0, answerIndex), answer, ...distractors.slice(answerIndex)];
  return { id: spec.id, difficulty: Object.keys(spec.rules).length, rules: spec.rules, cells, options, correctValue: answerIndex + 1 };
}
