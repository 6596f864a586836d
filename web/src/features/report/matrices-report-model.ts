/**
 * The matrices IQ test's report (exam 3): `report.kind === 'matrices'` of the report call
 * (gateway/docs/matrices-calls.md), read defensively. Texts are the server's, in the report's language;
 * which tabs are locked is the server's decision. A percentile or an estimate is only ever shown when
 * the server computed it from enough stored results.
 */
import { clamp, num, readTabs, record, text, texts } from './report-read';

export const MATRICES_TABS = ['score', 'comparison', 'rules', 'about'] as const;
export type MatricesTab = (typeof MATRICES_TABS)[number];

export interface MatricesComparison {
  /** False below the minimum sample: then `percentile` and `iqEstimate` are null. */
  enoughResults: boolean;
  sampleSize: number;
  minimumSampleSize: number;
  percentile: number | null;
  percentileText: string;
  iqEstimate: number | null;
  /** 'IQ-scale estimate — not clinically normed', shown next to the number wherever it appears. */
  estimateLabel: string;
  estimateNote: string;
}

export interface RuleScore {
  rule: string;
  name: string;
  description: string;
  solved: number;
  total: number;
}

export interface MatricesHeadings {
  score: string;
  time: string;
  percentile: string;
  estimate: string;
  rules: string;
  measures: string;
  doesNotMeasure: string;
}

export interface MatricesReport {
  locale: string;
  full: boolean;
  tabs: Record<MatricesTab, { title: string; locked: boolean }>;
  headings: MatricesHeadings;
  testVersion: string;
  correct: number;
  answered: number;
  total: number;
  elapsedSeconds: number;
  timeLimitSeconds: number;
  summary: string;
  comparison: MatricesComparison | null;
  ruleBreakdown: RuleScore[];
  measures: string[];
  doesNotMeasure: string[];
}

export interface MatricesReportOrder {
  orderNumber: string;
  examId: string;
  paid: boolean;
  takenAt: string;
  report: MatricesReport;
}

const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

function readComparison(raw: unknown): MatricesComparison | null {
  const c = record(raw);
  if (!c) return null;
  const percentile = whole(c.percentile);
  const iqEstimate = whole(c.iqEstimate);
  // Both numbers or neither: an estimate without its percentile (or the reverse) is not shown.
  const enoughResults = c.enoughResults === true && percentile !== null && percentile <= 100 && iqEstimate !== null;
  return {
    enoughResults,
    sampleSize: whole(c.sampleSize) ?? 0,
    minimumSampleSize: whole(c.minimumSampleSize) ?? 0,
    percentile: enoughResults ? percentile : null,
    percentileText: text(c.percentileText),
    iqEstimate: enoughResults ? iqEstimate : null,
    estimateLabel: text(c.estimateLabel),
    estimateNote: text(c.estimateNote),
  };
}

function readRule(raw: unknown): RuleScore | null {
  const r = record(raw);
  const total = whole(r?.total);
  const solved = whole(r?.solved);
  if (!r || !text(r.rule) || total === null || solved === null || solved > total) return null;
  return { rule: text(r.rule), name: text(r.name) || text(r.rule), description: text(r.description), solved, total };
}

/** Null when `raw` is not a matrices report with a consistent score. */
export function normalizeMatricesReportOrder(raw: unknown): MatricesReportOrder | null {
  const order = record(raw);
  const r = record(order?.report);
  if (!order || !r || r.kind !== 'matrices') return null;
  const total = whole(r.total);
  const correct = whole(r.correct);
  const answered = whole(r.answered);
  if (!total || correct === null || answered === null || correct > answered || answered > total) return null;
  const paid = order.paid === true;
  // The server decides; a report is never shown as full for an unpaid order.
  const full = r.full === true && paid;
  const h = record(r.headings) ?? {};
  const tabs = readTabs(MATRICES_TABS, 'score', r.tabs, texts(r.lockedTabs), full);
  return {
    orderNumber: text(order.orderNumber),
    examId: text(order.examId),
    paid,
    takenAt: text(order.takenAt),
    report: {
      locale: text(r.locale),
      full,
      tabs,
      headings: {
        score: text(h.score),
        time: text(h.time),
        percentile: text(h.percentile),
        estimate: text(h.estimate),
        rules: text(h.rules),
        measures: text(h.measures),
        doesNotMeasure: text(h.doesNotMeasure),
      },
      testVersion: text(r.testVersion),
      correct,
      answered,
      total,
      elapsedSeconds: whole(r.elapsedSeconds) ?? 0,
      timeLimitSeconds: whole(r.timeLimitSeconds) ?? 0,
      summary: text(r.summary),
      comparison: tabs.comparison.locked ? null : readComparison(r.comparison),
      ruleBreakdown: tabs.rules.locked ? [] : (Array.isArray(r.ruleBreakdown) ? r.ruleBreakdown : []).map(readRule).filter((x): x is RuleScore => x !== null),
      measures: tabs.about.locked ? [] : texts(r.measures),
      doesNotMeasure: tabs.about.locked ? [] : texts(r.doesNotMeasure),
    },
  };
}

/** The share of a rule's items solved, 0–100, for its bar. */
export function solvedPercent(rule: RuleScore): number {
  return rule.total > 0 ? clamp(Math.round((rule.solved / rule.total) * 100), 0, 100) : 0;
}

/** `{ minutes, seconds }` of a duration in whole seconds, for the time texts. */
export function minutesAndSeconds(totalSeconds: number): { minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(num(totalSeconds, 0)));
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}
