/**
 * The checkout in a real browser, through the real gateway and services on the embedded sandbox
 * provider: from the free result's 'Get my full report' to the SKU page (terms, promo code, countdown),
 * a declined test card, the failure page, PayPal through the sandbox approval page, the status check and
 * the success page; a paid order then reads 'already purchased' and moves on after 3 seconds. In French,
 * the 4242 test card pays straight away.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import checkoutEn from '../../src/features/checkout/locales/en.json';
import checkoutFr from '../../src/features/checkout/locales/fr.json';
import resultEn from '../../src/features/result/locales/en.json';
import { hasChromium } from './chromium';
import { browserSession, expectFocused } from './browser-session';
import { fill } from './fill-template';
import { gatewayCall } from './gateway-api';
import { fillCard, payingCard } from './checkout-steps';
import { pathname } from './journey-steps';

const session = browserSession();

const FLOW_TIMEOUT = 120_000;

async function newVisitor(locale: string): Promise<Page> {
  const page = await (await session.newContext({ locale, viewport: { width: 1100, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A pattern for a text with placeholders (any value in their place). */
function pattern(text: string): RegExp {
  return new RegExp(`^${text.split(/\{\{\s*\w+\s*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

const api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => gatewayCall<T>(session.server.url, method, path, body);

/** The test answered through the API (the answer flow has its own browser test): an exam order. */
async function examOrder(country: string, locale: string): Promise<string> {
  const sheet = await api<{ parts: Array<{ questions: Array<{ questionId: string }> }> }>('GET', `/api/exam/question/list/1/${locale}`);
  const answers = sheet.parts.flatMap((p) => p.questions).map((q, i) => ({ questionId: q.questionId, value: ((i * 3) % 7) + 1 }));
  const created = await api<{ orderNumber: string }>('POST', '/api/exam/order/info', {
    examId: '1',
    locale,
    email: `checkout-${Date.now()}@example.com`,
    answers,
    form: { firstName: 'Ada', lastName: 'Lovelace', yearOfBirth: 1990, gender: 'secret', country },
  });
  return created.orderNumber;
}

const adaLovelace = { name: 'Ada Lovelace', postalCode: '75001' };

describe.skipIf(!hasChromium)('checkout', () => {
  it(
    'EN: terms, promo code, a declined card, PayPal through the sandbox approval page, success; then already purchased',
    async () => {
      const orderNumber = await examOrder('US', 'EN');
      const page = await newVisitor('en-US');
      const t = checkoutEn;

      // The free result leads to the SKU page.
      await page.goto(`${session.server.url}/report/result-free-test?orderNumber=${orderNumber}`);
      await page.getByRole('link', { name: resultEn.fullReport.cta }).click();
      await page.getByRole('heading', { level: 1, name: t.sku.heading }).waitFor();
      expect(await pathname(page)).toBe('/paying/buyreport');
      expect(new URL(page.url()).searchParams.get('orderNumber')).toBe(orderNumber);

      // Offers (one recommended and preselected), the countdown, sample reviews and the total.
      await page.getByRole('radio').first().waitFor();
      expect(await page.getByRole('radio').count()).toBeGreaterThanOrEqual(2);
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
      expect(await page.getByText(t.sku.recommended, { exact: true }).count()).toBe(1);
      // The preselected offer is the report itself, not the recommended bundle.
      const { skus } = await api<{ skus: Array<{ kind: string; price: { formatted: string } }> }>('GET', `/api/exam/sku/list/1/US/EN?orderNumber=${orderNumber}`);
      const report = skus.find((sku) => sku.kind === 'report')!;
      expect(await page.getByTestId('total-due').textContent()).toBe(report.price.formatted);
      expect(await page.getByTestId('offer-countdown').textContent()).toMatch(/^Your discount ends in (\d+:)?\d{2}:\d{2}$/);
      await page.getByText(t.reviews.sampleNote).waitFor();
      expect(await page.getByText(pattern(t.sku.youSave)).count()).toBe(1);
      const totalBefore = (await page.getByTestId('total-due').textContent()) ?? '';
      expect(totalBefore).toMatch(/^\$\d+\.\d{2}$/);

      // Promo codes: an unknown one is refused, a good one lowers the total.
      const promo = page.getByLabel(t.promo.label, { exact: true });
      await promo.fill('NOPE123');
      await page.getByRole('button', { name: t.promo.apply }).click();
      await page.getByTestId('promo-status').filter({ hasText: t.promo.rejected.unknown }).waitFor();
      await promo.fill('welcome10');
      await page.getByRole('button', { name: t.promo.apply }).click();
      await page.getByTestId('promo-status').filter({ hasText: pattern(t.promo.applied) }).waitFor();
      await page.waitForFunction((before) => document.querySelector('[data-testid="total-due"]')?.textContent !== before, totalBefore);

      // The terms box starts unticked; continuing without it says so and focuses it.
      const terms = page.getByRole('checkbox');
      expect(await terms.isChecked()).toBe(false);
      await page.getByRole('button', { name: t.sku.continue }).click();
      await page.getByRole('alert').filter({ hasText: 'Please check I have read and agree to the terms to proceed' }).waitFor();
      await expectFocused(terms);
      expect(await pathname(page)).toBe('/paying/buyreport');
      await terms.check();
      await page.getByRole('button', { name: t.sku.continue }).click();

      // The payment page: test mode, card first; the e-mail and the card are checked before anything is sent.
      await page.getByRole('heading', { level: 1, name: t.payment.heading }).waitFor();
      expect(await pathname(page)).toBe('/payment');
      expect(new URL(page.url()).searchParams.get('promoCode')).toBe('WELCOME10');
      await page.getByTestId('test-mode').waitFor();
      expect(await page.getByRole('radio', { name: t.payment.card }).isChecked()).toBe(true);
      await page.getByText('4242 4242 4242 4242').waitFor();
      const total = (await page.getByTestId('summary-total').textContent()) ?? '';
      expect(total).not.toBe(totalBefore);
      const payButton = page.getByRole('button', { name: fill(t.payment.pay, { amount: total }) });
      await payButton.click();
      const email = page.getByLabel(t.payment.emailLabel, { exact: true });
      await page.getByText(t.errors.emailInvalid).waitFor();
      await expectFocused(email);
      await email.fill('ada@example.com');
      await fillCard(page, t, '4242 4242 4242 4241', adaLovelace);
      await payButton.click();
      await page.getByText(t.errors.invalidNumber).waitFor();
      await page.getByRole('alert').filter({ hasText: t.errors.incomplete }).waitFor();
      const cardNumber = page.getByLabel(t.card.number, { exact: true });
      await expectFocused(cardNumber);

      // The declined test card: the failure page names the reason.
      await cardNumber.fill('4000 0000 0000 0002');
      await payButton.click();
      await page.getByRole('heading', { level: 1, name: t.failed.heading }).waitFor();
      expect(await pathname(page)).toBe('/pay_failed');
      expect(await page.getByTestId('failure-reason').textContent()).toBe(t.failed.reasons.declined);

      // Another method: PayPal, approved on the sandbox approval page.
      await page.getByRole('button', { name: t.failed.otherMethod }).click();
      await page.getByRole('heading', { level: 1, name: t.payment.heading }).waitFor();
      expect(await page.getByRole('radio', { name: 'PayPal' }).isChecked()).toBe(true);
      expect(await email.inputValue()).toBe('ada@example.com');
      await page.getByRole('button', { name: t.payment.payWithPaypal }).click();
      await page.getByRole('heading', { level: 1, name: t.approval.heading }).waitFor();
      expect(await pathname(page)).toBe('/paying/sandbox-approval');
      expect(await page.getByTestId('test-mode').textContent()).toBe(t.common.testMode);
      expect(await page.getByTestId('approval-amount').textContent()).toBe(total);
      await page.getByRole('button', { name: t.approval.approve }).click();

      // Status check, then success with the receipt; the report opens after the countdown.
      await page.getByText(t.success.generating).waitFor({ timeout: 30_000 });
      expect(await pathname(page)).toBe('/pay_success');
      await page.getByText(t.success.heading, { exact: true }).first().waitFor();
      await page.getByText(pattern(t.success.emailedTo)).waitFor();
      expect(await page.getByTestId('receipt-total').textContent()).toBe(total);
      expect(((await page.getByTestId('receipt-transaction').textContent()) ?? '').length).toBeGreaterThan(3);
      await page.getByText(pattern(t.success.opensIn)).waitFor();
      await page.getByRole('link', { name: t.success.viewReport }).waitFor();
      await page.waitForURL((url) => url.pathname === '/report/result', { timeout: 10_000 });
      expect(new URL(page.url()).searchParams.get('orderNumber')).toBe(orderNumber);

      // Paid: the SKU page says so and moves on to the report after 3 seconds.
      await page.goto(`${session.server.url}/paying/buyreport?orderNumber=${orderNumber}`);
      await page.getByText(t.sku.alreadyPurchased).waitFor();
      const shownAt = Date.now();
      await page.waitForURL((url) => url.pathname === '/report/result', { timeout: 10_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(2_000);
      expect(new URL(page.url()).searchParams.get('orderNumber')).toBe(orderNumber);
    },
    FLOW_TIMEOUT,
  );

  it(
    'FR: the 4242 test card pays in euros, in French',
    async () => {
      const orderNumber = await examOrder('FR', 'FR');
      const page = await newVisitor('fr-FR');
      const t = checkoutFr;

      await page.goto(`${session.server.url}/paying/buyreport?orderNumber=${orderNumber}&hl=FR`);
      await page.getByRole('heading', { level: 1, name: t.sku.heading }).waitFor();
      const total = (await page.getByTestId('total-due').textContent()) ?? '';
      expect(total).toMatch(/^\d+,\d{2} €$/);
      await page.getByRole('button', { name: t.sku.continue }).click();
      await page.getByText(t.terms.required).waitFor();
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t.sku.continue }).click();

      await page.getByRole('heading', { level: 1, name: t.payment.heading }).waitFor();
      expect(new URL(page.url()).searchParams.get('hl')).toBe('FR');
      await page.getByText(t.common.testModeNote).first().waitFor();
      await page.getByLabel(t.payment.emailLabel, { exact: true }).fill('marie@example.fr');
      await fillCard(page, t, payingCard, adaLovelace);
      await page.getByRole('button', { name: fill(t.payment.pay, { amount: total }) }).click();

      await page.getByText(t.success.generating).waitFor({ timeout: 30_000 });
      expect(await pathname(page)).toBe('/pay_success');
      expect(await page.getByTestId('receipt-total').textContent()).toBe(total);
      await page.getByRole('link', { name: t.success.viewReport }).click();
      await page.waitForURL((url) => url.pathname === '/report/result');
      expect(new URL(page.url()).searchParams.get('orderNumber')).toBe(orderNumber);
    },
    FLOW_TIMEOUT,
  );
});
