import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from '../lib/api-client';
import { i18n } from '../lib/i18n';

const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  // Retry network trouble and 5xx a few times; a 4xx answer will not change by asking again.
  onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.result < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>
        <Suspense fallback={null}>{children}</Suspense>
      </SWRConfig>
    </I18nextProvider>
  );
}
