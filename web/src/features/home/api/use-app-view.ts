import useSWR from 'swr';
import { getAppView } from './get-app-view';

/**
 * The home page's statistics. Fetched in the browser only: the prerendered page shows the
 * loading state, never numbers frozen at build time.
 */
export function useAppView(examId: string, country: string | null) {
  const key = typeof window === 'undefined' ? null : (['app-view', examId, country] as const);
  return useSWR(key, ([, id, region]) => getAppView(id, region), { keepPreviousData: true });
}
