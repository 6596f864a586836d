import { describe, expect, it } from 'vitest';
import { examIds } from '../../lib/generated/product';
import {
  apiStepName,
  continueStepAfterPayment,
  isPackageStep,
  nextStep,
  PACKAGE_STEPS,
  resolveStep,
  stepFromApiName,
  stepNumber,
  stepPath,
  STEP_COUNT,
} from './package-flow';

describe('package flow', () => {
  it('has the five steps in the spec order, numbered 1 to 5', () => {
    expect(PACKAGE_STEPS).toEqual(['skip-trial', 'add-packs', 'depth-content', 'member-exclusive', 'access-product']);
    expect(STEP_COUNT).toBe(5);
    expect(PACKAGE_STEPS.map(stepNumber)).toEqual([1, 2, 3, 4, 5]);
  });

  it('walks from one step to the next and ends after access-product', () => {
    expect(nextStep('skip-trial')).toBe('add-packs');
    expect(nextStep('add-packs')).toBe('depth-content');
    expect(nextStep('depth-content')).toBe('member-exclusive');
    expect(nextStep('member-exclusive')).toBe('access-product');
    expect(nextStep('access-product')).toBeNull();
    expect(stepPath('depth-content')).toBe('/paying/package/depth-content');
  });

  it('maps step names to the API names and back, refusing others', () => {
    expect(apiStepName('add-packs')).toBe('add_packs');
    expect(apiStepName('depth-content')).toBe('depth_content');
    expect(stepFromApiName('member_exclusive')).toBe('member-exclusive');
    expect(stepFromApiName('checkout')).toBeNull();
    expect(stepFromApiName('')).toBeNull();
    expect(isPackageStep('skip-trial')).toBe(true);
    expect(isPackageStep('skip_trial')).toBe(false);
    expect(isPackageStep(undefined)).toBe(false);
  });

  it('passes over an offer step with nothing to offer, never the last step', () => {
    expect(resolveStep('add-packs', 2)).toBe('add-packs');
    expect(resolveStep('add-packs', 0)).toBe('depth-content');
    expect(resolveStep('skip-trial', 0)).toBe('add-packs');
    expect(resolveStep('member-exclusive', 0)).toBe('access-product');
    expect(resolveStep('member-exclusive', 1)).toBe('member-exclusive');
    expect(resolveStep('access-product', 0)).toBe('access-product');
  });

  it('continues after a payment: the report leads into the flow, a flow pack to the step after it', () => {
    expect(continueStepAfterPayment(null, examIds.type)).toBe('skip-trial');
    expect(continueStepAfterPayment({ mode: 'report', step: '' }, examIds.type)).toBe('skip-trial');
    expect(continueStepAfterPayment({ mode: 'package', step: 'add_packs' }, examIds.type)).toBe('depth-content');
    expect(continueStepAfterPayment({ mode: 'package', step: 'depth_content' }, examIds.type)).toBe('member-exclusive');
    expect(continueStepAfterPayment({ mode: 'package', step: '' }, examIds.type)).toBeNull();
    // The flow sells the standard test's packs: the mapping test's report leads straight to the report.
    expect(continueStepAfterPayment({ mode: 'report', step: '' }, examIds.mapping)).toBeNull();
    expect(continueStepAfterPayment(null, examIds.mapping)).toBeNull();
  });
});
