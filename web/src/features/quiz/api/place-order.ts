import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { TrackingQuery } from '../../../lib/tracking-query';
import type { Gender } from '../quiz-state';

/** `POST /exam/order/info`: the answers, e-mail and form become an order with a free result. */
export interface PlaceOrderRequest {
  examId: string;
  locale: string;
  email: string;
  answers: Array<{ questionId: string; value: number }>;
  /** The matrices test: whole seconds taken (gateway/docs/matrices-calls.md); unanswered items are left out of `answers`. */
  elapsedSeconds?: number;
  form?: { firstName: string; lastName: string; yearOfBirth: number; gender: Gender; country: string };
  tracking?: TrackingQuery;
}

export interface PlaceOrderResponse {
  orderNumber: string;
  /** The free result (typeCode, title, summary, scales); the result page loads it again by number. */
  result: unknown;
}

export function placeOrder(body: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return api.post<PlaceOrderResponse>('/exam/order/info', body);
}

/** `placeOrder(body)` resolves with the order or rejects (ApiError, NetworkError); `isSending` meanwhile. */
export function usePlaceOrder() {
  const { trigger, isMutating } = useSWRMutation('exam/order/info', (_key: string, { arg }: { arg: PlaceOrderRequest }) =>
    placeOrder(arg),
  );
  return { placeOrder: trigger, isSending: isMutating };
}
