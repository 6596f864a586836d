import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { type BotProof, botProofFields, botProofHeaders } from '../../../lib/bot-check';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

/** `POST /exam/order/info`: the answers, e-mail and form become an order with a free result. */
export type PlaceOrderRequest = ApiRequest<'/api/exam/order/info'>;
export type PlaceOrderResponse = ApiResponse<'/api/exam/order/info'>;

export function placeOrder(body: PlaceOrderRequest, proof?: BotProof): Promise<PlaceOrderResponse> {
  return api.post<PlaceOrderResponse>('/exam/order/info', { ...body, ...botProofFields(proof) }, { headers: botProofHeaders(proof) });
}

/** `placeOrder(body)` resolves with the order or rejects (ApiError, NetworkError); `isSending` meanwhile. */
export function usePlaceOrder() {
  const { trigger, isMutating } = useSWRMutation('exam/order/info', (_key: string, { arg: { proof, ...body } }: { arg: PlaceOrderRequest & { proof?: BotProof } }) =>
    placeOrder(body, proof),
  );
  return { placeOrder: trigger, isSending: isMutating };
}
