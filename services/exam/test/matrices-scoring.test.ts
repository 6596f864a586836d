import { describe, expect, it } from 'vitest';
import { compareScore, inverseNormal, minimumComparisonSample, scoreMatricesAnswers } from '../src/domain/matrices/matrices-scoring.js';
import { matricesItemsV1 } from '../src/domain/matrices/matrices-items.js';

const wrongValueOf = (correct: number) => (correct === 1 ? 2 : 1);

describe('scoring the matrices test', () => {
  it('counts correct answers, treats unanswered items as wrong and tallies each rule kind', () => {
    const answers = matricesItemsV1.slice(0, 20).map((item, i) => ({ questionId: item.id, value: i < 12 ? item.correctValue : wrongValueOf(item.correctValue) }));
    const score = scoreMatricesAnswers(matricesItemsV1, answers);
    expect(score).toMatchObject({ correct: 12, answered: 20, total: 30 });
    const solvedItems = matricesItemsV1.slice(0, 12);
    for (const tally of score.rules) {
      expect(tally.solved).toBe(solvedItems.filter((item) => Object.values(item.rules).includes(tally.rule)).length);
      expect(tally.total).toBe(matricesItemsV1.filter((item) => Object.values(item.rules).includes(tally.rule)).length);
    }
  });

  it('scores an empty answer sheet (time ran out) as zero', () => {
    expect(scoreMatricesAnswers(matricesItemsV1, [])).toMatchObject({ correct: 0, answered: 0, total: 30 });
  });

  it('scores every answer right as 30', () => {
    expect(scoreMatricesAnswers(matricesItemsV1, matricesItemsV1.map((i) => ({ questionId: i.id, value: i.correctValue }))).correct).toBe(30);
  });

  it('refuses unknown items, duplicates and values outside 1–8', () => {
    expect(() => scoreMatricesAnswers(matricesItemsV1, [{ questionId: 'b5-01', value: 1 }])).toThrow(expect.objectContaining({ reason: 'UNKNOWN_QUESTION' }));
    expect(() => scoreMatricesAnswers(matricesItemsV1, [{ questionId: 'm01', value: 1 }, { questionId: 'm01', value: 2 }])).toThrow(expect.objectContaining({ reason: 'DUPLICATE_ANSWER' }));
    for (const value of [0, 9, 2.5]) {
      expect(() => scoreMatricesAnswers(matricesItemsV1, [{ questionId: 'm01', value }])).toThrow(expect.objectContaining({ reason: 'ANSWER_OUT_OF_RANGE' }));
    }
  });
});

describe('comparing a score with our visitors', () => {
  it('gives no percentile or estimate below the minimum sample', () => {
    const scores = Array.from({ length: minimumComparisonSample - 1 }, (_, i) => i % 30);
    expect(compareScore(15, scores)).toEqual({ sampleSize: 29, percentile: null, iqEstimate: null });
  });

  it('uses the mid-rank percentile and maps it to 100 + 15·z', () => {
    const scores = Array.from({ length: 100 }, (_, i) => i % 20); // five of each score 0–19
    const middle = compareScore(10, scores); // 50 below, 5 tied → 52.5 → 53
    expect(middle).toEqual({ sampleSize: 100, percentile: 53, iqEstimate: 101 });
    expect(compareScore(19, scores)).toEqual({ sampleSize: 100, percentile: 98, iqEstimate: 131 });
    expect(compareScore(0, scores)).toEqual({ sampleSize: 100, percentile: 3, iqEstimate: 72 });
  });

  it('keeps the percentile within 1–99', () => {
    const scores = [...Array.from({ length: 40 }, () => 5), 30];
    expect(compareScore(30, Array.from({ length: 40 }, () => 30)).percentile).toBe(50);
    expect(compareScore(30, [...Array.from({ length: 200 }, () => 5), 30]).percentile).toBe(99);
    expect(compareScore(0, [0, ...scores.slice(0, 200)]).percentile).toBe(1);
  });

  it('inverts the normal distribution', () => {
    expect(inverseNormal(0.5)).toBeCloseTo(0, 8);
    expect(inverseNormal(0.975)).toBeCloseTo(1.959964, 5);
    expect(inverseNormal(0.01)).toBeCloseTo(-2.326348, 5);
  });
});
