import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import helpEn from '../../src/features/help/locales/en.json';
import { LEGAL_LINKS } from '../../src/lib/legal-links';
import commonEn from '../../src/locales/common/en.json';
import { browserSession } from './browser-session';
import { hasChromium } from './chromium';

const session = browserSession();

/** Pages whose links lead into help: the help center and support themselves, sign-up (terms, privacy), the plans (help sections). */
const SOURCES = ['/help', '/support', '/user/register', '/paying/plans'];
const HELP_PAGE = /^\/(help|help\/protocol\/[^/]+|helpDetail|support)$/;

/** The page's links into help: path, a help item's id and anchor (the tracking query aside). */
async function helpLinksOn(page: Page): Promise<string[]> {
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors
      .map((anchor) => new URL((anchor as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => ({ path: url.pathname, id: url.searchParams.get('id'), hash: url.hash })),
  );
  return links.filter(({ path }) => HELP_PAGE.test(path)).map(({ path, id, hash }) => `${path}${id ? `?id=${id}` : ''}${hash}`);
}

/** The page shows what the link promised: no 404 page, no "does not exist", and the anchor's section. */
async function expectResolved(page: Page, target: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  expect([target, await heading.textContent()]).not.toEqual([target, commonEn.notFound.title]);
  for (const missing of [helpEn.detail.notFound, helpEn.detail.missingId, helpEn.protocol.notFound]) {
    expect(await page.getByText(missing).count(), `${target}: ${missing}`).toBe(0);
  }
  const { hash } = new URL(target, 'http://x');
  if (hash) await page.locator(`[id="${hash.slice(1)}"]`).waitFor();
}

describe.skipIf(!hasChromium)('links to help, legal and support pages', () => {
  it('resolve with and without JavaScript: every one the app renders on its help-linking pages, and every legal link', async () => {
    const base = session.server.url;
    const app = await (await session.newContext()).newPage();
    const targets = new Set(Object.values(LEGAL_LINKS).map(({ pathname, hash }) => `${pathname}#${hash}`));
    for (const source of SOURCES) {
      await app.goto(`${base}${source}`);
      await app.waitForLoadState('networkidle');
      for (const link of await helpLinksOn(app)) targets.add(link);
    }
    // The walk saw the links these pages are known to have.
    expect([...targets]).toEqual(expect.arrayContaining(['/help#terms', '/help#privacy', '/help#legal-and-policies', '/support', '/help/protocol/1', '/helpDetail?id=1']));

    for (const target of targets) {
      await app.goto(`${base}${target}`);
      await app.waitForLoadState('networkidle');
      await expectResolved(app, target);
    }

    const served = await (await session.newContext({ javaScriptEnabled: false })).newPage();
    for (const target of targets) {
      // From another page: a link to an anchor of the page shown would only scroll it.
      await served.goto('about:blank');
      const response = await served.goto(`${base}${target}`);
      expect([target, response?.status()]).toEqual([target, 200]);
      await expectResolved(served, target);
    }
  });
});
