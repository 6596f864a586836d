/**
 * Composition root: picks the locale (path prefix, `hl`, stored, browser, fallback), moves to
 * the canonical URL for the locale strategy, loads that locale's messages and the route's page,
 * then renders. Until then the page's prerendered HTML (the site shell) stays on screen; React's
 * first commit replaces it in one step, so nothing flashes.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { preloadFeaturePage } from './app/feature-routes';
import { AppProviders } from './app/providers';
import { startTracking } from './app/start-tracking';
import { createAppRouter, routerReady } from './app/router';
import { appConfig } from './config/app-config';
import { fetchBuildMetadata, loadNextNavigationFresh, watchBuildVersion } from './lib/build-version';
import { installChunkReloadGuard, sessionStorageOrNull } from './lib/chunk-reload';
import { initI18n, onLocaleChange } from './lib/i18n';
import { setIntentPreloader } from './lib/intent-preload';
import { detectLocale } from './lib/locale-detection';
import { readStoredLocale, rememberLocale } from './lib/locale-persistence';
import { planLocaleRouting } from './lib/locale-path';
import { localeInfo } from './lib/locales';
import { updateRequestContext } from './lib/request-context';
import { pickTrackingQuery } from './lib/tracking-query';
import { followAdvertisingConsent } from './app/routes/advertising-consent-memory';
import './global-styles.css';

async function start(): Promise<void> {
  // Before any page code is imported: a chunk that fails to load reloads the page once.
  installChunkReloadGuard(window, sessionStorageOrNull());
  // Before the router's guards send their first page view.
  startTracking();
  const { pathname, search, hash } = window.location;
  const { localeStrategy, defaultLocale } = appConfig;

  const { locale } = detectLocale({
    pathname,
    search,
    stored: readStoredLocale(),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    strategy: localeStrategy,
    fallback: defaultLocale,
  });
  const plan = planLocaleRouting(pathname, locale, localeStrategy, defaultLocale);
  if (plan.redirectTo) window.history.replaceState(window.history.state, '', plan.redirectTo + search + hash);

  updateRequestContext({
    appVersion: appConfig.appVersion,
    examAppId: appConfig.defaultExamAppId,
    logId: pickTrackingQuery(search).logid,
  });
  onLocaleChange((code) => {
    rememberLocale(code);
    updateRequestContext({ language: localeInfo(code).tag, hl: code });
  });
  setIntentPreloader(preloadFeaturePage);
  followAdvertisingConsent();

  // The router starts loading the page's code right away, in parallel with the messages.
  const router = createAppRouter(plan.basename);
  if (appConfig.buildId) {
    watchBuildVersion({ runningId: appConfig.buildId, fetchMetadata: fetchBuildMetadata, doc: document, onNewBuild: () => loadNextNavigationFresh(router, window.location) });
  }
  await Promise.all([initI18n(locale), routerReady(router)]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
