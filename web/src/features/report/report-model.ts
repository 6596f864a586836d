/**
 * The report as the page shows it: the 16-type report (`GET /exam/order/report/{orderNumber}`, `kind: 'type'`) checked against its contract
 * (gateway/src/routes/report-routes.ts) and read defensively, plus the formatting helpers the page
 * and its tests share (percentages, dates, the server's `{{placeholders}}`, section order).
 *
 * The report's texts (titles, sections, labels) come from the server in the report's language; the
 * page's own texts (buttons, states) come from the 'report' namespace.
 */
import type { ApiResponse } from '../../lib/api/contract';
import { clamp, num, record, text, texts } from './report-read';

/** The sections after the basic profile, in reading order. */
export const SECTION_KEYS = [
  'result_analysis',
  'personal_growth',
  'interpersonal_growth',
  'career_growth',
  'professional_benchmark',
  'advanced_guide',
  'additional_test',
  'further_reading',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** The 16-type report as the report call documents it (gateway/openapi/api.json). */
type TypeReportOrder = ApiResponse<'/api/exam/order/report/{id}'>;
type TypeReport = Extract<TypeReportOrder['report'], { kind: 'type' }>;

/** The basic profile; the page always has one (ratios of -1 when the server sent none: too few results). */
export type BasicProfile = NonNullable<TypeReport['basic']>;
/** A dimension: score 0 to 100, level 1 very low … 5 very high. */
export type Dimension = TypeReport['dimensions'][number];
export type Section = TypeReport['sections'][number];
/** `score`: share of the country's results that are this type, in percent (one decimal). */
export type TopCountry = TypeReport['topCountries'][number];
/** The parts of a scale the type report shows: position 0 = left pole, 100 = right pole. */
export type ScaleScore = Pick<
  TypeReport['scales'][number],
  'scale' | 'leftPole' | 'rightPole' | 'leftName' | 'rightName' | 'position' | 'letter' | 'strength' | 'nearCut'
>;

/** The report the page shows: the documented one with a basic profile always present (`locale` is our code, `KR`). */
export type Report = Omit<TypeReport, 'kind' | 'basic' | 'scales'> & { basic: BasicProfile; scales: ScaleScore[] };

export type ReportOrder = Pick<TypeReportOrder, 'orderNumber' | 'paid' | 'takenAt'> & { report: Report };

const list = <T>(value: unknown, read: (raw: Record<string, unknown>) => T | null): T[] =>
  (Array.isArray(value) ? value : []).map((v) => {
    const r = record(v);
    return r ? read(r) : null;
  }).filter((v): v is T => v !== null);

function readScale(s: Record<string, unknown>): ScaleScore | null {
  const leftPole = text(s.leftPole);
  const rightPole = text(s.rightPole);
  if (!leftPole || !rightPole) return null;
  const position = clamp(num(s.position, 50), 0, 100);
  const strength = typeof s.strength === 'number' ? s.strength : Math.round(Math.abs(position - 50) * 2);
  return {
    scale: text(s.scale) || `${leftPole}${rightPole}`,
    leftPole,
    rightPole,
    leftName: text(s.leftName) || leftPole,
    rightName: text(s.rightName) || rightPole,
    position,
    letter: text(s.letter) || (position > 50 ? rightPole : leftPole),
    strength,
    nearCut: typeof s.nearCut === 'boolean' ? s.nearCut : strength < 10,
  };
}

/** Null when `raw` is not a report (no type code). */
export function normalizeReportOrder(raw: unknown): ReportOrder | null {
  const order = record(raw);
  const r = record(order?.report);
  if (!order || !r || !text(r.typeCode)) return null;
  const basic = record(r.basic) ?? {};
  const paid = order.paid === true;
  return {
    orderNumber: text(order.orderNumber),
    paid,
    takenAt: text(order.takenAt),
    report: {
      typeCode: text(r.typeCode),
      title: text(r.title),
      description: text(r.description),
      locale: text(r.locale),
      // The server decides; a report is never shown as full for an unpaid order.
      full: r.full === true && paid,
      lockedSections: texts(r.lockedSections),
      basic: {
        userName: text(basic.userName),
        keywords: texts(basic.keywords),
        famousPeople: texts(basic.famousPeople),
        populationRatio: num(basic.populationRatio, -1),
        maleRatio: num(basic.maleRatio, -1),
        femaleRatio: num(basic.femaleRatio, -1),
        sampleSize: num(basic.sampleSize, 0),
      },
      dimensions: list(r.dimensions, (d) =>
        text(d.code) || text(d.name)
          ? {
              code: text(d.code),
              name: text(d.name) || text(d.code),
              score: clamp(Math.round(num(d.score, 0)), 0, 100),
              referenceRange: text(d.referenceRange),
              level: clamp(Math.round(num(d.level, 3)), 1, 5),
              levelName: text(d.levelName),
              interpretation: text(d.interpretation),
            }
          : null,
      ),
      sections: list(r.sections, (s) =>
        text(s.key) ? { key: text(s.key), title: text(s.title), paragraphs: texts(s.paragraphs), bullets: texts(s.bullets) } : null,
      ),
      topCountries: list(r.topCountries, (c) =>
        text(c.country) || text(c.countryName)
          ? { country: text(c.country), countryName: text(c.countryName) || text(c.country), count: num(c.count, 0), score: num(c.score, 0), typeCode: text(c.typeCode) }
          : null,
      ).slice(0, 10),
      rankingScore: clamp(Math.round(num(r.rankingScore, 0)), 0, 100),
      typeRank: Math.max(0, Math.round(num(r.typeRank, 0))),
      statisticsDays: Math.max(0, Math.round(num(r.statisticsDays, 0))),
      labels: Object.fromEntries(Object.entries(record(r.labels) ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string')),
      scales: list(r.scales, readScale),
    },
  };
}

/** One block of the overview after the basic profile: a section, or a locked card for a section not bought. */
export type SectionBlock = { kind: 'section'; key: string; section: Section } | { kind: 'locked'; key: string; title: string };

/**
 * The sections in reading order (SECTION_KEYS; unknown keys after them), with a locked card in the
 * place of each locked section. A full report has no locked cards.
 */
export function sectionBlocks(report: Report): SectionBlock[] {
  const rank = (key: string) => {
    const i = (SECTION_KEYS as readonly string[]).indexOf(key);
    return i === -1 ? SECTION_KEYS.length : i;
  };
  const shown = new Set(report.sections.map((s) => s.key));
  const blocks: SectionBlock[] = report.sections.map((section) => ({ kind: 'section', key: section.key, section }));
  if (!report.full) {
    for (const key of report.lockedSections) {
      if (!shown.has(key)) blocks.push({ kind: 'locked', key, title: report.labels[key] || key });
    }
  }
  // A stable sort keeps the server's order among unknown keys.
  return blocks.map((b, i) => ({ b, i })).sort((x, y) => rank(x.b.key) - rank(y.b.key) || x.i - y.i).map(({ b }) => b);
}

/** Fills the server's `{{name}}` placeholders (labels come as templates). Unknown ones become ''. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => (key in values ? String(values[key]) : ''));
}

/** A label of the report (in its language), or `fallback` when the server sent none. */
export function reportLabel(report: Report, key: string, fallback = ''): string {
  return report.labels[key] || fallback;
}

/** BCP 47 tags of our locale codes, for Intl (kept here so the helpers need no i18n set-up). */
const LOCALE_TAGS: Record<string, string> = { EN: 'en', CN: 'zh-CN', HK: 'zh-HK', FR: 'fr', ES: 'es', DE: 'de', PT: 'pt', JA: 'ja', KR: 'ko' };

/** The Intl tag for the report's locale code (`KR` → `ko`); `fallbackTag` for an unknown code. */
export function tagOfLocale(code: string, fallbackTag: string): string {
  return LOCALE_TAGS[code.toUpperCase()] ?? fallbackTag;
}

/**
 * A ratio (0 to 1) as a percentage in `tag`'s format, one decimal at most (`0.123` → `12.3%`,
 * `ko` → `12.3%`, `fr` → `12,3 %`). Null when there is no figure (negative: too few results).
 */
export function formatRatio(ratio: number, tag: string): string | null {
  if (!Number.isFinite(ratio) || ratio < 0) return null;
  return formatPercentValue(Math.min(ratio, 1) * 100, tag);
}

/** A value already in percent (`12.5` → `12.5%`), one decimal at most. */
export function formatPercentValue(percent: number, tag: string): string {
  const value = Number.isFinite(percent) ? Math.max(0, percent) / 100 : 0;
  try {
    return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  } catch {
    return `${Math.round(value * 1000) / 10}%`;
  }
}

/** A whole number with grouping (`12345` → `12,345`). */
export function formatCount(value: number, tag: string): string {
  try {
    return new Intl.NumberFormat(tag).format(Math.round(value));
  } catch {
    return String(Math.round(value));
  }
}

/** An ISO date as a long date in `tag` (`2026-03-22T…` → `March 22, 2026`, `ko` → `2026년 3월 22일`); '' when invalid. */
export function formatReportDate(iso: string, tag: string, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(tag, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** The side the scale's letter lies on and how far towards it (50…100 %). */
export function sideOf(scale: ScaleScore): { side: 'left' | 'right'; name: string; percent: number } {
  const right = scale.letter === scale.rightPole || (scale.letter !== scale.leftPole && scale.position > 50);
  const percent = Math.round(right ? scale.position : 100 - scale.position);
  return right ? { side: 'right', name: scale.rightName, percent } : { side: 'left', name: scale.leftName, percent };
}

/**
 * Whether the type statistics rest on enough results to show (the server sends ratios of -1 when too
 * few): the ranking score and population figures are left out otherwise rather than shown as 0.
 */
export function hasStatistics(report: Report): boolean {
  return report.basic.populationRatio >= 0 && report.basic.sampleSize > 0;
}

/** The report's title for the document: `INTJ · The Architect`. */
export function documentTitleOf(report: Report): string {
  return report.title ? `${report.typeCode} · ${report.title}` : report.typeCode;
}
