/**
 * The package flow in a real browser, through the real gateway and services on the sandbox provider:
 * after a paid report, the success page's 'Continue' leads to step 1 of 5; 'No thanks' asks first (Escape
 * and 'Go back' stay, 'Yes, skip' moves on), every offer step is declined in turn, and the last step
 * opens the report. A GB buyer pays the report in pounds, sees what was paid on the receipt's item line and is
 * offered membership in pounds, through to the offer page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import checkoutEn from '../../src/features/checkout/locales/en.json';
import { hasChromium } from './chromium';
import { gatewayCall } from './gateway-api';
import { browserSession, expectFocused } from './browser-session';
import { fill } from './fill-template';
import { payOnSkuPage } from './checkout-steps';

const session = browserSession();
const t = checkoutEn;

const api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => gatewayCall<T>(session.server.url, method, path, body);

async function examOrder(country = 'US'): Promise<string> {
  const sheet = await api<{ parts: Array<{ questions: Array<{ questionId: string }> }> }>('GET', '/api/exam/question/list/1/EN');
  const answers = sheet.parts.flatMap((p) => p.questions).map((q, i) => ({ questionId: q.questionId, value: ((i * 5) % 7) + 1 }));
  const created = await api<{ orderNumber: string }>('POST', '/api/exam/order/info', {
    examId: '1',
    locale: 'EN',
    email: `flow-${Date.now()}@example.com`,
    answers,
    form: { firstName: 'Ada', lastName: 'Lovelace', yearOfBirth: 1990, gender: 'secret', country },
  });
  return created.orderNumber;
}

async function expectStep(page: Page, orderNumber: string, step: string, n: number, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const url = new URL(page.url());
  expect(url.pathname).toBe(`/paying/package/${step}`);
  expect(url.searchParams.get('orderNumber')).toBe(orderNumber);
  expect(await page.getByTestId('flow-progress').textContent()).toBe(fill(t.flow.progress, { n, total: 5 }));
}

/** 'No thanks', then 'Yes, skip' in the confirmation. */
async function decline(page: Page): Promise<void> {
  await page.getByRole('button', { name: t.flow.noThanks }).click();
  const dialog = page.getByRole('alertdialog', { name: t.flow.confirm.title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: t.flow.confirm.yes }).click();
}

