import { describe, expect, it } from 'vitest';
import { examIds } from '../../lib/generated/product';
import { examReportKind } from './checkout-exams';
import { continueStepAfterPayment } from './package-flow';

describe('examReportKind', () => {
  it('describes each exam’s own report on the SKU page', () => {
    expect(Object.values(examIds).map(examReportKind)).toEqual(['type', 'mapping', 'matrices', 'relationships', 'career', 'growth']);
    expect(examReportKind('99')).toBe('type');
  });

  it('sells the profile tests’ reports without the standard test’s package flow', () => {
    for (const examId of [examIds.mapping, examIds.matrices, examIds.relationships, examIds.career, examIds.growth]) {
      expect(continueStepAfterPayment({ mode: 'report', step: '' }, examId), examId).toBeNull();
    }
    expect(continueStepAfterPayment({ mode: 'report', step: '' }, examIds.type)).toBe('skip-trial');
  });
});
