import { seedExams } from '../../content/catalogue-content-files.js';
import type { LocaleCode } from '../locales.js';
import type { LeveledResult } from '../mapping/mapping-result.js';
import { fillTemplate } from '../report-assembly.js';
import { type FifthLevel, levelOf, positionsByCode, scoreFivePointAnswers } from '../five-point-scoring.js';
import type { ProfileItem, ProfileTestTexts } from './profile-test-types.js';

/**
 * One profile test (exams 4, 5, 6): its items, scales with their stored codes, how the outcome follows from
 * the positions, and how its paid tabs are laid out. Scoring, the free result and the report are the same
 * for every profile test and live here; each test's file only says what differs.
 */

export type ProfileTestKind = 'relationships' | 'career' | 'growth';

export interface ScalePosition<Scale extends string> {
  scale: Scale;
  /** 0–100. */
  position: number;
  level: FifthLevel;
}

export interface ProfileOutcome<Outcome extends string> {
  /** What is stored as the result's code, e.g. 'SIA', 'secure', 'quality-neutral'. */
  code: string;
  /** The outcomes shown, most important first; the free overview shows their summaries. */
  outcomes: Outcome[];
}

export interface ReportList {
  heading: string;
  items: string[];
}

/** A part of a paid tab: a heading, an optional subheading, paragraphs and titled lists. */
export interface ReportBlock {
  heading: string;
  subheading: string;
  paragraphs: string[];
  lists: ReportList[];
}

type AnyTexts<S extends string, O extends string, L extends string, T extends string> = ProfileTestTexts<S, O, L, T>;

export interface ProfileTestDefinition<S extends string, O extends string, L extends string, T extends string> {
  examId: string;
  kind: ProfileTestKind;
  /** In the order they are shown and stored. */
  scales: readonly S[];
  scaleCodes: Readonly<Record<S, string>>;
  items: readonly ProfileItem<S>[];
  /** The first is the free overview. */
  tabs: readonly [T, ...T[]];
  /** One complete record per locale. */
  texts: Readonly<Record<LocaleCode, AnyTexts<S, O, L, T>>>;
  outcomeOf(positions: ReadonlyArray<ScalePosition<S>>): ProfileOutcome<O>;
  /** The values of `resultTitle`'s placeholders. */
  titleValues(outcome: ProfileOutcome<O>, texts: AnyTexts<S, O, L, T>): Record<string, string>;
  /** The blocks of every tab but the overview (paid). */
  paidBlocks(score: ProfileScore<S, O>, texts: AnyTexts<S, O, L, T>): Record<Exclude<T, T & 'overview'>, ReportBlock[]>;
}

// The registry holds tests of different scale and outcome types; callers only use their common shape.
export type AnyProfileTest = ProfileTestDefinition<any, any, any, any>;

export interface ProfileScore<S extends string, O extends string> {
  positions: Array<ScalePosition<S>>;
  outcome: ProfileOutcome<O>;
}

const withLevels = <S extends string>(positions: ReadonlyArray<{ scale: S; position: number }>): Array<ScalePosition<S>> =>
  positions.map(({ scale, position }) => ({ scale, position, level: levelOf(position) }));

const scoreOf = <S extends string, O extends string>(test: ProfileTestDefinition<S, O, string, string>, positions: ReadonlyArray<{ scale: S; position: number }>): ProfileScore<S, O> => {
  const leveled = withLevels(positions);
  return { positions: leveled, outcome: test.outcomeOf(leveled) };
};

export function scoreProfileAnswers<S extends string, O extends string>(
  test: ProfileTestDefinition<S, O, string, string>,
  answers: ReadonlyArray<{ questionId: string; value: number }>,
): ProfileScore<S, O> {
  return scoreOf(test, scoreFivePointAnswers(test.items, test.scales, answers));
}

/** Rebuilds a stored result from its positions (scale = its code), checking that every scale is there. */
export function profileScoreFromPositions<S extends string, O extends string>(
  test: ProfileTestDefinition<S, O, string, string>,
  positions: ReadonlyArray<{ scale: string; position: number }>,
): ProfileScore<S, O> {
  return scoreOf(test, positionsByCode(positions, test.scales.map((scale) => [scale, test.scaleCodes[scale]] as const)));
}

export interface ProfileMeter {
  /** The stored code, e.g. 'S'. */
  scale: string;
  name: string;
  description: string;
  lowPole: string;
  highPole: string;
  position: number;
  level: number;
  levelName: string;
  headline: string;
}

function metersOf(test: AnyProfileTest, score: ProfileScore<string, string>, texts: AnyTexts<string, string, string, string>): ProfileMeter[] {
  return score.positions.map(({ scale, position, level }) => {
    const scaleTexts = texts.scales[scale]!;
    return {
      scale: test.scaleCodes[scale] ?? scale,
      name: scaleTexts.name,
      description: scaleTexts.description,
      lowPole: scaleTexts.lowPole,
      highPole: scaleTexts.highPole,
      position,
      level,
      levelName: texts.levelNames[level],
      headline: scaleTexts.levels[level].headline,
    };
  });
}

