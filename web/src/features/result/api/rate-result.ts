import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `POST /exam/order/info/rating`: one rating per order, rating again replaces it. */
export type RatingResponse = ApiResponse<'/api/exam/order/info/rating'>;

export function rateResult(orderNumber: string, rating: number): Promise<RatingResponse> {
  return api.post<RatingResponse>('/exam/order/info/rating', { orderNumber, rating });
}

/** `rate(n)` resolves with the saved rating or rejects. */
export function useRateResult(orderNumber: string) {
  const { trigger, isMutating } = useSWRMutation(
    ['exam/order/info/rating', orderNumber] as const,
    ([, number], { arg }: { arg: number }) => rateResult(number, arg),
  );
  return { rate: trigger, isSaving: isMutating };
}
