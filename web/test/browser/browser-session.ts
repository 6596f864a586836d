import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import accountEn from '../../src/features/account/locales/en.json';
import { hasChromium, launchChromium } from './chromium';
import { startWebServer, type WebBuild, type WebServer } from './web-server';

/**
 * One product and one Chromium per test file, and a fresh browser context (a new visitor: no storage,
 * no cookies) per test, closed after it. Call at the top level of a test file. `webBuild: 'pseudo'` serves the
 * pseudo-localised build instead of the production one.
 */
export function browserSession(options: { beforeBrowser?: () => void; productVars?: Record<string, string>; webBuild?: WebBuild } = {}) {
  let server: WebServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    if (!hasChromium) return;
    server = await startWebServer(options.productVars, options.webBuild);
    options.beforeBrowser?.();
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  return {
    get server(): WebServer {
      if (!server) throw new Error('The web server starts in beforeAll');
      return server;
    },
    /** A new visitor's browser context; the browser prefers English unless `locale` says otherwise. */
    async newContext(contextOptions: BrowserContextOptions = {}): Promise<BrowserContext> {
      if (!browser) throw new Error('Chromium starts in beforeAll');
      await context?.close();
      context = await browser.newContext({ locale: 'en-US', ...contextOptions });
      return context;
    },
  };
}

/** Waits until the element has focus: pages move focus in an effect after they render, not in the same frame. */
export async function expectFocused(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
}

/**
 * Signs a member in through the login page (English unless `language` names a locale code and its account
 * texts), which then goes on to `target` (a path with its query).
 */
export async function signInThroughLoginPage(
  page: Page,
  baseUrl: string,
  member: { email: string; password: string },
  target: string,
  language: { hl: string; account: typeof accountEn } = { hl: '', account: accountEn },
): Promise<void> {
  const hl = language.hl ? `hl=${language.hl}&` : '';
  await page.goto(`${baseUrl}/user/login?${hl}redirect=${encodeURIComponent(target)}`);
  await page.getByLabel(language.account.common.email, { exact: true }).fill(member.email);
  await page.getByLabel(language.account.common.password, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: language.account.login.submit }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
}
