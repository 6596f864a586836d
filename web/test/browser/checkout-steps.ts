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

/** Fills the card form of the payment page; the expiry and CVC are any the sandbox accepts. */
export async function fillCard(page: Page, t: CheckoutTexts, number: string, holder: CardHolder): Promise<void> {
  await page.getByLabel(t.card.number, { exact: true }).fill(number);
  await page.getByLabel(t.card.expiry, { exact: true }).fill('12/34');
  await page.getByLabel(t.card.cvc, { exact: true }).fill('123');
  await page.getByLabel(t.card.name, { exact: true }).fill(holder.name);
  await page.getByLabel(t.card.postalCode, { exact: true }).fill(holder.postalCode);
}

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
