import { checkedAnswerValues } from '../answer-sheet.js';
import { type GeneratedMatrix, optionCount } from './matrix-generator.js';
import { type RuleKind, ruleKinds } from './matrix-rules.js';

/**
 * Scoring of the matrices test (exam 3): one point per item whose chosen option (1–8) is the correct one.
 * The test is timed, so answers may be incomplete; an unanswered item counts as wrong.
 */

export interface RuleTally {
  rule: RuleKind;
  solved: number;
  total: number;
}

export interface MatricesScore {
  correct: number;
  answered: number;
  total: number;
  /** Per rule kind, the items using it and how many of them were solved; an item counts once per rule kind it uses. */
  rules: RuleTally[];
}

type Answers = ReadonlyArray<{ questionId: string; value: number }>;

export function scoreMatricesAnswers(items: readonly GeneratedMatrix[], answers: Answers): MatricesScore {
  // Time may run out: unanswered items are allowed and count as not solved.
  const chosen = checkedAnswerValues(items, answers, { min: 1, max: optionCount }, { allowUnanswered: true });
  const solved = items.filter((item) => chosen.get(item.id) === item.correctValue);
  const usesRule = (item: GeneratedMatrix, rule: RuleKind) => Object.values(item.rules).includes(rule);
  return {
    correct: solved.length,
    answered: chosen.size,
    total: items.length,
    rules: ruleKinds.map((rule) => ({
      rule,
      solved: solved.filter((item) => usesRule(item, rule)).length,
      total: items.filter((item) => usesRule(item, rule)).length,
    })),
  };
}

/** Below this many stored results of a version, no percentile is given: it would say more than the data does. */
export const minimumComparisonSample = 30;

export interface Comparison {
  sampleSize: number;
  /** 1–99, or null with fewer than `minimumComparisonSample` results. */
  percentile: number | null;
  /** 100 + 15·z of the percentile; an estimate on the IQ scale from our own visitors, not a clinical norm. */
  iqEstimate: number | null;
}

/**
 * Inverse of the standard normal distribution (Acklam's rational approximation, relative error < 1.2e-9).
 * p must lie strictly between 0 and 1.
 */
export function inverseNormal(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const tail = (q: number) => (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < low) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

/**
 * Where a score lies among the stored scores of the same version (the visitor's own included): the
 * mid-rank percentile — everyone below plus half of the ties — kept within 1–99, as 0 and 100 would claim
 * a certainty a sample cannot give.
 */
export function compareScore(score: number, storedScores: readonly number[]): Comparison {
  const sampleSize = storedScores.length;
  if (sampleSize < minimumComparisonSample) return { sampleSize, percentile: null, iqEstimate: null };
  const below = storedScores.filter((s) => s < score).length;
  const ties = storedScores.filter((s) => s === score).length;
  const percentile = Math.min(99, Math.max(1, Math.round(((below + ties / 2) / sampleSize) * 100)));
  return { sampleSize, percentile, iqEstimate: Math.round(100 + 15 * inverseNormal(percentile / 100)) };
}
