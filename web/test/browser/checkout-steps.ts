import type { Page } from 'playwright-core';
import checkoutEn from '../../src/features/checkout/locales/en.json';
import { fill } from './fill-template';

/** The checkout's texts in one locale (every locale file has the English keys). */
export type CheckoutTexts = typeof checkoutEn;

/** The sandbox's paying test card. */
export const payingCard = '4242 4242 4242 4242';

export interface CardHolder {
  name: string;
  postalCode: string;
}

/** The labels of a sandbox card form (the payment page's and the membership offer's). */
export type CardLabels = Pick<CheckoutTexts['card'], 'number' | 'expiry' | 'cvc' | 'name' | 'postalCode'>;

/** Fills a sandbox card form by its labels; the expiry and CVC are any the sandbox accepts. */
export async function fillCardFields(page: Page, labels: CardLabels, number: string, holder: CardHolder): Promise<void> {
  await page.getByLabel(labels.number, { exact: true }).fill(number);
  await page.getByLabel(labels.expiry, { exact: true }).fill('12/34');
  await page.getByLabel(labels.cvc, { exact: true }).fill('123');
  await page.getByLabel(labels.name, { exact: true }).fill(holder.name);
  await page.getByLabel(labels.postalCode, { exact: true }).fill(holder.postalCode);
}

/** Fills the card form of the payment page. */
export const fillCard = (page: Page, t: CheckoutTexts, number: string, holder: CardHolder) => fillCardFields(page, t.card, number, holder);

/**
 * From the SKU page on screen: accept the terms, continue to payment, pay the total shown with the paying test
 * card, and wait until the success page says the report is being prepared. Returns the total as shown.
 */
export async function payOnSkuPage(page: Page, t: CheckoutTexts, buyer: CardHolder & { email: string }): Promise<string> {
  const total = (await page.getByTestId('total-due').textContent()) ?? '';
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.sku.continue }).click();
  await page.getByRole('heading', { level: 1, name: t.payment.heading }).waitFor();
  await page.getByLabel(t.payment.emailLabel, { exact: true }).fill(buyer.email);
  await fillCard(page, t, payingCard, buyer);
  await page.getByRole('button', { name: fill(t.payment.pay, { amount: total }) }).click();
  await page.getByText(t.success.generating).waitFor({ timeout: 30_000 });
  return total;
}
