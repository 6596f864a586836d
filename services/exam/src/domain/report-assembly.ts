import { DomainError } from '@mindprint/platform/errors';
import type { LocaleCode } from './locales.js';
import {
  type DimensionCode,
  dimensionCodes,
  freeSectionKeys,
  type LocaleReportContent,
  type ReportSectionKey,
  reportSectionKeys,
} from './report-content/report-content.js';
import { type ReportContentRegistry, reportContentFor, reportLanguageTags } from './report-content/report-locales.js';
import { describePosition, type Scale, type ScaleScore, scaleDefinitions } from './scoring.js';
import { poleNames, typeProfiles } from '../content/type-content-files.js';
import type { TypeCode } from './type-profiles.js';

/**
 * The paid report, assembled from the visitor's stored result, figures from real results (computed by the
 * order service) and the report content of one locale. Pure: no I/O, the same input gives the same report.
 */

export interface CountryShareInput {
  /** ISO 3166-1 alpha-2. */
  country: string;
  count: number;
  /** count / all results from the country, 0 to 1. */
  share: number;
}

export interface TypeStatisticsInput {
  /** 0 to 1. */
  populationRatio: number;
  maleRatio: number;
  femaleRatio: number;
  sampleSize: number;
  maleSampleSize: number;
  femaleSampleSize: number;
  topCountries: readonly CountryShareInput[];
  /** 1 = most frequent of the 16, 0 = unknown. */
  rank: number;
  /** 0 to 100. */
  rankingScore: number;
  days: number;
}

export interface ReportRequest {
  locale: string;
  typeCode: string;
  /** Positions per scale (EI, SN, TF, JP): 0 = left pole (E, S, T, J), 100 = right pole (I, N, F, P). */
  scales: ReadonlyArray<{ scale: string; position: number }>;
  userName: string;
  statistics?: TypeStatisticsInput | undefined;
  /** False: the free result (description, basic profile, dimensions, free sections); the rest is listed as locked. */
  full: boolean;
}

export interface ReportBasicProfile {
  userName: string;
  keywords: string[];
  famousPeople: string[];
  /** 0 to 1, or −1 when the sample is too small to show it. */
  populationRatio: number;
  maleRatio: number;
  femaleRatio: number;
  sampleSize: number;
}

export interface ReportDimension {
  code: DimensionCode;
  name: string;
  score: number;
  referenceRange: string;
  level: number;
  levelName: string;
  interpretation: string;
}

export interface ReportSection {
  key: ReportSectionKey;
  title: string;
  paragraphs: string[];
  bullets: string[];
}

export interface ReportCountry {
  country: string;
  countryName: string;
  count: number;
  /** Percent with one decimal. */
  score: number;
  typeCode: string;
}

export interface ReportScale extends ScaleScore {
  leftName: string;
  rightName: string;
}

export interface Report {
  typeCode: TypeCode;
  title: string;
  description: string;
  basic: ReportBasicProfile;
  dimensions: ReportDimension[];
  sections: ReportSection[];
  topCountries: ReportCountry[];
  rankingScore: number;
  typeRank: number;
  full: boolean;
  lockedSections: ReportSectionKey[];
  locale: LocaleCode;
  labels: Record<string, string>;
  scales: ReportScale[];
  statisticsDays: number;
}

/** Ratios resting on fewer results than this are not shown (the page says there are too few results). */
export const minimumSampleSize = 30;
/** How many countries the report lists. */
export const topCountryCount = 10;
/**
 * Where most results lie on each 0–100 dimension score: positions cluster around the middle of a scale, and
 * this band is the same for every dimension so that rows can be compared.
 */
export const referenceBand = { low: 35, high: 65 } as const;
export const referenceRange = `${referenceBand.low}–${referenceBand.high}`;

/** Levels 1 … 5 by bands 0–19, 20–39, 40–59, 60–79, 80–100. */
export function levelOf(score: number): 1 | 2 | 3 | 4 | 5 {
  return Math.min(5, Math.max(1, Math.floor(score / 20) + 1)) as 1 | 2 | 3 | 4 | 5;
}

