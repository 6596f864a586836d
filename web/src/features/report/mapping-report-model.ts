/**
 * The mapping test's report (exam 2, a five-dimension profile) as the page shows it: `report.kind ===
 * 'mapping'` of the report call (gateway/docs/mapping-calls.md), read defensively.
 * Its texts are the server's, in the report's language; which tabs are locked is the server's decision.
 */
import { clamp, num, readTabs, record, text, texts } from './report-read';

/** The report's four tabs (spec §2), in their order. */
export const MAPPING_TABS = ['overview', 'key_interpretations', 'dimension_analysis', 'development_recommendations'] as const;
export type MappingTab = (typeof MAPPING_TABS)[number];

export interface MappingDimension {
  /** `extraversion`, `agreeableness`, … */
  dimension: string;
  /** `E`, `A`, `C`, `N`, `O`. */
  code: string;
  name: string;
  description: string;
  lowPole: string;
  highPole: string;
  /** 0 to 100. */
  position: number;
  /** 1 very low … 5 very high. */
  level: number;
  levelName: string;
  /** The middle level band, positions `from`–`to`; null when the server sent none. */
  referenceRange: { from: number; to: number } | null;
  headline: string;
  interpretation: string;
  strengths: string[];
  watchOuts: string[];
  recommendations: string[];
}

export interface MappingHeadings {
  strengths: string;
  watchOuts: string;
  recommendations: string;
  yourLevel: string;
  referenceRange: string;
}

export interface MappingReport {
  profileCode: string;
  /** Our locale code (`FR`), the language of the report's texts. */
  locale: string;
  full: boolean;
  tabs: Record<MappingTab, { title: string; locked: boolean }>;
  headings: MappingHeadings;
  summary: string;
  overviewIntro: string[];
  referenceRangeNote: string;
  sourceNote: string;
  dimensions: MappingDimension[];
  /** The dimensions' keys, most marked first ([] while unpaid). */
  keyInterpretations: string[];
}

export interface MappingReportOrder {
  orderNumber: string;
  examId: string;
  paid: boolean;
  takenAt: string;
  report: MappingReport;
}

function readRange(raw: unknown): { from: number; to: number } | null {
  const r = record(raw);
  if (!r || typeof r.from !== 'number' || typeof r.to !== 'number') return null;
  const from = clamp(Math.round(r.from), 0, 100);
  const to = clamp(Math.round(r.to), 0, 100);
  return from <= to ? { from, to } : null;
}

function readDimension(raw: unknown): MappingDimension | null {
  const d = record(raw);
  if (!d || !(text(d.dimension) || text(d.code)) || !text(d.name)) return null;
  return {
    dimension: text(d.dimension) || text(d.code),
    code: text(d.code),
    name: text(d.name),
    description: text(d.description),
    lowPole: text(d.lowPole),
    highPole: text(d.highPole),
    position: clamp(Math.round(num(d.position, 50)), 0, 100),
    level: clamp(Math.round(num(d.level, 3)), 1, 5),
    levelName: text(d.levelName),
    referenceRange: readRange(d.referenceRange),
    headline: text(d.headline),
    interpretation: text(d.interpretation),
    strengths: texts(d.strengths),
    watchOuts: texts(d.watchOuts),
    recommendations: texts(d.recommendations),
  };
}

/** Null when `raw` is not a mapping report (no profile code). */
export function normalizeMappingReportOrder(raw: unknown): MappingReportOrder | null {
  const order = record(raw);
  const r = record(order?.report);
  if (!order || !r || r.kind !== 'mapping' || !text(r.profileCode)) return null;
  const paid = order.paid === true;
  // The server decides; a report is never shown as full for an unpaid order.
  const full = r.full === true && paid;
  const headings = record(r.headings) ?? {};
  const dimensions = (Array.isArray(r.dimensions) ? r.dimensions : []).map(readDimension).filter((d): d is MappingDimension => d !== null);
  const known = new Set(dimensions.map((d) => d.dimension));
  return {
    orderNumber: text(order.orderNumber),
    examId: text(order.examId),
    paid,
    takenAt: text(order.takenAt),
    report: {
      profileCode: text(r.profileCode),
      locale: text(r.locale),
      full,
      tabs: readTabs(MAPPING_TABS, 'overview', r.tabs, texts(r.lockedTabs), full),
      headings: {
        strengths: text(headings.strengths),
        watchOuts: text(headings.watchOuts),
        recommendations: text(headings.recommendations),
        yourLevel: text(headings.yourLevel),
        referenceRange: text(headings.referenceRange),
      },
      summary: text(r.summary),
      overviewIntro: texts(r.overviewIntro),
      referenceRangeNote: text(r.referenceRangeNote),
      sourceNote: text(r.sourceNote),
      dimensions,
      keyInterpretations: texts(r.keyInterpretations).filter((key) => known.has(key)),
    },
  };
}

/** The dimensions for the key interpretations tab, most marked first, as the server ranked them. */
export function keyInterpretationDimensions(report: MappingReport): MappingDimension[] {
  const byKey = new Map(report.dimensions.map((d) => [d.dimension, d]));
  return report.keyInterpretations.map((key) => byKey.get(key)).filter((d): d is MappingDimension => d !== undefined);
}
