/**
 * The free result as the page shows it: checked against the documented shape (gateway/docs/test-flow-calls.md,
 * `FreeResult`) and each scale's position turned into "NN % towards <pole>".
 */
import type { ApiResponse } from '../../lib/api/contract';

/** The free result as the free-result call documents it (gateway/openapi/api.json): a type result or a matrices score. */
type FreeResultAnswer = NonNullable<ApiResponse<'/api/exam/order/info/free'>['result']>;
type ScaledResultAnswer = Exclude<FreeResultAnswer, { matrices: unknown }>;
type MatricesResultAnswer = Extract<FreeResultAnswer, { matrices: unknown }>;
type ScaleAnswer = ScaledResultAnswer['scales'][number];

/**
 * The parts of a scale the type result shows: position 0 = all the way to the left pole, 100 = to the right
 * pole; strength |position − 50| × 2; nearCut when the letter lies close to the cut and is less certain.
 */
export type ScaleScore = Pick<
  ScaleAnswer,
  'scale' | 'leftPole' | 'rightPole' | 'leftName' | 'rightName' | 'position' | 'letter' | 'strength' | 'nearCut'
>;

export type FreeResult = Pick<ScaledResultAnswer, 'typeCode' | 'title' | 'summary'> & { scales: ScaleScore[] };

/** Strength under which a letter counts as less certain, when the server does not say. */
export const NEAR_CUT_STRENGTH = 10;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function clampPosition(value: unknown): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 50;
  return Math.min(100, Math.max(0, n));
}

export function normalizeScale(raw: unknown): ScaleScore | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const leftPole = text(s.leftPole);
  const rightPole = text(s.rightPole);
  if (!leftPole || !rightPole) return null;
  const position = clampPosition(s.position);
  const strength = typeof s.strength === 'number' ? s.strength : Math.round(Math.abs(position - 50) * 2);
  const letter = text(s.letter) || (position > 50 ? rightPole : leftPole);
  return {
    scale: text(s.scale) || `${leftPole}${rightPole}`,
    leftPole,
    rightPole,
    leftName: text(s.leftName) || leftPole,
    rightName: text(s.rightName) || rightPole,
    position,
    letter,
    strength,
    nearCut: typeof s.nearCut === 'boolean' ? s.nearCut : strength < NEAR_CUT_STRENGTH,
  };
}

/** Null when `raw` has no type code; scales that cannot be read are left out. */
export function normalizeFreeResult(raw: unknown): FreeResult | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const typeCode = text(r.typeCode);
  if (!typeCode) return null;
  const scales = (Array.isArray(r.scales) ? r.scales : []).map(normalizeScale).filter((s): s is ScaleScore => s !== null);
  return { typeCode, title: text(r.title), summary: text(r.summary), scales };
}

/**
 * One scale of a profile (the mapping test's five dimensions, gateway/docs/mapping-calls.md; the profile tests'
 * three or six scales, gateway/docs/profile-tests-calls.md): a position 0–100 with its level 1–5; no poles'
 * letters. `lowPole`/`highPole` describe the two ends in words.
 */
export type DimensionScore = Pick<ScaleAnswer, 'name' | 'position' | 'level' | 'levelName' | 'headline'> & {
  /** The scale's `scale`. */
  code: ScaleAnswer['scale'];
  /** The scale's `leftName`. */
  lowPole: ScaleAnswer['leftName'];
  /** The scale's `rightName`. */
  highPole: ScaleAnswer['rightName'];
};

export type ProfileResult = Pick<ScaledResultAnswer, 'title' | 'summary'> & {
  /** The answer's `typeCode`. */
  profileCode: ScaledResultAnswer['typeCode'];
  dimensions: DimensionScore[];
};

/** The matrices IQ test's free result (gateway/docs/matrices-calls.md): the raw score and the time, nothing more. */
export type MatricesScore = Omit<MatricesResultAnswer['matrices'], 'testVersion'>;

/**
 * The free result as a type (exam 1), a profile (the mapping test, exams 4–6) or a matrices score (exam 3), told apart
 * by the server's `matrices` field and scales.
 */
