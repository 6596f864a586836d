import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession } from './browser-session';
import { hasChromium } from './chromium';

const session = browserSession();
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Every page a visitor can reach without an account or an order: the entry pages (prerendered),
 * the test, the help and legal pages, sign-in and the paid offers, the member area (which sends a
 * guest to sign in) and the error pages. Pages that need a result or an order show their
 * "not found" state here; the journeys' tests check them with data.
 */
const ROUTES = [
  '/',
  '/landing/relax',
  '/relaxPage/mbti-1',
  '/personality-types',
  '/personality-types/infp',
  '/relaxPage/bad',
  '/no/such/page',
  '/quiz/standard?examId=1',
  '/question/mbti-1',
  '/report/retrieve',
  '/report/result-free-test',
  '/user/login',
  '/user/register',
  '/user/forgot-password',
  '/help',
  '/support',
  '/help/protocol/1',
  '/help/protocol/2',
  '/help/protocol/no-such-document',
  '/unsubscribe',
  '/paying/premiumSubscriptions',
  '/paying/plans',
  '/paying/buyreport',
  '/pay_failed',
  '/userCenter',
  '/userCenter/exploreMore',
  '/userCenter/exploreMore/testCenter',
  '/userCenter/exploreMore/articles',
  '/userCenter/exploreMore/treeHole',
  '/userCenter/growthCenter',
  '/userCenter/gameCenter',
  '/userCenter/courseList',
] as const;

const LOCALES = ['EN', 'JA', 'DE'] as const;

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical findings (WCAG 2.1 A and AA) on the page as it is now. */
async function seriousFindings(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}

/** Until the page has its heading and nothing says it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('h1') !== null && document.querySelector('.route-loading, [aria-busy="true"]') === null, undefined, {
    timeout: 15_000,
  });
}

describe.skipIf(!hasChromium)('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it.each(ROUTES)('%s has no serious or critical violation in EN, JA and DE', async (route) => {
    // The axe script is added to the page: the page's script policy allows only its own scripts.
    const page = await (await session.newContext({ bypassCSP: true })).newPage();
    const found: Record<string, Finding[]> = {};
    for (const locale of LOCALES) {
      await page.goto(`${session.server.url}${route}${route.includes('?') ? '&' : '?'}hl=${locale}`);
      await settled(page);
      const findings = await seriousFindings(page);
      if (findings.length > 0) found[locale] = findings;
    }
    expect(found).toEqual({});
  });
});

/** Pages that read without JavaScript: the entry pages (prerendered) and the help, legal and support pages (filled by the gateway). */
const NO_JS_ROUTES = ['/', '/landing/relax', '/personality-types/infp', '/help', '/support', '/helpDetail?id=1', '/help/protocol/1', '/help/protocol/2'] as const;

/** Script elements that run (JSON data does not). */
const RUNNING_SCRIPT = /<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g;

describe.skipIf(!hasChromium)('accessibility without JavaScript (axe-core, WCAG 2.1 AA)', () => {
  it.each(NO_JS_ROUTES)('%s as served has no serious or critical violation in EN, JA and DE', async (route) => {
    const page = await (await session.newContext({ bypassCSP: true })).newPage();
    // What a visitor without JavaScript gets: the server's page with its scripts taken out (axe is added after).
    const path = new URL(route, 'http://x').pathname;
    await page.route(
      (url) => url.pathname === path,
      async (request) => {
        const response = await request.fetch();
        await request.fulfill({ response, body: (await response.text()).replace(RUNNING_SCRIPT, '') });
      },
    );
    const found: Record<string, Finding[]> = {};
    for (const locale of LOCALES) {
      const response = await page.goto(`${session.server.url}${route}${route.includes('?') ? '&' : '?'}hl=${locale}`);
      expect([route, locale, response?.status()]).toEqual([route, locale, 200]);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.evaluate(() => document.querySelectorAll('script:not([type="application/json"])').length)).toBe(0);
      const findings = await seriousFindings(page);
      if (findings.length > 0) found[locale] = findings;
    }
    expect(found).toEqual({});
  });
});
