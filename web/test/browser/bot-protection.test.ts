/**
 * Bot protection in a real browser, with Turnstile configured against a local fake that serves its script and
 * siteverify API (product-tests/support/fake-turnstile.ts), so no internet is needed: the widget's token reaches the
 * gateway and is verified there, a refusal is shown on the form in the visitor's language, a filled honeypot is
 * refused without asking Turnstile, a blocked script or frame is said so with a way to load it again (the input kept), and a
 * member's course purchase carries the token too.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTurnstile, startFakeTurnstile } from '../../../product-tests/support/fake-turnstile';
import { memberCalls } from '../../../product-tests/support/member-calls';
import checkoutEn from '../../src/features/checkout/locales/en.json';
import coursesEn from '../../src/features/courses/locales/en.json';
import reportEn from '../../src/features/report/locales/en.json';
import commonDe from '../../src/locales/common/de.json';
import commonEn from '../../src/locales/common/en.json';
import commonFr from '../../src/locales/common/fr.json';
import { browserSession, signInThroughLoginPage } from './browser-session';
import { hasChromium } from './chromium';
import { fill } from './fill-template';
import { gatewayCall } from './gateway-api';
import { pathname } from './journey-steps';

let turnstile: FakeTurnstile;
const productVars: Record<string, string> = {};
// Registered before the session's own beforeAll, which starts the product with these variables.
beforeAll(async () => {
  turnstile = await startFakeTurnstile();
  Object.assign(productVars, { TURNSTILE_SITE_KEY: turnstile.siteKey, TURNSTILE_SECRET_KEY: turnstile.secretKey, TURNSTILE_BASE_URL: turnstile.baseUrl });
});
afterAll(() => turnstile?.stop());

const session = browserSession({ productVars });

async function retrievePage(query = '', options: { scriptBlocked?: boolean } = {}): Promise<Page> {
  const context = await session.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // What an ad blocker does to Turnstile's script.
  if (options.scriptBlocked) await page.route(`${turnstile.baseUrl}/turnstile/v0/api.js*`, (route) => route.abort('blockedbyclient'));
  await page.goto(`${session.server.url}/report/retrieve${query}`);
  if (!options.scriptBlocked) await widgetToken(page);
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

  it('says in the visitor’s language when Turnstile’s script is blocked, still refuses the call, and loads it again on request with the input kept', async () => {
    const page = await retrievePage('?hl=DE', { scriptBlocked: true });
    const blocked = page.getByRole('alert').filter({ hasText: commonDe.botCheck.blocked });
    await blocked.waitFor();
    await page.locator('form.report-form input[type="email"]').fill('blocked@example.com');
    const asked = turnstile.verifications.length;
    // Without a token the gateway refuses: a blocked widget does not switch the protection off.
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/pay-api/exam/order/report/retrieve')),
      page.locator('form.report-form button[type="submit"]').click(),
    ]);
    expect(refused.status()).toBe(403);
    expect(turnstile.verifications.length).toBe(asked);
    await blocked.waitFor();

    // The blocker lets it through now; "load again" brings the widget without leaving the page.
    await page.unroute(`${turnstile.baseUrl}/turnstile/v0/api.js*`);
    await page.getByRole('button', { name: commonDe.botCheck.loadAgain }).click();
    await widgetToken(page);
    expect(await blocked.count()).toBe(0);
    expect(await page.locator('form.report-form input[type="email"]').inputValue()).toBe('blocked@example.com');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/pay-api/exam/order/report/retrieve')),
      page.locator('form.report-form button[type="submit"]').click(),
    ]);
    await page.getByRole('status').waitFor();
    expect(turnstile.verifications).toContainEqual({ token: request.headers()['x-bot-check-token'], remoteip: expect.any(String), success: true });
  });

  it('says so when the script loads but the widget’s frame cannot, and a new widget on request brings a token', async () => {
    const frames = `${turnstile.baseUrl}/turnstile/v0/frame*`;
    const context = await session.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    // A filter that lets the script through but not the challenge frame.
    await page.route(frames, (route) => route.abort('blockedbyclient'));
    await page.goto(`${session.server.url}/report/retrieve?hl=FR`);
    const blocked = page.getByRole('alert').filter({ hasText: commonFr.botCheck.blocked });
    await blocked.waitFor();
    await page.locator('form.report-form input[type="email"]').fill('frame@example.com');

    await page.unroute(frames);
    await page.getByRole('button', { name: commonFr.botCheck.loadAgain }).click();
    await widgetToken(page);
    expect(await blocked.count()).toBe(0);
    expect(await page.locator('form.report-form input[type="email"]').inputValue()).toBe('frame@example.com');
  });

  it('a member’s course purchase carries the widget’s token: refused without a passing check, on to the payment page with one', async () => {
    const member = await memberCalls(() => session.server.url, { botCheckToken: () => turnstile.issueToken() }).signedInMember({ emailPrefix: 'bot-course' });
    const list = await gatewayCall<{ items: Array<{ courseId: string; free: boolean }> }>(session.server.url, 'POST', '/api/course/infos/list', { page: 1, pageSize: 24 });
    const course = list.items.find((item) => !item.free);
    expect(course, 'a paid course').toBeTruthy();
    const context = await session.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const coursePath = `/userCenter/courseList/detail?id=${course!.courseId}`;
    await signInThroughLoginPage(page, session.server.url, member, coursePath);
    const buy = page.getByRole('button', { name: new RegExp(fill(coursesEn.detail.buy, { price: '.+' })) });
    await buy.waitFor();
    const first = await widgetToken(page);

    turnstile.outcome = 'fail';
    const [refused] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/api/course/order/create')), buy.click()]);
    await page.getByRole('alert').getByText(commonEn.botCheck.failed).waitFor();
    turnstile.outcome = 'pass';
    expect(refused.headers()['x-bot-check-token']).toBe(first);
    expect(await pathname(page)).toBe('/userCenter/courseList/detail');

    await widgetToken(page, first);
    const [ordered] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/api/course/order/create')), buy.click()]);
    await page.getByRole('heading', { level: 1, name: checkoutEn.payment.heading }).waitFor();
    expect(await pathname(page)).toBe('/payment');
    expect(turnstile.verifications).toContainEqual({ token: ordered.headers()['x-bot-check-token'], remoteip: expect.any(String), success: true });
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
