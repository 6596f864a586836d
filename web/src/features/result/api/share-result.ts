import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

/** `POST /exam/order/info/share`. */
export interface ShareResponse {
  shareToken: string;
  /** App path of the shared result, e.g. `/report/result-free-test?share=…`. */
  sharePath: string;
}

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
