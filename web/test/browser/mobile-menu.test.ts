import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, expectFocused } from './browser-session';
import { hasChromium } from './chromium';
import { localeCodes } from '../../src/lib/locales';

const session = browserSession();

const PHONE = { width: 390, height: 844 };

const headerHeight = (page: Page) => page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().height);
const menuButton = (page: Page) => page.locator('summary.site-menu__button');

describe.skipIf(!hasChromium)('the phone header', () => {
  it('is one row of at most 64 px with the navigation collapsed, in the nine locales', async () => {
    const page = await (await session.newContext({ viewport: PHONE })).newPage();
    const taller: string[] = [];
    for (const hl of localeCodes) {
      for (const path of ['/', '/personality-types/intj', '/help']) {
        await page.goto(`${session.server.url}${path}?hl=${hl}`);
        await page.locator('.site-header').waitFor();
        const height = await headerHeight(page);
        if (height > 64) taller.push(`${hl} ${path}: ${height}px`);
        if (await page.locator('.site-nav').isVisible()) taller.push(`${hl} ${path}: navigation shown while closed`);
      }
    }
    expect(taller).toEqual([]);
  }, 180_000);

  it('opens and closes its menu without JavaScript on an entry page', async () => {
    const page = await (await session.newContext({ viewport: PHONE, javaScriptEnabled: false })).newPage();
    await page.goto(`${session.server.url}/?hl=DE`);
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    const types = page.getByRole('link', { name: 'Persönlichkeitstypen' });
    expect(await types.isVisible()).toBe(false);
    await menuButton(page).click();
    expect(await types.isVisible()).toBe(true);
    // The language form moves into the menu too, with its button for pages without JavaScript.
    expect(await page.getByRole('button', { name: 'Wechseln' }).isVisible()).toBe(true);
    await menuButton(page).click();
    expect(await types.isVisible()).toBe(false);
    await menuButton(page).click();
    await types.click();
    await page.waitForURL(`${session.server.url}/personality-types`);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });

  it('works by keyboard and states aria-expanded, on an entry page and in the app', async () => {
    const page = await (await session.newContext({ viewport: PHONE })).newPage();
    for (const path of ['/', '/help']) {
      await page.goto(`${session.server.url}${path}?hl=EN`);
      const button = menuButton(page);
      await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');
      expect(await button.getAttribute('aria-controls')).toBe('site-header-menu');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
      const home = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' });
      expect(await home.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      await expectFocused(home);
      await page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');
      await expectFocused(button);
      expect(await home.isVisible()).toBe(false);
      await page.keyboard.press('Space');
      await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    }
    // In the app a link changes the page without a reload; the menu closes behind it.
    await page.getByRole('link', { name: 'Personality Types' }).click();
    await page.waitForURL((url) => url.pathname === '/personality-types');
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false');
    expect(await page.locator('.site-nav').isVisible()).toBe(false);
  });

  it.each([
    { js: 'with JavaScript', javaScriptEnabled: true },
    { js: 'without JavaScript (the language form shows its button)', javaScriptEnabled: false },
  ])('shows the whole navigation and the language form on one row and no menu button at 1280 px, in the nine locales, $js', async ({ javaScriptEnabled }) => {
    const page = await (await session.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled })).newPage();
    const wrapped: string[] = [];
    for (const hl of localeCodes) {
      for (const path of ['/', '/help']) {
        // With JavaScript the app takes over the prerendered page after load: measure the layout it settles on.
        await page.goto(`${session.server.url}${path}?hl=${hl}`, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' });
        if (await menuButton(page).isVisible()) wrapped.push(`${hl} ${path}: menu button shown`);
        const rows = await page.locator('.site-nav li').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
        if (rows !== 1) wrapped.push(`${hl} ${path}: ${rows} rows`);
        // The language form beside the navigation, not on a row of its own.
        const [nav, form] = await Promise.all(['.site-nav li', '.site-header .language-switcher'].map((selector) => page.locator(selector).first().boundingBox()));
        if (!nav || !form || form.y >= nav.y + nav.height || form.y + form.height <= nav.y) wrapped.push(`${hl} ${path}: language form on its own row`);
        if ((await headerHeight(page)) > 64) wrapped.push(`${hl} ${path}: header ${await headerHeight(page)}px`);
      }
    }
    expect(wrapped).toEqual([]);
  }, 180_000);
});
