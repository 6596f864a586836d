/**
 * The free result as the page shows it: checked against the documented shape (gateway/docs/test-flow-calls.md,
 * `FreeResult`) and each scale's position turned into "NN % towards <pole>".
 */
export interface ScaleScore {
  scale: string;
  leftPole: string;
  rightPole: string;
  leftName: string;
  rightName: string;
  /** 0 = all the way to the left pole, 100 = to the right pole. */
  position: number;
  letter: string;
  /** |position − 50| × 2 */
  strength: number;
  /** The letter lies close to the cut and is less certain. */
  nearCut: boolean;
}

export interface FreeResult {
  typeCode: string;
  title: string;
  summary: string;
  scales: ScaleScore[];
}

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