const titleOf = (test: AnyProfileTest, score: ProfileScore<string, string>, texts: AnyTexts<string, string, string, string>) =>
  fillTemplate(texts.resultTitle, test.titleValues(score.outcome, texts));

/** The free result: the outcome's code, the filled title and the first outcome's summary, with every scale's level. */
export function describeProfileResult(test: AnyProfileTest, score: ProfileScore<string, string>, locale: LocaleCode): LeveledResult {
  const texts = test.texts[locale];
  return {
    typeCode: score.outcome.code,
    title: titleOf(test, score, texts),
    summary: texts.outcomes[score.outcome.outcomes[0]!]!.summary,
    scales: metersOf(test, score, texts).map((m) => ({
      scale: m.scale,
      name: m.name,
      leftName: m.lowPole,
      rightName: m.highPole,
      position: m.position,
      level: m.level,
      levelName: m.levelName,
      headline: m.headline,
    })),
  };
}

export interface ProfileReportTab {
  key: string;
  title: string;
  locked: boolean;
  blocks: ReportBlock[];
}

export interface ProfileReport {
  examId: string;
  /** The catalogue's name of the test in the report's language. */
  testName: string;
  testKind: ProfileTestKind;
  locale: LocaleCode;
  full: boolean;
  resultCode: string;
  resultLabel: string;
  title: string;
  overviewIntro: string[];
  sourceNote: string;
  meters: ProfileMeter[];
  tabs: ProfileReportTab[];
  lockedTabs: string[];
}

/** The report of a stored result: the overview always; the other tabs' blocks when `full`. Pure. */
export function assembleProfileReport(test: AnyProfileTest, score: ProfileScore<string, string>, locale: LocaleCode, full: boolean): ProfileReport {
  const texts = test.texts[locale];
  const [overview, ...paidTabs] = test.tabs as readonly string[];
  const paid: Record<string, ReportBlock[]> = full ? test.paidBlocks(score, texts) : {};
  const overviewBlocks = score.outcome.outcomes.map((outcome: string) => ({
    heading: texts.outcomes[outcome]!.name,
    subheading: '',
    paragraphs: [texts.outcomes[outcome]!.summary],
    lists: [],
  }));
  return {
    examId: test.examId,
    testName: seedExams.find((exam) => exam.id === test.examId)?.name[locale] ?? '',
    testKind: test.kind,
    locale,
    full,
    resultCode: score.outcome.code,
    resultLabel: texts.resultLabel,
    title: titleOf(test, score, texts),
    overviewIntro: [...texts.overviewIntro],
    sourceNote: texts.sourceNote,
    meters: metersOf(test, score, texts),
    tabs: [
      { key: overview!, title: texts.tabs[overview!]!, locked: false, blocks: overviewBlocks },
      ...paidTabs.map((key) => ({ key, title: texts.tabs[key]!, locked: !full, blocks: full ? (paid[key] ?? []) : [] })),
    ],
    lockedTabs: full ? [] : [...paidTabs],
  };
}

/** A block naming a scale and the visitor's level on it, with the level's interpretation. */
export function scaleBlock<S extends string>(
  texts: AnyTexts<S, string, string, string>,
  position: ScalePosition<S>,
  extra: { paragraphs?: string[]; lists?: ReportList[] } = {},
): ReportBlock {
  const scaleTexts = texts.scales[position.scale];
  const level = scaleTexts.levels[position.level];
  return {
    heading: scaleTexts.name,
    subheading: `${texts.levelNames[position.level]} · ${level.headline}`,
    paragraphs: [level.interpretation, ...(extra.paragraphs ?? [])],
    lists: extra.lists ?? [],
  };
}

/** A block of an outcome: its description and the named lists. */
export function outcomeBlock<O extends string, L extends string>(texts: AnyTexts<string, O, L, string>, outcome: O, lists: readonly L[], subheading = ''): ReportBlock {
  const outcomeTexts = texts.outcomes[outcome];
  return {
    heading: outcomeTexts.name,
    subheading,
    paragraphs: [...outcomeTexts.description],
    lists: lists.map((key) => ({ heading: texts.listHeadings[key], items: [...outcomeTexts.lists[key]] })),
  };
}

/** Only the lists of an outcome, under its name. */
export function outcomeListsBlock<O extends string, L extends string>(texts: AnyTexts<string, O, L, string>, outcome: O, lists: readonly L[]): ReportBlock {
  return { ...outcomeBlock(texts, outcome, lists), paragraphs: [] };
}
