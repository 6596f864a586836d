import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `POST /exam/order/info/share`. */
/** `sharePath`: the app path of the shared result, e.g. `/report/result-free-test?share=…`. */
export type ShareResponse = ApiResponse<'/api/exam/order/info/share'>;

export function createShareLink(orderNumber: string): Promise<ShareResponse> {
  return api.post<ShareResponse>('/exam/order/info/share', { orderNumber });
}

/** `share()` resolves with the link (kept in `data`) or rejects. */
export function useShareResult(orderNumber: string) {
  const { trigger, data, isMutating } = useSWRMutation(['exam/order/info/share', orderNumber] as const, ([, number]) =>
    createShareLink(number),
  );
  return { share: trigger, link: data, isSharing: isMutating };
}
