import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';

/**
 * App-wide providers. Only what every page needs: the landing pages load nothing more. Data
 * fetching (SWR) is provided by the site layout (site-data-provider.tsx), around the pages that
 * fetch.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>{children}</Suspense>
    </I18nextProvider>
  );
}
