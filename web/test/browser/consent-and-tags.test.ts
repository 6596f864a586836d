/**
 * The cookie choice and the tags it allows (web/docs/tracking.md), against a local fake of the tag providers' hosts:
 * nothing leaves for another host before or after Reject all; with Accept all and the ids configured the loader runs
 * and the purchase reaches the ad pixel once, with value, currency and the shared event id, and Google Ads' conversion
 * action (its configured label) once, also after a reload.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import checkoutEn from '../../src/features/checkout/locales/en.json';
import quizEn from '../../src/features/quiz/locales/en.json';
import { apiSteps } from './api-steps';
import { browserSession } from './browser-session';
import { payOnSkuPage } from './checkout-steps';
import { hasChromium } from './chromium';
import { startFakeTagHost, type FakeTagHost } from './fake-tag-host';
import { waitForPart } from './journey-steps';

let tagHost: FakeTagHost | undefined;
const productVars: Record<string, string> = {};
// Before the product starts (browserSession's beforeAll runs after this one): the product's tags point at the fake.
beforeAll(async () => {
  if (!hasChromium) return;
  tagHost = await startFakeTagHost();
  Object.assign(productVars, tagHost.productVars());
});
afterAll(() => tagHost?.close());

const session = browserSession({ productVars });
const { examOrder } = apiSteps(() => session.server.url);
const fake = () => {
  if (!tagHost) throw new Error('the fake tag host starts in beforeAll');
  return tagHost;
};

const CLICK_IDS = { fbclid: 'FBCLICK4711', gclid: 'GCLICK4711', ttclid: 'TTCLICK4711' };
const clickQuery = new URLSearchParams(CLICK_IDS).toString();

/** Every request the page makes, with its body. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value;

/** What the page pushed onto its data layer under `event`. */
const pushed = (page: Page, event: string) =>
  page.evaluate((name) => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === name), event);

/** The gtag `conversion` events on the data layer (Google Ads' conversion actions): their parameters. */
const adsConversions = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'conversion')
      .map((args) => args[2]),
  );

const buyer = (email: string) => ({
  email,
  locale: 'EN',
  form: { firstName: 'Ada', lastName: 'Lovelace', yearOfBirth: 1990, country: 'US' },
  cardholderName: 'Ada Lovelace',
  postalCode: '10001',
});

