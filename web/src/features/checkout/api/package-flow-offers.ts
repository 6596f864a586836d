import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `GET /secondPhase/sku/package/{examId}/{step}/{country}`: the packs offered at one flow step. */
export type SecondPhasePackages = ApiResponse<'/api/secondPhase/sku/package/{examId}/{step}/{country}'>;

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

type FlowPlans = ApiResponse<'/api/secondPhase/plan/sku/list/{examId}/{country}'>;

/** A subscription plan as the flow shows it; `terms` is the server's renewal text in the visitor's language. */
export type FlowPlan = FlowPlans['plans'][number];

/** `GET /secondPhase/plan/sku/list/{examId}/{country}`: the subscription plans. */
export function fetchFlowPlans(examId: string, country: string): Promise<FlowPlans> {
  return api.get<FlowPlans>(`/secondPhase/plan/sku/list/${encodeURIComponent(examId)}/${encodeURIComponent(country)}`);
}

export function useFlowPlans(examId: string, country: string, active: boolean) {
  const { data, error, mutate } = useSWR(active ? (['secondPhase/plan/sku/list/flow', examId, country] as const) : null, () =>
    fetchFlowPlans(examId, country),
  { revalidateOnFocus: false });
  return { plans: data?.plans, error: error as unknown, retry: () => void mutate() };
}
