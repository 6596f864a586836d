/**
 * The psychological mapping test (exam 2, code DEPS): the five-dimension profile from the public-domain
 * IPIP Big-Five factor markers (50 items, ipip.ori.org). `mapping-items.ts` holds what does not depend on
 * the language (ids, dimension, key); `content/mapping/<locale>.json` holds the texts (schema: mapping-texts-schema.ts).
 */
export const bigFiveDimensions = ['extraversion', 'agreeableness', 'conscientiousness', 'neuroticism', 'openness'] as const;
export type BigFiveDimension = (typeof bigFiveDimensions)[number];

/** The spec's 1–5 level scale: very low, low, average, high, very high. */
export const dimensionLevels = [1, 2, 3, 4, 5] as const;
export type DimensionLevel = (typeof dimensionLevels)[number];

export interface MappingItem {
  /** 'b5-01' … 'b5-50', in the published order of the IPIP 50-item markers; stable, never reused. */
  id: string;
  /** The part of the questionnaire it is shown in (1–3). */
  part: 1 | 2 | 3;
  dimension: BigFiveDimension;
  /**
   * 'plus': agreeing raises the dimension as named here; 'minus': it lowers it. IPIP keys Emotional
   * Stability; its items are keyed the opposite way here because the profile reports neuroticism.
   */
  keyed: 'plus' | 'minus';
  /** The item's number in the IPIP 50-item Big-Five factor markers. */
  ipipNumber: number;
  /** The published English wording, kept for the record (public domain, ipip.ori.org). */
  ipipText: string;
}

/** The five answer labels of IPIP's accuracy scale, value 1 ('Very inaccurate') to 5 ('Very accurate'). */
export type AccuracyLabels = readonly [string, string, string, string, string];

export interface DimensionLevelTexts {
  /** One line, e.g. 'You recharge in company and seek it out.' */
  headline: string;
  /** Two or three sentences: what this level tends to mean in daily life. */
  interpretation: string;
  strengths: string[];
  watchOuts: string[];
  /** Three concrete development recommendations for this level. */
  recommendations: string[];
}

export interface DimensionTexts {
  name: string;
  /** One or two sentences: what the dimension describes. */
  description: string;
  /** What the low end and the high end look like, a few words each. */
  lowPole: string;
  highPole: string;
  levels: Record<DimensionLevel, DimensionLevelTexts>;
}

/** Every text of the mapping test in one locale. */
export interface MappingTexts {
  /** The statement shown for each item id (in the locale; EN may adapt IPIP's first-person-less phrasing to 'I …'). */
  items: Record<string, string>;
  scaleLabels: AccuracyLabels;
  /** The report's four tabs (spec §2). */
  tabs: { overview: string; keyInterpretations: string; dimensionAnalysis: string; developmentRecommendations: string };
  levelNames: Record<DimensionLevel, string>;
  /** Two or three paragraphs: what the profile is, how to read levels, that it describes and does not diagnose. */
  overviewIntro: string[];
  /** A sentence template for the profile's summary line: '{{highest}}' and '{{lowest}}' are dimension names. */
  profileSummary: string;
  /** Headings of the report's parts besides the tabs. */
  headings: { strengths: string; watchOuts: string; recommendations: string; yourLevel: string; referenceRange: string };
  /** The source line shown under the report: IPIP, public domain, not a clinical instrument. */
  sourceNote: string;
  /**
   * What the reference range is, said plainly: the middle level band of the scale (see `referenceRange` in
   * mapping-scoring.ts), not a norm from other people's results. '{{from}}' and '{{to}}' are the band's positions.
   */
  referenceRangeNote: string;
  dimensions: Record<BigFiveDimension, DimensionTexts>;
}