/** The left pole of a scale scores 100 − position, the right pole the position itself. */
export function dimensionScore(code: DimensionCode, positions: ReadonlyMap<Scale, number>): number {
  const definition = scaleDefinitions.find((d) => d.left === code || d.right === code)!;
  const position = positions.get(definition.scale)!;
  return definition.left === code ? 100 - position : position;
}

/** Fills `{{name}}` placeholders; unknown placeholders are left as they are. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const invalid = (reason: string, message: string) => new DomainError(reason, message, 'INVALID_ARGUMENT');

function typeCodeOf(value: string): TypeCode {
  const code = value.trim().toUpperCase();
  if (!Object.hasOwn(typeProfiles, code)) throw invalid('UNKNOWN_TYPE', `Unknown type ${value}`);
  return code as TypeCode;
}

function positionsOf(scales: ReportRequest['scales']): Map<Scale, number> {
  const positions = new Map<Scale, number>();
  for (const { scale, position } of scales) {
    const definition = scaleDefinitions.find((d) => d.scale === scale.trim().toUpperCase());
    if (!definition) throw invalid('UNKNOWN_SCALE', `Unknown scale ${scale}`);
    if (!Number.isFinite(position) || position < 0 || position > 100) {
      throw invalid('POSITION_OUT_OF_RANGE', `Scale ${scale} has position ${position}; positions run from 0 to 100`);
    }
    positions.set(definition.scale, Math.round(position));
  }
  const missing = scaleDefinitions.filter((d) => !positions.has(d.scale)).map((d) => d.scale);
  if (missing.length > 0) throw invalid('MISSING_SCALES', `The result has no position for ${missing.join(', ')}`);
  return positions;
}

const ratioOrHidden = (ratio: number, sample: number) =>
  sample >= minimumSampleSize && Number.isFinite(ratio) ? Math.round(Math.min(1, Math.max(0, ratio)) * 10_000) / 10_000 : -1;

function basicProfile(content: LocaleReportContent, typeCode: TypeCode, userName: string, statistics: TypeStatisticsInput | undefined): ReportBasicProfile {
  const type = content.types[typeCode];
  const sampleSize = Math.max(0, Math.trunc(statistics?.sampleSize ?? 0));
  return {
    userName: userName.trim(),
    keywords: [...type.keywords],
    famousPeople: [...type.famousPeople],
    populationRatio: ratioOrHidden(statistics?.populationRatio ?? 0, sampleSize),
    maleRatio: ratioOrHidden(statistics?.maleRatio ?? 0, statistics?.maleSampleSize ?? 0),
    femaleRatio: ratioOrHidden(statistics?.femaleRatio ?? 0, statistics?.femaleSampleSize ?? 0),
    sampleSize,
  };
}

function dimensionRows(content: LocaleReportContent, positions: ReadonlyMap<Scale, number>): ReportDimension[] {
  return dimensionCodes.map((code) => {
    const score = dimensionScore(code, positions);
    const level = levelOf(score);
    const dimension = content.dimensions[code];
    return {
      code,
      name: dimension.name,
      score,
      referenceRange,
      level,
      levelName: content.levelNames[level - 1]!,
      interpretation: dimension.interpretations[level - 1]!,
    };
  });
}

/**
 * The visitor's own preferences in words: the clearest and the least clear preferred pole with score and
 * level, and the letters near the cut named as less certain.
 */
