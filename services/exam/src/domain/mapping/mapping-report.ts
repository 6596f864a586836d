import { fillTemplate } from '../report-assembly.js';
import type { LocaleCode } from '../locales.js';
import { type DimensionScore, type MappingProfile, referenceRange } from './mapping-scoring.js';
import type { BigFiveDimension, MappingTexts } from './mapping-types.js';

/**
 * The mapping test's report (exam 2), assembled from a stored profile and one locale's texts. Pure.
 * Free: the overview (profile, levels, headlines); paid: the key interpretations, the dimension analysis
 * and the development recommendations as well.
 */

export const mappingTabKeys = ['overview', 'key_interpretations', 'dimension_analysis', 'development_recommendations'] as const;
export type MappingTabKey = (typeof mappingTabKeys)[number];
const freeTabKeys: readonly MappingTabKey[] = ['overview'];

const tabTitleOf = (texts: MappingTexts, key: MappingTabKey): string =>
  ({
    overview: texts.tabs.overview,
    key_interpretations: texts.tabs.keyInterpretations,
    dimension_analysis: texts.tabs.dimensionAnalysis,
    development_recommendations: texts.tabs.developmentRecommendations,
  })[key];

export interface MappingReportDimension {
  dimension: BigFiveDimension;
  code: string;
  name: string;
  description: string;
  lowPole: string;
  highPole: string;
  position: number;
  level: number;
  levelName: string;
  referenceFrom: number;
  referenceTo: number;
  headline: string;
  interpretation: string;
  strengths: string[];
  watchOuts: string[];
  recommendations: string[];
}

export interface MappingReport {
  profileCode: string;
  locale: LocaleCode;
  full: boolean;
  lockedTabs: MappingTabKey[];
  tabs: Array<{ key: MappingTabKey; title: string; locked: boolean }>;
  headings: Record<string, string>;
  summary: string;
  overviewIntro: string[];
  referenceRangeNote: string;
  sourceNote: string;
  dimensions: MappingReportDimension[];
  /** Dimension keys, the most marked first; empty when not full. */
  keyInterpretations: BigFiveDimension[];
}

/** Distance from the middle of the scale: the most marked dimensions are read first. Ties keep the profile's order. */
export function mostMarkedFirst(dimensions: readonly DimensionScore[]): BigFiveDimension[] {
  return [...dimensions].sort((a, b) => Math.abs(b.position - 50) - Math.abs(a.position - 50)).map((d) => d.dimension);
}

/** The summary line: the dimensions with the highest and the lowest position (the first in profile order on a tie). */
export function profileSummary(profile: MappingProfile, texts: MappingTexts): string {
  const highest = profile.dimensions.reduce((best, d) => (d.position > best.position ? d : best));
  const lowest = profile.dimensions.reduce((best, d) => (d.position < best.position ? d : best));
  return fillTemplate(texts.profileSummary, { highest: texts.dimensions[highest.dimension].name, lowest: texts.dimensions[lowest.dimension].name });
}

export function assembleMappingReport(input: { profile: MappingProfile; locale: LocaleCode; texts: MappingTexts; full: boolean }): MappingReport {
  const { profile, texts, full } = input;
  const dimensions = profile.dimensions.map((score): MappingReportDimension => {
    const dimensionTexts = texts.dimensions[score.dimension];
    const levelTexts = dimensionTexts.levels[score.level];
    return {
      dimension: score.dimension,
      code: score.code,
      name: dimensionTexts.name,
      description: dimensionTexts.description,
      lowPole: dimensionTexts.lowPole,
      highPole: dimensionTexts.highPole,
      position: score.position,
      level: score.level,
      levelName: texts.levelNames[score.level],
      referenceFrom: referenceRange.from,
      referenceTo: referenceRange.to,
      headline: levelTexts.headline,
      interpretation: full ? levelTexts.interpretation : '',
      strengths: full ? [...levelTexts.strengths] : [],
      watchOuts: full ? [...levelTexts.watchOuts] : [],
      recommendations: full ? [...levelTexts.recommendations] : [],
    };
  });
  const lockedTabs = full ? [] : mappingTabKeys.filter((key) => !freeTabKeys.includes(key));
  return {
    profileCode: profile.profileCode,
    locale: input.locale,
    full,
    lockedTabs,
    tabs: mappingTabKeys.map((key) => ({ key, title: tabTitleOf(texts, key), locked: lockedTabs.includes(key) })),
    headings: { ...texts.headings },
    summary: profileSummary(profile, texts),
    overviewIntro: [...texts.overviewIntro],
    referenceRangeNote: fillTemplate(texts.referenceRangeNote, referenceRange),
    sourceNote: texts.sourceNote,
    dimensions,
    keyInterpretations: full ? mostMarkedFirst(profile.dimensions) : [],
  };
}
