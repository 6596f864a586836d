import type { Page } from 'playwright-core';
import { hasChromium } from './chromium';
import { describe, expect, it } from 'vitest';
import { browserSession } from './browser-session';

const session = browserSession();

/** A fresh visitor (no storage, no cookies) whose browser prefers English. */
async function newVisitor(): Promise<Page> {
  return (await session.newContext()).newPage();
}

describe.skipIf(!hasChromium)('home page and 404', () => {
  it('shows the title and the navigation on the home page', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Mindprint');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toEqual([
      'Home',
      'Personality Types',
      'Professional Tests',
      'Retrieve Report',
      'Login/Register',
      'My Store',
    ]);
    expect(await page.getByRole('link', { name: 'Take the test' }).count()).toBe(1);
    expect(await page.getByLabel('Language').inputValue()).toBe('EN');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('shows "Page Not Found: {path}" for an unmatched route', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/no/such/page`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Page Not Found: /no/such/page');
  });

  it('speaks Japanese with ?hl=JA and remembers it in the i18n_redirected cookie', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/?hl=JA`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'メインナビゲーション' });
    expect(await nav.getByRole('link').first().textContent()).toBe('ホーム');
    expect(await page.getByRole('link', { name: 'テストを受ける' }).count()).toBe(1);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');

    // The prerendered page shows Japanese before the app runs; the app then sets the cookie.
    const localeCookie = async () => (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
    await expect.poll(async () => (await localeCookie())?.value, { timeout: 10_000 }).toBe('JA');
    const cookie = await localeCookie();
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });
});

describe.skipIf(!hasChromium)('a mistyped landing link and the cookie choice', () => {
  it('answers a bad landing or themed code with the 404 page and a way home, in the visitor’s language, without JavaScript', async () => {
    const page = await (await session.newContext({ javaScriptEnabled: false, locale: 'de-DE' })).newPage();
    for (const path of ['/relaxPage/bad', '/landing/no-such-variant']) {
      const response = await page.goto(`${session.server.url}${path}`);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden');
      await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
      await page.waitForURL(`${session.server.url}/`);
    }
  });

  it('asks for the cookie choice once: with the app, and on a prerendered page without JavaScript', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/landing/relax`);
    const notice = page.getByRole('region', { name: 'Cookie settings' });
    await page.getByRole('button', { name: 'Accept all' }).click();
    await notice.waitFor({ state: 'detached' });
    for (const path of ['/landing/relax', '/', '/relaxPage/mbti-1']) {
      await page.goto(`${session.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await notice.isVisible()).toBe(false);
    }

    const offline = await (await session.newContext({ javaScriptEnabled: false })).newPage();
    await offline.goto(`${session.server.url}/landing/types?fbclid=x`);
    await offline.getByRole('button', { name: 'Accept all' }).click();
    await offline.waitForURL(`${session.server.url}/landing/types?fbclid=x#`);
    expect(await offline.getByRole('region', { name: 'Cookie settings' }).isVisible()).toBe(false);
    expect((await offline.context().cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('v2.statistics.advertising');
  });
});
