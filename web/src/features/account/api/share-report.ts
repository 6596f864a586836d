import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `POST /exam/order/info/share` with `{ orderNumber }`. */
export type ShareLink = ApiResponse<'/api/exam/order/info/share'>;

export function createShareLink(orderNumber: string): Promise<ShareLink> {
  return api.post<ShareLink>('/exam/order/info/share', { orderNumber });
}

/** One report's share link: `share()` resolves with it (kept in `link`) or rejects. */
export function useShareLink(orderNumber: string) {
  const { trigger, data, isMutating } = useSWRMutation(['account/share', orderNumber] as const, ([, number]) => createShareLink(number));
  return { share: trigger, link: data, isSharing: isMutating };
}
