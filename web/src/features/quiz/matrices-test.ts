import { examIds } from '../../lib/generated/product';

/**
 * The matrices IQ test ( gateway/docs/matrices-calls.md): its items as the page shows them, the
 * countdown and which answers are sent. Pure, no I/O. Unlike the questionnaires, items may stay
 * unanswered (they count as wrong) and the time is limited.
 */
export const MATRICES_SCALE_KIND = 'matrices';
export const OPTION_COUNT = 8;

export function isMatricesExam(examId: string): boolean {
  return examId === examIds.matrices;
}

export interface MatrixOption {
  /** 1…8, the value sent as the answer. */
  value: number;
  svg: string;
}

export interface MatrixItem {
  questionId: string;
  /** The item's question ('Which option completes the grid?'). */
  prompt: string;
  /** The 3×3 matrix with its last cell missing. */
  matrixSvg: string;
  options: MatrixOption[];
}

export interface MatricesTest {
  items: MatrixItem[];
  itemIds: string[];
  timeLimitSeconds: number;
  /** The server's short explanation in the page's language. */
  instructions: string;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function readOption(raw: unknown, index: number): MatrixOption | null {
  const o = record(raw);
  if (!o || typeof o.svg !== 'string' || !o.svg) return null;
  const value = typeof o.value === 'number' ? o.value : index + 1;
  return isMatrixAnswer(value) ? { value, svg: o.svg } : null;
}

function readItem(raw: unknown): MatrixItem | null {
  const q = record(raw);
  if (!q || (typeof q.questionId !== 'string' && typeof q.questionId !== 'number') || typeof q.matrixSvg !== 'string') return null;
  const options = (Array.isArray(q.options) ? q.options : [])
    .map(readOption)
    .filter((o): o is MatrixOption => o !== null)
    .sort((a, b) => a.value - b.value);
  if (options.length !== OPTION_COUNT || new Set(options.map((o) => o.value)).size !== OPTION_COUNT) return null;
  return { questionId: String(q.questionId), prompt: typeof q.text === 'string' ? q.text : '', matrixSvg: q.matrixSvg, options };
}

/**
 * The items of a question list with `scaleKind: 'matrices'` in their order (from `parts` or a flat
 * `questions`), each with its eight options; null for any other list. Malformed items are left out.
 */
export function buildMatricesTest(data: unknown): MatricesTest | null {
  const d = record(data);
  if (!d || d.scaleKind !== MATRICES_SCALE_KIND) return null;
  const parts = (Array.isArray(d.parts) ? d.parts : [])
    .map(record)
    .filter((p): p is Record<string, unknown> => p !== null)
    .sort((a, b) => (typeof a.part === 'number' && typeof b.part === 'number' ? a.part - b.part : 0));
  const raw = parts.length > 0 ? parts.flatMap((p) => (Array.isArray(p.questions) ? p.questions : [])) : Array.isArray(d.questions) ? d.questions : [];
  const seen = new Set<string>();
  const items = raw
    .map(readItem)
    .filter((item): item is MatrixItem => item !== null && !seen.has(item.questionId) && (seen.add(item.questionId), true));
  const limit = typeof d.timeLimitSeconds === 'number' && Number.isFinite(d.timeLimitSeconds) ? Math.floor(d.timeLimitSeconds) : 0;
  const instructions = typeof d.instructions === 'string' ? d.instructions : '';
  return { items, itemIds: items.map((item) => item.questionId), timeLimitSeconds: Math.max(0, limit), instructions };
}

export function isMatrixAnswer(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= OPTION_COUNT;
}

/** The answered items among `itemIds`, in order; unanswered ones are left out (the server counts them wrong). */
export function matricesAnswersForSubmit(
  answers: Record<string, number>,
  itemIds: readonly string[],
): Array<{ questionId: string; value: number }> {
  return itemIds.flatMap((questionId) => {
    const value = answers[questionId];
    return isMatrixAnswer(value) ? [{ questionId, value }] : [];
  });
}

/** Whole seconds left of `limitSeconds` since `startedAt` (ms) at `now` (ms); never below 0. */
export function secondsLeft(startedAt: number, now: number, limitSeconds: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return Math.max(0, Math.ceil(limitSeconds - elapsed / 1000));
}

/** Whole seconds spent since `startedAt`, at most the limit (time spent after the end does not count). */
export function secondsSpent(startedAt: number, now: number, limitSeconds: number): number {
  return Math.min(limitSeconds, Math.max(0, Math.round((now - startedAt) / 1000)));
}

/** An SVG as an image source, so it is shown as a picture with its own accessible name. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** `m:ss` (or `h:mm:ss` from an hour), for the visible countdown. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Seconds before the end at which the countdown is announced, besides every fifth minute. */
const ANNOUNCE_AT = [60, 30, 10];

/**
 * Whether passing from `previous` to `current` seconds left crosses a moment worth announcing to
 * screen readers (every fifth minute, then 60, 30 and 10 seconds before the end), never every second.
 */
export function shouldAnnounce(previous: number, current: number): boolean {
  if (current >= previous) return false;
  const crossed = (moment: number) => current <= moment && previous > moment;
  if (ANNOUNCE_AT.some(crossed)) return true;
  return Math.floor((previous - 1) / 300) > Math.floor((current - 1) / 300) && current > 0;
}