describe.skipIf(!hasChromium)('the cookie choice and the tags', () => {
  it('with consent refused, no request leaves for another host and no click id is in any request the pages make', async () => {
    const page = await (await session.newContext()).newPage();
    const requests = recordRequests(page);
    await page.goto(`${session.server.url}/landing/relax?${clickQuery}`);
    const notice = page.getByRole('region', { name: 'Cookie settings' });
    await notice.waitFor();
    // The three answers carry the same weight: the same button.
    const classes = await Promise.all(['Accept all', 'Reject all'].map((name) => page.getByRole('button', { name }).getAttribute('class')));
    expect(classes).toEqual(['button', 'button']);
    expect(await page.getByText('Choose', { exact: true }).getAttribute('class')).toBe('button');
    await page.getByRole('button', { name: 'Reject all' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await consentCookie(page)).toBe('v2');

    // Into the test and through a part: the app's pages and calls.
    await page.getByRole('link', { name: 'Start the test' }).first().click();
    await waitForPart(page, quizEn, 1);
    const groups = page.getByRole('radiogroup');
    for (let i = 0; i < (await groups.count()); i += 1) await groups.nth(i).getByRole('radio').first().check();
    await page.getByRole('button', { name: quizEn.questions.next }).click();
    await waitForPart(page, quizEn, 2);
    await page.reload();
    await waitForPart(page, quizEn, 2);

    const product = new URL(session.server.url).origin;
    expect(requests.length).toBeGreaterThan(5);
    expect(requests.map((request) => new URL(request.url()).origin).filter((origin) => origin !== product && origin !== 'data:' && origin !== 'null')).toEqual([]);
    expect(fake().requests).toEqual([]);
    // The visitor's own page loads carry the ad's address; nothing the pages send does.
    const sent = requests.filter((request) => !request.isNavigationRequest()).map((request) => `${request.url()} ${request.postData() ?? ''}`);
    for (const id of Object.values(CLICK_IDS)) expect(sent.filter((text) => text.includes(id))).toEqual([]);
    // Consent Mode was set, all denied, and nothing granted it.
    const consentCalls = await page.evaluate(() =>
      ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((args) => args[0] === 'consent'),
    );
    expect(consentCalls[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }]);
    expect(consentCalls.flatMap((args) => Object.values(args[2] as Record<string, unknown>)).filter((value) => value === 'granted')).toEqual([]);
  });

  it('with consent and configured ids, loads the tags the choice allows, and the purchase reaches the pixel and Google Ads once, also after a reload', async () => {
    const page = await (await session.newContext()).newPage();
    await page.goto(`${session.server.url}/landing/relax?fbclid=${CLICK_IDS.fbclid}&gclid=${CLICK_IDS.gclid}`);
    expect(fake().requests).toEqual([]);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => (window as unknown as { __fakeMetaReady?: boolean }).__fakeMetaReady === true);
    const loaded = [...new Set(await page.evaluate(() => (window as unknown as { __fakeTags?: string[] }).__fakeTags ?? []))].sort();
    // fbclid brings the Meta Pixel and gclid Google Ads (gtag.js for its id, next to GA4's); TikTok waits for ttclid.
    expect(loaded).toEqual(['clarity', 'gtag', 'gtm', 'meta']);
    expect(fake().requests).toEqual(expect.arrayContaining(['GET /g/gtag/js?id=G-FAKE12345', 'GET /g/gtag/js?id=AW-123456789']));
    expect(fake().requests.map((line) => line.split('?')[0])).toEqual(expect.arrayContaining(['GET /g/gtm.js', 'GET /g/gtag/js', 'GET /m/en_US/fbevents.js', 'GET /c/tag/fakeclar1']));
    expect(fake().requests.some((line) => line.startsWith('GET /t/'))).toBe(false);

    // The report bought on the pages, the ads' click ids kept in the address.
    const orderNumber = await examOrder(buyer(`tags+${Date.now()}@example.com`));
    await page.goto(`${session.server.url}/paying/buyreport?orderNumber=${orderNumber}&fbclid=${CLICK_IDS.fbclid}&gclid=${CLICK_IDS.gclid}`);
    await payOnSkuPage(page, checkoutEn, { email: `tags+${Date.now()}@example.com`, name: 'Ada Lovelace', postalCode: '10001' });
    await expect.poll(() => fake().metaHits().filter((hit) => hit.event === 'Purchase'), { timeout: 15_000 }).toHaveLength(1);
    const [hit] = fake().metaHits().filter((h) => h.event === 'Purchase');
    const purchases = await pushed(page, 'purchase');
    expect(purchases).toHaveLength(1);
    const [purchase] = purchases;
    // The purchase number, not the order's: packages bought later on the same order are sales of their own.
    const purchaseNumber = String(purchase?.transaction_id);
    expect(purchaseNumber).toMatch(/^PU/);
    expect(purchase).toMatchObject({ event_id: `purchase:${purchaseNumber}`, currency: 'USD' });
    expect(typeof purchase?.value).toBe('number');
    expect(purchase?.value).toBeGreaterThan(0);
    expect(hit).toEqual({ event: 'Purchase', value: String(purchase?.value), currency: 'USD', eventId: `purchase:${purchaseNumber}` });
    // Google Ads: one conversion, to the purchase's conversion action (TAG_GOOGLE_ADS_LABEL_PURCHASE).
    expect(await adsConversions(page)).toEqual([{ send_to: 'AW-123456789/FakePurchase_1', value: purchase?.value, currency: 'USD', transaction_id: purchaseNumber }]);

    // The success page again: the pixel is there and ready, and hears no second purchase.
    await page.reload();
    await page.getByText(checkoutEn.success.generating).waitFor();
    await page.waitForFunction(() => (window as unknown as { __fakeMetaReady?: boolean }).__fakeMetaReady === true);
    expect(await pushed(page, 'purchase')).toEqual([]);
    expect(await adsConversions(page)).toEqual([]);
    expect(fake().metaHits().filter((h) => h.event === 'Purchase')).toHaveLength(1);
  });

  it('asks once, and the footer’s Cookie settings change the choice at any time', async () => {
    const page = await (await session.newContext()).newPage();
    await page.goto(`${session.server.url}/landing/relax`);
    const notice = page.getByRole('region', { name: 'Cookie settings' });
    await page.getByRole('button', { name: 'Accept all' }).click();
    await notice.waitFor({ state: 'detached' });
    for (const path of ['/landing/relax', '/']) {
      await page.goto(`${session.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await notice.isVisible()).toBe(false);
    }
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await notice.waitFor();
    await page.getByText('Choose', { exact: true }).click();
    const statistics = page.getByRole('checkbox', { name: /^Statistics/ });
    const advertising = page.getByRole('checkbox', { name: /^Advertising/ });
    expect([await statistics.isChecked(), await advertising.isChecked()]).toEqual([true, true]);
    await advertising.uncheck();
    await page.getByRole('button', { name: 'Save my choice' }).click();
    await expect.poll(() => consentCookie(page)).toBe('v2.statistics');
    expect(await notice.isVisible()).toBe(false);
    // And again: the link still opens it.
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await notice.waitFor();
  });

  it('takes every answer without JavaScript: Reject all, then Choose from the footer’s Cookie settings', async () => {
    const page = await (await session.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${session.server.url}/landing/types?fbclid=x`);
    const notice = page.getByRole('region', { name: 'Cookie settings' });
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.waitForURL(`${session.server.url}/landing/types?fbclid=x#`);
    expect(await consentCookie(page)).toBe('v2');
    expect(await notice.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    expect(await notice.isVisible()).toBe(true);
    await page.getByText('Choose', { exact: true }).click();
    await page.getByRole('checkbox', { name: /^Advertising/ }).check();
    await page.getByRole('button', { name: 'Save my choice' }).click();
    // Back on the page, no longer at #cookie-settings (the answer's address ends its fragment).
    await page.waitForURL(`${session.server.url}/landing/types?fbclid=x#`);
    expect(await consentCookie(page)).toBe('v2.advertising');
    expect(await notice.isVisible()).toBe(false);
    await page.goto(`${session.server.url}/landing/types`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await notice.isVisible()).toBe(false);
  });
});
