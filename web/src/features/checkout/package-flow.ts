/**
 * The package flow after the report purchase (spec §2, §4): five steps in a fixed order, each at
 * `/paying/package/:step`. An offer step with nothing to offer is passed over; the last step leads to
 * the report. Pure functions, so the order and the skipping are tested without a browser.
 */
import { FLOW_EXAM_ID } from './checkout-exams';

export const PACKAGE_STEPS = ['skip-trial', 'add-packs', 'depth-content', 'member-exclusive', 'access-product'] as const;
export type PackageStep = (typeof PACKAGE_STEPS)[number];

/** The flow's route (the step is a path parameter). */
export const PACKAGE_FLOW_ROUTE = '/paying/package/:step';
export const PACKAGE_FLOW_BASE = '/paying/package';

/** What an offer step sells: add-on SKUs paid on the payment page, or a subscription plan. */
export type StepOffer = 'sku' | 'plan' | 'none';

const OFFERS: Record<PackageStep, StepOffer> = {
  'skip-trial': 'plan',
  'add-packs': 'sku',
  'depth-content': 'sku',
  'member-exclusive': 'plan',
  'access-product': 'none',
};

/** The subscription plan each plan step offers. */
export const STEP_PLAN: Partial<Record<PackageStep, string>> = {
  'skip-trial': 'basic-4week',
  'member-exclusive': 'premium-month',
};

export function stepOffer(step: PackageStep): StepOffer {
  return OFFERS[step];
}

export function isPackageStep(value: string | undefined | null): value is PackageStep {
  return (PACKAGE_STEPS as readonly string[]).includes(value ?? '');
}

/** The API's name of a step (`add-packs` → `add_packs`). */
export function apiStepName(step: PackageStep): string {
  return step.replace(/-/g, '_');
}

/** The step of an API step name (`add_packs` → `add-packs`), else null. */
export function stepFromApiName(name: string | null | undefined): PackageStep | null {
  const step = (name ?? '').replace(/_/g, '-');
  return isPackageStep(step) ? step : null;
}

/** 1-based position, for 'Step n of 5'. */
export function stepNumber(step: PackageStep): number {
  return PACKAGE_STEPS.indexOf(step) + 1;
}

export const STEP_COUNT = PACKAGE_STEPS.length;

/** The step after `step`, or null after the last one. */
export function nextStep(step: PackageStep): PackageStep | null {
  return PACKAGE_STEPS[PACKAGE_STEPS.indexOf(step) + 1] ?? null;
}

/** The app path of a step. */
export function stepPath(step: PackageStep): string {
  return `${PACKAGE_FLOW_BASE}/${step}`;
}

/**
 * Where a loaded step goes: itself when it has something to show, else the next step (an empty offer
 * list is passed over). `access-product` always shows.
 */
export function resolveStep(step: PackageStep, offerCount: number): PackageStep {
  if (stepOffer(step) === 'none' || offerCount > 0) return step;
  return nextStep(step) ?? step;
}

/**
 * Where the success page's 'Continue' leads for an order of `examId`: after the report, the first step;
 * after paying a flow step's pack, the step after it; after any other payment (e.g. an add-on pack outside
 * the flow) or for another exam than the flow's (its packs are the standard test's), nowhere.
 */
export function continueStepAfterPayment(
  payment: { mode: 'report' | 'package'; step: string } | null,
  examId: string,
): PackageStep | null {
  if (examId !== FLOW_EXAM_ID) return null;
  if (!payment || payment.mode === 'report') return PACKAGE_STEPS[0];
  const paid = stepFromApiName(payment.step);
  return paid ? nextStep(paid) : null;
}
