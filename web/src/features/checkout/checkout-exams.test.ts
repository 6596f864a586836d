import { describe, expect, it } from 'vitest';
import { examReportKind } from './checkout-exams';
import { continueStepAfterPayment } from './package-flow';

describe('examReportKind', () => {
  it('describes each exam’s own report on the SKU page', () => {
    expect(['1', '2', '3', '4', '5', '6'].map(examReportKind)).toEqual(['type', 'mapping', 'matrices', 'relationships', 'career', 'growth']);
    expect(examReportKind('99')).toBe('type');
  });

  it('sells the profile tests’ reports without the standard test’s package flow', () => {
    for (const examId of ['2', '3', '4', '5', '6']) {
      expect(continueStepAfterPayment({ mode: 'report', step: '' }, examId), examId).toBeNull();
    }
    expect(continueStepAfterPayment({ mode: 'report', step: '' }, '1')).toBe('skip-trial');
  });
});
