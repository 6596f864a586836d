import { DomainError } from '@mindprint/platform/errors';
import type { LocaleCode } from '../locales.js';
import type { RuleKind } from './matrix-rules.js';
import { matricesItemsV1, matricesTestVersion, matricesTimeLimitSeconds } from './matrices-items.js';
import { compareScore, type MatricesScore, minimumComparisonSample, scoreMatricesAnswers } from './matrices-scoring.js';
import { matricesTexts } from '../../content/matrices-content-files.js';
import { fillTemplate } from '../report-assembly.js';
import { formatDuration } from './matrices-texts.js';

/**
 * A matrices result as the order service stores it: the type code `IQ-v1-<correct>` and positions
 * named correct, answered, elapsed and rule-<kind> (items of that rule solved). Totals come from the
 * version's item set, so they are not stored.
 */
export interface MatricesAttempt {
  score: MatricesScore;
  elapsedSeconds: number;
}

const rulePosition = (rule: RuleKind) => `rule-${rule}`;
export const matricesTypeCodePrefix = `IQ-${matricesTestVersion}-`;

export function scoreMatricesAttempt(answers: ReadonlyArray<{ questionId: string; value: number }>, elapsedSeconds: number | undefined): MatricesAttempt {
  if (elapsedSeconds === undefined || !Number.isInteger(elapsedSeconds) || elapsedSeconds < 0) {
    throw new DomainError('INVALID_ELAPSED_SECONDS', 'elapsedSeconds must be the whole seconds the test took', 'INVALID_ARGUMENT');
  }
  return { score: scoreMatricesAnswers(matricesItemsV1, answers), elapsedSeconds: Math.min(elapsedSeconds, matricesTimeLimitSeconds) };
}

export function storedPositions(attempt: MatricesAttempt): Array<{ scale: string; position: number }> {
  return [
    { scale: 'correct', position: attempt.score.correct },
    { scale: 'answered', position: attempt.score.answered },
    { scale: 'elapsed', position: attempt.elapsedSeconds },
    ...attempt.score.rules.map((r) => ({ scale: rulePosition(r.rule), position: r.solved })),
  ];
}

/** Rebuilds an attempt from stored positions; refuses positions that cannot come from v1. */
export function attemptFromPositions(positions: ReadonlyArray<{ scale: string; position: number }>): MatricesAttempt {
  const byScale = new Map(positions.map((p) => [p.scale, p.position]));
  const total = matricesItemsV1.length;
  const read = (scale: string, max: number) => {
    const value = byScale.get(scale);
    if (value === undefined || !Number.isInteger(value) || value < 0 || value > max) {
      throw new DomainError('INVALID_RESULT', `The matrices result's ${scale} must be a whole number from 0 to ${max}`, 'INVALID_ARGUMENT');
    }
    return value;
  };
  const ruleTotals = scoreMatricesAnswers(matricesItemsV1, []).rules;
  return {
    score: {
      correct: read('correct', total),
      answered: read('answered', total),
      total,
      rules: ruleTotals.map((r) => ({ rule: r.rule, solved: read(rulePosition(r.rule), r.total), total: r.total })),
    },
    elapsedSeconds: read('elapsed', matricesTimeLimitSeconds),
  };
}

export interface MatricesResult {
  typeCode: string;
  title: string;
  summary: string;
  /** The stored positions (see `storedPositions`); the gateway shows none of them in the free result. */
  scales: Array<{ scale: string; position: number }>;
  matrices: { correct: number; answered: number; total: number; elapsedSeconds: number; timeLimitSeconds: number; testVersion: string };
}

/** The free result: raw score and time, nothing compared. */
export function describeMatricesResult(attempt: MatricesAttempt, locale: LocaleCode): MatricesResult {
  const texts = matricesTexts[locale];
  const { correct, answered, total } = attempt.score;
  return {
    typeCode: `${matricesTypeCodePrefix}${correct}`,
    title: fillTemplate(texts.resultTitle, { correct, total }),
    summary: fillTemplate(texts.resultSummary, { answered, total, duration: formatDuration(texts, attempt.elapsedSeconds) }),
    scales: storedPositions(attempt),
    matrices: { correct, answered, total, elapsedSeconds: attempt.elapsedSeconds, timeLimitSeconds: matricesTimeLimitSeconds, testVersion: matricesTestVersion },
  };
}

export const matricesTabKeys = ['score', 'comparison', 'rules', 'about'] as const;
export type MatricesTabKey = (typeof matricesTabKeys)[number];

/** The report; the free one is the score tab only. Stored scores of the version come in as counts per score. */
export function assembleMatricesReport(input: {
  attempt: MatricesAttempt;
  scoreCounts: ReadonlyArray<{ score: number; count: number }>;
  locale: LocaleCode;
  full: boolean;
}) {
  const texts = matricesTexts[input.locale];
  const { correct, answered, total } = input.attempt.score;
  const lockedTabs: MatricesTabKey[] = input.full ? [] : ['comparison', 'rules', 'about'];
  const storedScores = input.scoreCounts.flatMap(({ score, count }) => Array.from({ length: Math.max(0, count) }, () => score));
  const compared = compareScore(correct, storedScores);
  const comparison = {
    enoughResults: compared.percentile !== null,
    sampleSize: compared.sampleSize,
    minimumSampleSize: minimumComparisonSample,
    percentile: compared.percentile ?? undefined,
    percentileText:
      compared.percentile === null
        ? fillTemplate(texts.notEnoughResults, { sampleSize: compared.sampleSize, minimum: minimumComparisonSample })
        : fillTemplate(texts.percentileText, { percentile: compared.percentile, version: matricesTestVersion }),
    iqEstimate: compared.iqEstimate ?? undefined,
    estimateLabel: texts.estimateLabel,
    estimateNote: texts.estimateNote,
  };
  return {
    locale: input.locale,
    full: input.full,
    lockedTabs,
    tabs: matricesTabKeys.map((key) => ({ key, title: texts.tabs[key], locked: lockedTabs.includes(key) })),
    headings: { ...texts.headings },
    testName: texts.testName,
    testVersion: matricesTestVersion,
    correct,
    answered,
    total,
    elapsedSeconds: input.attempt.elapsedSeconds,
    timeLimitSeconds: matricesTimeLimitSeconds,
    summary: `${fillTemplate(texts.resultTitle, { correct, total })} · ${formatDuration(texts, input.attempt.elapsedSeconds)}`,
    comparison: input.full ? comparison : undefined,
    ruleBreakdown: input.full
      ? input.attempt.score.rules.map((r) => ({ rule: r.rule, name: texts.rules[r.rule].name, description: texts.rules[r.rule].description, solved: r.solved, total: r.total }))
      : [],
    measures: input.full ? [...texts.measures] : [],
    doesNotMeasure: input.full ? [...texts.doesNotMeasure] : [],
  };
}

export type MatricesReport = ReturnType<typeof assembleMatricesReport>;
