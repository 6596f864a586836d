import { describe, expect, it } from 'vitest';
import { assembleMatricesReport, attemptFromPositions, describeMatricesResult, scoreMatricesAttempt, storedPositions } from '../src/domain/matrices/matrices-result.js';
import { matricesItemsV1 } from '../src/domain/matrices/matrices-items.js';
import { matricesTexts } from '../src/content/matrices-content-files.js';

const attempt = scoreMatricesAttempt(
  matricesItemsV1.slice(0, 10).map((item) => ({ questionId: item.id, value: item.correctValue })),
  600,
);

describe('a matrices result', () => {
  it('is stored as positions and rebuilt from them unchanged', () => {
    expect(attemptFromPositions(storedPositions(attempt))).toEqual(attempt);
  });

  it('caps the time at the limit and refuses a missing or negative time', () => {
    expect(scoreMatricesAttempt([], 5000).elapsedSeconds).toBe(1500);
    for (const bad of [undefined, -1, 1.5]) expect(() => scoreMatricesAttempt([], bad)).toThrow(expect.objectContaining({ reason: 'INVALID_ELAPSED_SECONDS' }));
  });

  it('refuses stored positions v1 cannot produce', () => {
    const positions = storedPositions(attempt);
    expect(() => attemptFromPositions(positions.map((p) => (p.scale === 'correct' ? { ...p, position: 31 } : p)))).toThrow(expect.objectContaining({ reason: 'INVALID_RESULT' }));
    expect(() => attemptFromPositions(positions.filter((p) => p.scale !== 'elapsed'))).toThrow(expect.objectContaining({ reason: 'INVALID_RESULT' }));
  });

  it('shows score and time in the free result', () => {
    expect(describeMatricesResult(attempt, 'EN')).toMatchObject({ typeCode: 'IQ-v1-10', title: '10 of 30 correct', summary: 'You answered 10 of 30 items in 10 min 0 s.' });
  });
});

describe('the matrices report', () => {
  it('locks comparison, rules and about until paid', () => {
    const free = assembleMatricesReport({ attempt, scoreCounts: [{ score: 10, count: 50 }], locale: 'EN', full: false });
    expect(free).toMatchObject({ lockedTabs: ['comparison', 'rules', 'about'], comparison: undefined, ruleBreakdown: [], measures: [], doesNotMeasure: [] });
    expect(free.tabs.filter((t) => t.locked).map((t) => t.key)).toEqual(['comparison', 'rules', 'about']);
  });

  it('says there are not enough results below 30, and always labels the estimate as not clinically normed', () => {
    const few = assembleMatricesReport({ attempt, scoreCounts: [{ score: 10, count: 29 }], locale: 'EN', full: true });
    expect(few.comparison).toMatchObject({ enoughResults: false, sampleSize: 29, percentile: undefined, iqEstimate: undefined });
    expect(few.comparison?.percentileText).toBe('Not enough results yet to compare: 29 people have taken this version, at least 30 are needed.');
    expect(few.comparison?.estimateLabel).toBe('IQ-scale estimate — not clinically normed');
  });

  it('gives the percentile and estimate from the stored scores, and the rules solved', () => {
    const report = assembleMatricesReport({ attempt, scoreCounts: [{ score: 5, count: 40 }, { score: 10, count: 20 }, { score: 20, count: 40 }], locale: 'FR', full: true });
    // 40 below, 20 tied of 100 → 50 → z = 0 → 100
    expect(report.comparison).toMatchObject({ enoughResults: true, sampleSize: 100, percentile: 50, iqEstimate: 100 });
    expect(report.comparison?.estimateLabel).toBe(matricesTexts.FR.estimateLabel);
    const solvedItems = matricesItemsV1.slice(0, 10);
    for (const tally of report.ruleBreakdown) {
      expect(tally.solved).toBe(solvedItems.filter((i) => Object.values(i.rules).includes(tally.rule as never)).length);
      expect(tally.name).toBe(matricesTexts.FR.rules[tally.rule as keyof typeof matricesTexts.FR.rules].name);
    }
  });
});
