/**
 * Composition root: picks the locale (path prefix, `hl`, stored, browser, fallback), moves to
 * the canonical URL for the locale strategy, loads that locale's messages, then renders.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { appConfig } from './config/app-config';
import { initI18n, onLocaleChange } from './lib/i18n';
import { detectLocale } from './lib/locale-detection';
import { readStoredLocale, rememberLocale } from './lib/locale-persistence';
import { planLocaleRouting } from './lib/locale-path';
import { localeInfo } from './lib/locales';
import { updateRequestContext } from './lib/request-context';
import { pickTrackingQuery } from './lib/tracking-query';
import './global-styles.css';

async function start(): Promise<void> {
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
  await initI18n(locale);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter(plan.basename)} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