describe.skipIf(!hasChromium)('package flow', () => {
  it(
    'after a paid report: Continue, decline each offer with the confirmation, reach the end and open the report',
    async () => {
      const orderNumber = await examOrder();
      const page = await (await session.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
      page.setDefaultTimeout(15_000);

      // Pay for the report with the 4242 test card.
      await page.goto(`${session.server.url}/paying/buyreport?orderNumber=${orderNumber}`);
      await page.getByRole('heading', { level: 1, name: t.sku.heading }).waitFor();
      await payOnSkuPage(page, t, { email: 'ada@example.com', name: 'Ada Lovelace', postalCode: '10001' });

      // The success page leads into the flow.
      await page.getByRole('link', { name: t.success.continue, exact: true }).click();

      // Step 1: skip the trial — a paid offer, its renewal terms next to the button, never 'free'.
      await expectStep(page, orderNumber, 'skip-trial', 1, t.flow.skipTrial.heading);
      const buy = page.getByRole('link', { name: new RegExp(`^${t.flow.skipTrial.buy.split('{{')[0]}`) });
      const offer = new URL((await buy.getAttribute('href')) ?? '', session.server.url);
      expect(offer.pathname).toBe('/paying/premiumSubscriptions');
      // The offer page opens with 'skip the trial' ticked for the basic plan.
      expect(Object.fromEntries(offer.searchParams)).toMatchObject({ orderNumber, plan: 'basic-4week', skipTrial: '1' });
      expect(((await page.getByTestId('flow-renewal').textContent()) ?? '').length).toBeGreaterThan(20);
      // Side by side with it: the paid trial, what it costs today and after, from when, and how to cancel.
      const trial = page.getByRole('link', { name: 'Start the 7-day trial for $0.99' });
      const trialOffer = new URL((await trial.getAttribute('href')) ?? '', session.server.url);
      expect(Object.fromEntries(trialOffer.searchParams)).toEqual({ orderNumber, plan: 'basic-4week' });
      const trialTerms = (await page.getByTestId('flow-trial-terms').textContent()) ?? '';
      expect(trialTerms).toContain('$0.99 today for 7 days, then $19.99 every 4 weeks from');
      expect(trialTerms).toContain('one press from the link in your e-mail');
      // Only the free trial is called free; the paid trial and 'skip the trial' never are.
      expect((await page.getByTestId('flow-trial').textContent())?.toLowerCase()).not.toContain('free');
      expect((await page.getByTestId('flow-offer').textContent())?.toLowerCase()).not.toContain('free');
      expect((await page.getByTestId('flow-free-trial').textContent())?.toLowerCase()).toContain('free');

      // 'No thanks' asks first; Escape and 'Go back' keep the offer, focus stays in the dialog.
      const noThanks = page.getByRole('button', { name: t.flow.noThanks });
      await noThanks.click();
      const dialog = page.getByRole('alertdialog', { name: t.flow.confirm.title });
      await dialog.waitFor();
      await expectFocused(dialog.getByRole('button', { name: t.flow.confirm.back }));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocused(noThanks);
      await noThanks.click();
      await dialog.getByRole('button', { name: t.flow.confirm.back }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/paying/package/skip-trial');

      // Declined: the next step, with its packs and prices.
      await decline(page);
      await expectStep(page, orderNumber, 'add-packs', 2, t.flow.addPacks.heading);
      expect(await page.getByTestId('flow-offer').count()).toBeGreaterThanOrEqual(1);
      await decline(page);
      await expectStep(page, orderNumber, 'depth-content', 3, t.flow.depthContent.heading);
      await decline(page);
      await expectStep(page, orderNumber, 'member-exclusive', 4, t.flow.memberExclusive.heading);
      await page.getByTestId('flow-renewal').waitFor();
      await decline(page);

      // The end: the report.
      await expectStep(page, orderNumber, 'access-product', 5, t.flow.accessProduct.heading);
      await page.getByRole('link', { name: t.flow.accessProduct.open }).click();
      await page.waitForURL((url) => url.pathname === '/report/result');
      expect(new URL(page.url()).searchParams.get('orderNumber')).toBe(orderNumber);
    },
    120_000,
  );

  it(
    'a GB buyer: the report in pounds, the receipt line shows what was paid, membership offered in pounds',
    async () => {
      const orderNumber = await examOrder('GB');
      // A British browser: the checkout prices for GB (the order was created without this device's answer flow).
      const page = await (await session.newContext({ locale: 'en-GB', viewport: { width: 1100, height: 900 } })).newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${session.server.url}/paying/buyreport?orderNumber=${orderNumber}`);
      await page.getByRole('heading', { level: 1, name: t.sku.heading }).waitFor();
      const total = await payOnSkuPage(page, t, { email: 'ada@example.co.uk', name: 'Ada Byron', postalCode: 'SW1A 1AA' });
      expect(total).toBe('£16.99');
      // The item line is what was charged for it, not the list price before the offer.
      expect(await page.getByTestId('receipt-item').textContent()).toBe('£16.99');
      expect(await page.getByTestId('receipt-total').textContent()).toBe('£16.99');

      await page.getByRole('link', { name: t.success.continue, exact: true }).click();
      await expectStep(page, orderNumber, 'skip-trial', 1, t.flow.skipTrial.heading);
      await page.getByRole('link', { name: 'Start the 7-day trial for £0.99' }).waitFor();
      const trialTerms = (await page.getByTestId('flow-trial-terms').textContent()) ?? '';
      expect(trialTerms).toContain('£0.99 today for 7 days, then £16.99 every 4 weeks from');
      expect(await page.locator('section.checkout').textContent()).not.toContain('$');

      // The offer page lists the same plan in pounds.
      await page.getByRole('link', { name: 'Start the 7-day trial for £0.99' }).click();
      await page.waitForURL((url) => url.pathname === '/paying/premiumSubscriptions');
      await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain('£16.99');
      expect(await page.locator('main').textContent()).not.toContain('$');
    },
    120_000,
  );
});
