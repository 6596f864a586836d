/**
 * Bot protection in a real browser, with Turnstile configured against a local fake that serves its script and
 * siteverify API (product-tests/support/fake-turnstile.ts), so no internet is needed: the widget's token reaches the
 * gateway and is verified there, a refusal is shown on the form in the visitor's language, and a filled honeypot is
 * refused without asking Turnstile.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTurnstile, startFakeTurnstile } from '../../../product-tests/support/fake-turnstile';
import reportEn from '../../src/features/report/locales/en.json';
import commonEn from '../../src/locales/common/en.json';
import commonFr from '../../src/locales/common/fr.json';
import { browserSession } from './browser-session';
import { hasChromium } from './chromium';

let turnstile: FakeTurnstile;
const productVars: Record<string, string> = {};
// Registered before the session's own beforeAll, which starts the product with these variables.
beforeAll(async () => {
  turnstile = await startFakeTurnstile();
  Object.assign(productVars, { TURNSTILE_SITE_KEY: turnstile.siteKey, TURNSTILE_SECRET_KEY: turnstile.secretKey, TURNSTILE_BASE_URL: turnstile.baseUrl });
});
afterAll(() => turnstile?.stop());

const session = browserSession({ productVars });

async function retrievePage(query = ''): Promise<Page> {
  const context = await session.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${session.server.url}/report/retrieve${query}`);
  await widgetToken(page);
  return page;
}

/** Waits until the widget holds a token other than `spent` (kept in its hidden input, as Turnstile does). */
async function widgetToken(page: Page, spent = ''): Promise<string> {
  const input = page.locator('input[name="cf-turnstile-response"]');
  await expect.poll(async () => ((await input.count()) === 1 ? input.inputValue() : ''), { timeout: 20_000 }).toMatch(/^fake-turnstile-/);
  await expect.poll(() => input.inputValue(), { timeout: 20_000 }).not.toBe(spent);
  return input.inputValue();
}

/** Sends the form (in any language) and returns the token its call carried. */
async function submit(page: Page, email: string): Promise<string> {
  await page.locator('form.report-form input[type="email"]').fill(email);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/pay-api/exam/order/report/retrieve')),
    page.locator('form.report-form button[type="submit"]').click(),
  ]);
  return request.headers()['x-bot-check-token'] ?? '';
}

describe.skipIf(!hasChromium)('bot protection on the forms', () => {
  it('sends the widget’s token with the call, which the gateway verifies, and a fresh one the next time', async () => {
    const page = await retrievePage();
    const first = await submit(page, 'reader@example.com');
    await page.getByTestId('retrieve-result').getByText(reportEn.retrieve.success).waitFor();
    expect(first).toMatch(/^fake-turnstile-/);
    expect(turnstile.verifications).toContainEqual({ token: first, remoteip: expect.any(String), success: true });

    await page.getByRole('button', { name: reportEn.retrieve.sendAgain }).click();
    await widgetToken(page, first);
    const second = await submit(page, 'reader@example.com');
    await page.getByTestId('retrieve-result').getByText(reportEn.retrieve.success).waitFor();
    expect(second).toMatch(/^fake-turnstile-/);
    expect(second).not.toBe(first);
  });

  it('shows a refused check on the form in the visitor’s language, and passes after a new try', async () => {
    const page = await retrievePage('?hl=FR');
    turnstile.outcome = 'fail';
    const refused = await submit(page, 'refused@example.com');
    await page.getByRole('alert').getByText(commonFr.botCheck.failed).waitFor();
    turnstile.outcome = 'pass';
    // The widget was reset: the next press carries a new token and goes through.
    await widgetToken(page, refused);
    const retried = await submit(page, 'refused@example.com');
    await page.getByRole('status').waitFor();
    expect(turnstile.verifications).toContainEqual({ token: retried, remoteip: expect.any(String), success: true });
    expect(await page.getByText(commonFr.botCheck.failed).count()).toBe(0);
  });

  it('refuses a filled honeypot without asking Turnstile', async () => {
    const page = await retrievePage();
    const asked = turnstile.verifications.length;
    // What a form-filling bot does: every input gets a value, the hidden one too.
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await submit(page, 'bot@example.com');
    await page.getByRole('alert').getByText(commonEn.botCheck.failed).waitFor();
    expect(turnstile.verifications.length).toBe(asked);
  });
});
