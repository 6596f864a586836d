/**
 * Shapes the question list answer into what the pages show: three parts (one per page) and the
 * answer labels with their values (seven or five agreement labels, or five accuracy labels, as `scaleKind` says). Accepts the documented shape and tolerates small
 * variations (labels as strings or as `{ value, label }`, a flat or unevenly split list).
 */
export const PART_COUNT = 3;

export interface Question {
  questionId: string;
  text: string;
}

export interface ScaleOption {
  value: number;
  label: string;
}

/**
 * Which answer scale the exam uses: 7-point agreement (the 16-type test), IPIP's 5-point accuracy (the mapping
 * test) or 5-point agreement (the profile tests, exams 4–6).
 */
export type ScaleKind = 'agreement' | 'accuracy' | 'agreement5';

const FIVE_POINT_KINDS: readonly unknown[] = ['accuracy', 'agreement5'] satisfies ScaleKind[];

export interface QuizParts {
  parts: Question[][];
  scale: ScaleOption[];
  scaleKind: ScaleKind;
  total: number;
  questionIds: string[];
}

function toQuestion(raw: unknown): Question | null {
  if (!raw || typeof raw !== 'object') return null;
  const { questionId, text } = raw as { questionId?: unknown; text?: unknown };
  if ((typeof questionId !== 'string' && typeof questionId !== 'number') || typeof text !== 'string') return null;
  return { questionId: String(questionId), text };
}

/** Labels for values 1…n: `['Strongly disagree', …]` or `[{ value: 1, label: '…' }, …]`. */
export function normalizeScale(raw: unknown): ScaleOption[] {
  if (!Array.isArray(raw)) return [];
  const options: ScaleOption[] = [];
  raw.forEach((item: unknown, index) => {
    if (typeof item === 'string') options.push({ value: index + 1, label: item });
    else if (item && typeof item === 'object') {
      const { value, label, text } = item as { value?: unknown; label?: unknown; text?: unknown };
      const name = typeof label === 'string' ? label : typeof text === 'string' ? text : null;
      if (name !== null) options.push({ value: typeof value === 'number' ? value : index + 1, label: name });
    }
  });
  return options.sort((a, b) => a.value - b.value);
}

/** Splits `questions` into `count` consecutive parts as even as possible (earlier parts get the extra). */
export function splitIntoParts<T>(questions: readonly T[], count = PART_COUNT): T[][] {
  const n = Math.max(1, Math.min(count, questions.length || 1));
  const base = Math.floor(questions.length / n);
  const extra = questions.length % n;
  const parts: T[][] = [];
  let start = 0;
  for (let i = 0; i < n; i += 1) {
    const size = base + (i < extra ? 1 : 0);
    parts.push(questions.slice(start, start + size));
    start += size;
  }
  return parts;
}

/**
 * The server's parts in their order when it sent exactly three non-empty ones; otherwise its
 * questions (de-duplicated, in order) split into three.
 */
export function normalizeParts(rawParts: unknown, count = PART_COUNT): Question[][] {
  const list = Array.isArray(rawParts) ? rawParts : [];
  const sorted = list
    .filter((p): p is { part?: unknown; questions?: unknown } => !!p && typeof p === 'object')
    .map((p, index) => ({
      order: typeof p.part === 'number' ? p.part : index + 1,
      questions: (Array.isArray(p.questions) ? p.questions : []).map(toQuestion).filter((q): q is Question => q !== null),
    }))
    .sort((a, b) => a.order - b.order);
  const seen = new Set<string>();
  const parts = sorted.map((p) =>
    p.questions.filter((q) => (seen.has(q.questionId) ? false : (seen.add(q.questionId), true))),
  );
  if (parts.length === count && parts.every((p) => p.length > 0)) return parts;
  const flat = parts.flat();
  return flat.length === 0 ? [] : splitIntoParts(flat, count);
}

export function buildQuizParts(data: { parts?: unknown; scale?: unknown; scaleKind?: unknown }): QuizParts {
  const parts = normalizeParts(data.parts);
  const questionIds = parts.flat().map((q) => q.questionId);
  const scaleKind = FIVE_POINT_KINDS.includes(data.scaleKind) ? (data.scaleKind as ScaleKind) : 'agreement';
  return { parts, scale: normalizeScale(data.scale), scaleKind, total: questionIds.length, questionIds };
}

/** Index of the part to show: the stored one, clamped to the parts that exist. */
export function clampPart(part: number, partCount: number): number {
  if (partCount <= 0) return 0;
  return Math.min(Math.max(0, Math.floor(part) || 0), partCount - 1);
}

/**
 * Whether to show the nearly-complete message: on the last part, once only a few questions are
 * left (a tenth of the test, at least three) or all are answered.
 */
export function isNearlyComplete(partIndex: number, partCount: number, answered: number, total: number): boolean {
  if (partCount === 0 || partIndex !== partCount - 1 || total === 0) return false;
  return total - answered <= Math.max(3, Math.ceil(total / 10));
}
