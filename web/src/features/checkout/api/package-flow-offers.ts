import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Money, Sku } from './types';

/** `GET /secondPhase/sku/package/{examId}/{step}/{country}`: the packs offered at one flow step. */
export interface SecondPhasePackages {
  step: string;
  packages: Sku[];
}

export function fetchSecondPhasePackages(examId: string, step: string, country: string): Promise<SecondPhasePackages> {
  return api.get<SecondPhasePackages>(
    `/secondPhase/sku/package/${encodeURIComponent(examId)}/${encodeURIComponent(step)}/${encodeURIComponent(country)}`,
  );
}

export function useSecondPhasePackages(examId: string, step: string | null, country: string) {
  const { data, error, mutate } = useSWR(step ? (['secondPhase/sku/package', examId, step, country] as const) : null, () =>
    fetchSecondPhasePackages(examId, step as string, country),
  { revalidateOnFocus: false });
  return { offer: data, error: error as unknown, retry: () => void mutate() };
}

/**
 * The part of a subscription plan the flow shows (the subscription feature owns the full shape; the
 * features do not import each other). `terms` is the server's renewal text in the visitor's language.
 */
export interface FlowPlan {
  planId: string;
  tier: string;
  name: string;
  description: string;
  trialDays: number;
  /** What the trial costs today (0: a free trial). */
  trialPrice: Money;
  price: Money;
  skipTrialPrice: Money;
  periodLabel: string;
  features: string[];
  terms: string;
}

/** `GET /secondPhase/plan/sku/list/{examId}/{country}`: the subscription plans. */
export function fetchFlowPlans(examId: string, country: string): Promise<{ plans: FlowPlan[] }> {
  return api.get<{ plans: FlowPlan[] }>(`/secondPhase/plan/sku/list/${encodeURIComponent(examId)}/${encodeURIComponent(country)}`);
}

export function useFlowPlans(examId: string, country: string, active: boolean) {
  const { data, error, mutate } = useSWR(active ? (['secondPhase/plan/sku/list/flow', examId, country] as const) : null, () =>
    fetchFlowPlans(examId, country),
  { revalidateOnFocus: false });
  return { plans: data?.plans, error: error as unknown, retry: () => void mutate() };
}
