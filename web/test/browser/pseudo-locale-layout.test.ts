/**
 * Layout under long translations: the pseudo-localised build (every web text about 35 % longer and accented, see
 * src/lib/pseudo-localization.ts) renders the landing, question, checkout and report pages on a 390 px phone and a
 * 1280 px desktop; none may scroll sideways, and no button may stick out of the screen or clip its text.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSteps } from './api-steps';
import { browserSession } from './browser-session';
import { hasChromium } from './chromium';

const session = browserSession({ webBuild: 'pseudo' });
const { examOrder, payReportInSandbox } = apiSteps(() => session.server.url);

const WIDTHS = [390, 1280];
const PSEUDO_OPEN = '⟦';

const buyer = (email: string) => ({
  email,
  locale: 'EN',
  form: { firstName: 'Ada', lastName: 'Lovelace', yearOfBirth: 1990, country: 'US' },
  cardholderName: 'Ada Lovelace',
  postalCode: '10001',
});

/** From this width on, the main navigation's links stand on one row. */
const DESKTOP = 1024;

/**
 * What is wrong with the page's layout at this width: sideways scrolling, buttons outside the screen or clipping
 * their text, and on a desktop a main navigation that wraps onto a second row.
 */
function layoutProblems(page: Page, width: number): Promise<string[]> {
  return page.evaluate(({ viewportWidth, desktop }) => {
    const problems: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewportWidth) problems.push(`the page is ${pageWidth}px wide`);
    const navigationRows = new Set([...document.querySelectorAll<HTMLElement>('header nav li')].map((item) => Math.round(item.getBoundingClientRect().top)));
    if (viewportWidth >= desktop && navigationRows.size > 1) problems.push(`the main navigation wraps onto ${navigationRows.size} rows`);
    const buttons = document.querySelectorAll<HTMLElement>('button, [role="button"], input[type="submit"], a.button, a[class*="button"], a[class*="cta"]');
    for (const button of buttons) {
      const rect = button.getBoundingClientRect();
      const style = getComputedStyle(button);
      if (!rect.width || !rect.height || style.visibility === 'hidden') continue;
      const name = (button.textContent || button.getAttribute('aria-label') || button.tagName).trim().slice(0, 40);
      if (rect.left < -1 || rect.right > viewportWidth + 1) problems.push(`button "${name}" reaches ${Math.round(rect.left)}–${Math.round(rect.right)}px`);
      if (button.scrollWidth > button.clientWidth + 1 || button.scrollHeight > button.clientHeight + 1) {
        problems.push(`button "${name}" clips its text (${button.scrollWidth}×${button.scrollHeight} in ${button.clientWidth}×${button.clientHeight})`);
      }
    }
    return problems;
  }, { viewportWidth: width, desktop: DESKTOP });
}

/** Opens `path` at `width` and waits until `ready` shows with pseudo-localised text. */
async function render(path: string, width: number, ready: string): Promise<Page> {
  const context = await session.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${session.server.url}${path}`, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  // The page's own texts (not only the prerendered shell's) are the pseudo build's.
  await page.waitForFunction((open) => document.querySelector('main')?.textContent?.includes(open), PSEUDO_OPEN);
  return page;
}

describe.skipIf(!hasChromium)('pseudo-localised layout', () => {
  it('the layout check finds a page wider than the screen, a clipped or outlying button and a wrapping menu', async () => {
    const page = await render('/quiz/standard?hl=EN', 1280, '[role="radiogroup"]');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('beforeend', '<div style="width:1500px;height:1px"></div><button style="width:40px;height:20px;overflow:hidden;white-space:nowrap">A label far too long</button>');
      const list = document.querySelector('header nav ul')!;
      for (let i = 0; i < 12; i += 1) list.insertAdjacentHTML('beforeend', '<li><a href="/">A planted navigation link</a></li>');
    });
    const problems = await layoutProblems(page, 1280);
    expect(problems.some((problem) => problem.startsWith('the page is'))).toBe(true);
    expect(problems.some((problem) => problem.includes('"A label far too long" clips its text'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('the main navigation wraps'))).toBe(true);
  }, 120_000);

  it(
    'landing, question, checkout and report pages fit 390 px and 1280 px with every text 35 % longer',
    async () => {
      const unpaid = await examOrder(buyer(`pseudo-checkout-${Date.now()}@example.com`));
      const paidBuyer = buyer(`pseudo-report-${Date.now()}@example.com`);
      const paid = await examOrder(paidBuyer);
      await payReportInSandbox(paid, paidBuyer);
      const pages = [
        { name: 'landing', path: '/landing/relax?hl=EN', ready: 'h1' },
        { name: 'question', path: '/quiz/standard?hl=EN', ready: '[role="radiogroup"]' },
        { name: 'checkout', path: `/paying/buyreport?orderNumber=${unpaid}&hl=EN`, ready: '[data-testid="total-due"]' },
        { name: 'report', path: `/report/result?orderNumber=${paid}&hl=EN`, ready: '[data-testid="type-code"]' },
      ];
      const problems: string[] = [];
      for (const width of WIDTHS) {
        for (const { name, path, ready } of pages) {
          const page = await render(path, width, ready);
          problems.push(...(await layoutProblems(page, width)).map((problem) => `${name} at ${width}px: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    },
    300_000,
  );
});
