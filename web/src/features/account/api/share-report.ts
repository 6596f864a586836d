import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

/** `POST /exam/order/info/share` with `{ orderNumber }`. */
export interface ShareLink {
  shareToken: string;
  /** App path of the shared free result, e.g. `/report/result-free-test?share=…`. */
  sharePath: string;
}

export function createShareLink(orderNumber: string): Promise<ShareLink> {
  return api.post<ShareLink>('/exam/order/info/share', { orderNumber });
}

/** One report's share link: `share()` resolves with it (kept in `link`) or rejects. */
export function useShareLink(orderNumber: string) {
  const { trigger, data, isMutating } = useSWRMutation(['account/share', orderNumber] as const, ([, number]) => createShareLink(number));
  return { share: trigger, link: data, isSharing: isMutating };
}
