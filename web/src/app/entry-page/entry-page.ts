/**
 * The one script of the prerendered entry pages (home, landing routes, the 16 types pages) in
 * place of the app: what those pages do — the landing route guard (remember the entry, record
 * the page view), the language select, the phone menu, the cookie notice, the home statistics — and, once the
 * page is idle or the visitor points at a link, a prefetch of the app's code for the next step.
 * Every link is a plain link: the app starts on the page it opens (usually the test).
 *
 * What the prerender knows about the page comes in `<script type="application/json" id="entry-page-data">`.
 */
import { SITE_MENU_SELECTOR, enhanceSiteMenu } from '../../components/layout/site-menu';
import { appConfig } from '../../config/app-config';
import {
  choiceFromForm,
  currentConsent,
  forgetSettingsRequest,
  saveConsent,
  settingsRequested,
} from '../../features/cookie-consent/cookie-consent-storage';
import { startHomeStats, type StatsMessages } from '../../features/home/home-stats-island';
import { THEME_TABLE } from '../../features/themes/theme-table';
import { trackPageView } from '../../lib/analytics';
import { optionalConsentCategories } from '../../lib/generated/consent-cookie';
import { currentSite, landingMemory } from '../../lib/landing-entry';
import { searchWithLocale } from '../../lib/locale-detection';
import { rememberLocale } from '../../lib/locale-persistence';
import { isLocaleCode, localeInfo, type LocaleCode } from '../../lib/locales';
import { updateRequestContext } from '../../lib/request-context';
import { pickTrackingQuery } from '../../lib/tracking-query';
import { planLandingEntry } from '../routes/landing-entry-plan';
import { startTracking } from '../start-tracking';
import { followAdvertisingConsent } from '../routes/advertising-consent-memory';

/** Written by scripts/prerender.mjs. */
export interface EntryPageData {
  locale: LocaleCode;
  /** The theme table row of a landing page. */
  route?: string;
  /** The home page's statistics texts (`home:stats`). */
  stats?: StatsMessages;
  /** The app's code for the next step: module scripts and stylesheets. */
  prefetch: { scripts: string[]; styles: string[] };
}

function readData(): EntryPageData | null {
  const text = document.getElementById('entry-page-data')?.textContent;
  if (!text) return null;
  const data = JSON.parse(text) as EntryPageData;
  return isLocaleCode(data.locale) ? data : null;
}

/** The route guard of a landing route, as the app's loader runs it (app/routes/landing-guard.ts). */
function enterLanding(routeName: string, locale: LocaleCode): void {
  const route = THEME_TABLE.find((row) => row.name === routeName);
  if (!route) return;
  const url = new URL(window.location.href);
  const lastSegment = url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const plan = planLandingEntry(route, url, route.kind === 'code-exam' ? decodeURIComponent(lastSegment) : undefined, Date.now());
  if (!plan) return;
  landingMemory.remember(plan.entry, currentSite(url), currentConsent()?.advertising === true);
  trackPageView({ ...plan.pageView, locale });
}

/**
 * The language select goes to the same page in the chosen language (the form's button does it without JavaScript,
 * and is hidden with it). This script starts after the first paint, so a visitor may have chosen before it ran: that
 * choice is followed at start. Not after Back or Forward, where the browser restores the select as it was left.
 */
function enhanceLanguageForms(): void {
  const restored = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
  for (const select of document.querySelectorAll<HTMLSelectElement>('form[data-language-form] select[name="hl"]')) {
    const switchLanguage = () => {
      const next = select.value;
      if (!isLocaleCode(next)) return;
      rememberLocale(next);
      const { pathname, search, hash } = window.location;
      window.location.assign(pathname + searchWithLocale(search, next) + hash);
    };
    select.addEventListener('change', switchLanguage);
    const prerendered = Array.from(select.options).find((option) => option.defaultSelected)?.value;
    if (!restored && prerendered !== undefined && select.value !== prerendered) switchLanguage();
  }
}

/**
 * The notice's answers set the cookie here instead of posting the form (which the server answers without
 * JavaScript); the footer's "Cookie settings" link shows it again.
 */
function enhanceCookieNotice(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-consent-form]');
  const notice = form?.closest<HTMLElement>('.cookie-notice');
  if (!form || !notice) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form, event.submitter);
    saveConsent(choiceFromForm(data.get('consent') as string | null, data));
    forgetSettingsRequest();
    notice.classList.remove('cookie-notice--open');
    notice.hidden = true;
  });
  window.addEventListener('hashchange', () => {
    if (!settingsRequested()) return;
    // The prerendered boxes are unticked: they show the choice in force.
    const granted = currentConsent();
    for (const category of optionalConsentCategories) {
      const box = form.querySelector<HTMLInputElement>(`input[name="${category}"]`);
      if (box) box.checked = granted?.[category] ?? false;
    }
    notice.hidden = false;
    notice.classList.add('cookie-notice--open');
  });
}

let prefetched = false;

function prefetchApp({ scripts, styles }: EntryPageData['prefetch']): void {
  if (prefetched) return;
  prefetched = true;
  const add = (href: string, script: boolean) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    // As the app will request them: module scripts in CORS mode, stylesheets without.
    if (script) link.crossOrigin = '';
    document.head.append(link);
  };
  for (const href of scripts) add(href, true);
  for (const href of styles) add(href, false);
}

/** After the page has loaded and gone idle, or at once when the visitor points at or focuses a link. */
function prefetchWhenIdle(prefetch: EntryPageData['prefetch']): void {
  const now = () => prefetchApp(prefetch);
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="/"]')) now();
    }, { passive: true });
  }
  // Safari has no requestIdleCallback.
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(now, { timeout: 5_000 }) : setTimeout(now, 2_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function start(): void {
  const data = readData();
  if (!data) return;
  startTracking();
  const { tag } = localeInfo(data.locale);
  rememberLocale(data.locale);
  updateRequestContext({
    appVersion: appConfig.appVersion,
    examAppId: appConfig.defaultExamAppId,
    logId: pickTrackingQuery(window.location.search).logid,
    language: tag,
    hl: data.locale,
  });
  if (data.route) enterLanding(data.route, data.locale);
  followAdvertisingConsent();
  enhanceLanguageForms();
  enhanceCookieNotice();
  const menu = document.querySelector<HTMLDetailsElement>(SITE_MENU_SELECTOR);
  if (menu) enhanceSiteMenu(menu);
  const stats = document.querySelector<HTMLElement>('.stats[data-exam-id]');
  if (stats && data.stats) void startHomeStats(stats, data.stats, tag);
  prefetchWhenIdle(data.prefetch);
}

start();
