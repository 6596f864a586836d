import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

/** `POST /exam/order/info`: the answers, e-mail and form become an order with a free result. */
export type PlaceOrderRequest = ApiRequest<'/api/exam/order/info'>;
export type PlaceOrderResponse = ApiResponse<'/api/exam/order/info'>;

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
