import { describe, expect, it } from 'vitest';
import { minutesAndSeconds, normalizeMatricesReportOrder, solvedPercent } from './matrices-report-model';
import { normalizeAnyReportOrder } from './report-kinds';

const tabs = (locked: boolean) => [
  { key: 'score', title: '得分', locked: false },
  { key: 'comparison', title: '比较', locked },
  { key: 'rules', title: '规律', locked },
  { key: 'about', title: '关于测试', locked },
];

const comparison = {
  enoughResults: true,
  sampleSize: 412,
  minimumSampleSize: 30,
  percentile: 63,
  percentileText: 'higher than 63%',
  iqEstimate: 105,
  estimateLabel: 'IQ-scale estimate — not clinically normed',
  estimateNote: '100 + 15·z',
};

function order(report: Record<string, unknown>, paid = true) {
  return {
    orderNumber: 'MP1',
    examId: '3',
    paid,
    takenAt: '2026-11-22T21:00:00Z',
    report: {
      kind: 'matrices',
      locale: 'CN',
      full: paid,
      lockedTabs: paid ? [] : ['comparison', 'rules', 'about'],
      tabs: tabs(!paid),
      headings: { score: '得分' },
      testVersion: 'v1',
      correct: 18,
      answered: 27,
      total: 30,
      elapsedSeconds: 1144,
      timeLimitSeconds: 1500,
      summary: '18 / 30',
      comparison,
      ruleBreakdown: [{ rule: 'progression', name: '递进', description: '…', solved: 7, total: 10 }],
      measures: ['reasoning'],
      doesNotMeasure: ['knowledge'],
      ...report,
    },
  };
}

describe('the matrices report', () => {
  it('reads a paid report with its percentile, labelled estimate and rule breakdown', () => {
    const answer = normalizeAnyReportOrder(order({}));
    expect(answer?.kind).toBe('matrices');
    const read = normalizeMatricesReportOrder(order({}));
    expect(read?.report).toMatchObject({ full: true, correct: 18, total: 30, elapsedSeconds: 1144, measures: ['reasoning'] });
    expect(read?.report.comparison).toMatchObject({ enoughResults: true, percentile: 63, iqEstimate: 105 });
    expect(read?.report.comparison?.estimateLabel).toContain('not clinically normed');
    expect(read?.report.ruleBreakdown).toEqual([{ rule: 'progression', name: '递进', description: '…', solved: 7, total: 10 }]);
    expect(read?.report.tabs.comparison).toEqual({ title: '比较', locked: false });
  });

  it('shows no percentile or estimate below the minimum sample, even if numbers were sent', () => {
    const read = normalizeMatricesReportOrder(order({ comparison: { ...comparison, enoughResults: false, sampleSize: 4 } }));
    expect(read?.report.comparison).toMatchObject({ enoughResults: false, sampleSize: 4, percentile: null, iqEstimate: null });
  });

  it('keeps the paid tabs locked and empty for an unpaid order, whatever the report says', () => {
    const read = normalizeMatricesReportOrder(order({ full: true }, false));
    expect(read?.report.full).toBe(false);
    expect(read?.report.tabs.comparison.locked).toBe(true);
    expect(read?.report.tabs.score.locked).toBe(false);
    expect(read?.report).toMatchObject({ comparison: null, ruleBreakdown: [], measures: [], doesNotMeasure: [] });
  });

  it('refuses an inconsistent score and other kinds', () => {
    expect(normalizeMatricesReportOrder(order({ correct: 29 }))).toBeNull();
    expect(normalizeMatricesReportOrder(order({ kind: 'mapping' }))).toBeNull();
  });

  it('drops rules solved more often than used', () => {
    const read = normalizeMatricesReportOrder(order({ ruleBreakdown: [{ rule: 'constant', solved: 5, total: 4 }] }));
    expect(read?.report.ruleBreakdown).toEqual([]);
  });

  it('splits durations and works out a rule bar', () => {
    expect(minutesAndSeconds(1144)).toEqual({ minutes: 19, seconds: 4 });
    expect(solvedPercent({ rule: 'r', name: 'r', description: '', solved: 7, total: 10 })).toBe(70);
    expect(solvedPercent({ rule: 'r', name: 'r', description: '', solved: 0, total: 0 })).toBe(0);
  });
});