export function resultAnalysisParagraph(content: LocaleReportContent, scales: readonly ScaleScore[]): string {
  const sentences = content.analysis;
  const ordered = [...scales].sort((a, b) => b.strength - a.strength || scaleOrder(a.scale) - scaleOrder(b.scale));
  const described = ordered.map((s) => {
    const score = s.letter === s.leftPole ? 100 - s.position : s.position;
    return { name: content.dimensions[s.letter].name, level: content.levelNames[levelOf(score) - 1]!, score, nearCut: s.nearCut };
  });
  const clearest = described[0];
  const leastClear = described.at(-1);
  if (!clearest || !leastClear) return '';
  const nearCut = described.filter((d) => d.nearCut).map((d) => d.name);
  const sentenceOf = (template: string, d: (typeof described)[number]) =>
    fillTemplate(template, { dimension: d.name, level: d.level.toLowerCase(), score: d.score });
  return [
    sentenceOf(sentences.clearest, clearest),
    sentenceOf(sentences.leastClear, leastClear),
    ...(nearCut.length > 0
      ? [fillTemplate(nearCut.length > 1 ? sentences.nearCutMany : sentences.nearCutOne, { dimensions: listOf(nearCut, sentences) })]
      : []),
  ].join(sentences.sentenceSeparator);
}

/** "a, b and c" in the locale's words. */
const listOf = (items: readonly string[], { listSeparator, listLastSeparator }: LocaleReportContent['analysis']) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(listSeparator)}${listLastSeparator}${items.at(-1)}`;

const scaleOrder = (scale: Scale) => scaleDefinitions.findIndex((d) => d.scale === scale);

function sectionOf(content: LocaleReportContent, typeCode: TypeCode, key: ReportSectionKey, scales: readonly ScaleScore[]): ReportSection {
  const text = content.types[typeCode].sections[key];
  const paragraphs = key === 'result_analysis' ? [resultAnalysisParagraph(content, scales), ...text.paragraphs].filter(Boolean) : [...text.paragraphs];
  return { key, title: content.labels[key], paragraphs, bullets: [...text.bullets] };
}

function countryNamer(locale: LocaleCode): (code: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([reportLanguageTags[locale], 'en'], { type: 'region', fallback: 'code' });
  } catch {
    names = undefined;
  }
  return (code) => {
    if (!names || !/^[A-Z]{2}$/.test(code)) return code;
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

function topCountries(locale: LocaleCode, typeCode: TypeCode, statistics: TypeStatisticsInput | undefined): ReportCountry[] {
  const nameOf = countryNamer(locale);
  return (statistics?.topCountries ?? [])
    .filter((c) => c.country.trim() !== '')
    .slice(0, topCountryCount)
    .map((c) => {
      const country = c.country.trim().toUpperCase();
      return {
        country,
        countryName: nameOf(country),
        count: Math.max(0, Math.trunc(c.count)),
        score: Math.round(Math.min(1, Math.max(0, c.share)) * 1000) / 10,
        typeCode,
      };
    });
}

export function assembleReport(request: ReportRequest, registry: ReportContentRegistry): Report {
  const { locale, content } = reportContentFor(registry, request.locale);
  const typeCode = typeCodeOf(request.typeCode);
  const positions = positionsOf(request.scales);
  const scales: ReportScale[] = scaleDefinitions.map(({ scale }) => {
    const described = describePosition(scale, positions.get(scale)!);
    return { ...described, leftName: poleNames[described.leftPole][locale], rightName: poleNames[described.rightPole][locale] };
  });
  const statistics = request.statistics;
  const shown = request.full ? reportSectionKeys : reportSectionKeys.filter((key) => freeSectionKeys.includes(key));
  return {
    typeCode,
    title: typeProfiles[typeCode].title[locale],
    description: content.types[typeCode].description,
    basic: basicProfile(content, typeCode, request.userName, statistics),
    dimensions: dimensionRows(content, positions),
    sections: shown.map((key) => sectionOf(content, typeCode, key, scales)),
    topCountries: request.full ? topCountries(locale, typeCode, statistics) : [],
    rankingScore: request.full ? clampInt(statistics?.rankingScore ?? 0, 0, 100) : 0,
    typeRank: request.full ? clampInt(statistics?.rank ?? 0, 0, 16) : 0,
    full: request.full,
    lockedSections: request.full ? [] : reportSectionKeys.filter((key) => !freeSectionKeys.includes(key)),
    locale,
    labels: { ...content.labels },
    scales,
    statisticsDays: Math.max(0, Math.trunc(statistics?.days ?? 0)),
  };
}

const clampInt = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min);
