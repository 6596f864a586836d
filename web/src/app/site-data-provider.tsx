import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from '../lib/api-client';

const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  // Retry network trouble and 5xx a few times; a 4xx answer will not change by asking again.
  onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.result < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

/** SWR's settings for the pages of the site layout (home, answer flow, result…). */
export function SiteDataProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