export type AnyFreeResult =
  | { kind: 'type'; result: FreeResult }
  | { kind: 'profile'; result: ProfileResult }
  | { kind: 'matrices'; result: MatricesScore };

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** Null unless `raw.matrices` holds a consistent score (correct ≤ answered ≤ total, total > 0). */
export function normalizeMatricesScore(raw: Record<string, unknown>): MatricesScore | null {
  const m = raw.matrices && typeof raw.matrices === 'object' ? (raw.matrices as Record<string, unknown>) : null;
  if (!m) return null;
  const correct = count(m.correct);
  const answered = count(m.answered);
  const total = count(m.total);
  if (correct === null || answered === null || total === null || !total || correct > answered || answered > total) return null;
  return {
    correct,
    answered,
    total,
    elapsedSeconds: count(m.elapsedSeconds) ?? 0,
    timeLimitSeconds: count(m.timeLimitSeconds) ?? 0,
  };
}

function normalizeDimension(raw: unknown): DimensionScore | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const level = typeof s.level === 'number' && Number.isInteger(s.level) ? s.level : 0;
  const name = text(s.name);
  if (level < 1 || level > 5 || !name) return null;
  return {
    code: text(s.scale),
    name,
    lowPole: text(s.leftName),
    highPole: text(s.rightName),
    position: clampPosition(s.position),
    level,
    levelName: text(s.levelName),
    headline: text(s.headline),
  };
}

/**
 * A matrices score when the server sent one; a profile when the scales carry levels (1–5) and no poles'
 * letters, as the mapping test's and the profile tests' do; otherwise the type result. Null when `raw` has no code.
 */
export function normalizeAnyFreeResult(raw: unknown): AnyFreeResult | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const matrices = normalizeMatricesScore(r);
  if (matrices) return { kind: 'matrices', result: matrices };
  const scales = Array.isArray(r.scales) ? r.scales : [];
  const isProfile = scales.some((s) => {
    const scale = s && typeof s === 'object' ? (s as Record<string, unknown>) : {};
    return typeof scale.level === 'number' && scale.level > 0 && !text(scale.leftPole);
  });
  if (isProfile) {
    const profileCode = text(r.typeCode);
    if (!profileCode) return null;
    const dimensions = scales.map(normalizeDimension).filter((d): d is DimensionScore => d !== null);
    return { kind: 'profile', result: { profileCode, title: text(r.title), summary: text(r.summary), dimensions } };
  }
  const result = normalizeFreeResult(raw);
  return result ? { kind: 'type', result } : null;
}

/** The side the letter lies on and how far towards it (50…100 %), e.g. position 72 → 72 % towards the right pole. */
export function sideOf(scale: ScaleScore): { side: 'left' | 'right'; name: string; pole: string; percent: number } {
  const right = scale.letter === scale.rightPole || (scale.letter !== scale.leftPole && scale.position > 50);
  const percent = Math.round(right ? scale.position : 100 - scale.position);
  return right
    ? { side: 'right', name: scale.rightName, pole: scale.rightPole, percent }
    : { side: 'left', name: scale.leftName, pole: scale.leftPole, percent };
}

/** What the page opens: an own order, a shared link, or nothing. */
export type ResultRef = { kind: 'order'; orderNumber: string } | { kind: 'share'; shareToken: string };

const TOKEN_PATTERN = /^[\w.~-]{1,200}$/;

/** `?orderNumber=` wins, then `?share=`, then the last order remembered for the step route's exam. */
export function resolveResultRef(orderNumber: string | null, share: string | null, remembered: string | null): ResultRef | null {
  if (orderNumber && TOKEN_PATTERN.test(orderNumber)) return { kind: 'order', orderNumber };
  if (share && TOKEN_PATTERN.test(share)) return { kind: 'share', shareToken: share };
  if (remembered && TOKEN_PATTERN.test(remembered)) return { kind: 'order', orderNumber: remembered };
  return null;
}

/** The exam id of the step route `/result/:examId` (also `code-examId`). */
export function examIdFromParam(param: string | undefined): string | null {
  const id = param?.split('-').pop();
  return id && /^[\w]{1,64}$/.test(id) ? id : null;
}
