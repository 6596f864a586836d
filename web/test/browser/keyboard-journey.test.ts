/**
 * The test and the checkout with the keyboard only (Tab, arrows, Space, Enter, typing): from a
 * landing page's start link through the three parts, the e-mail and personal form, the free
 * result, the offer and the card payment to the success page. No click, no `fill`, no `check`.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import checkoutEn from '../../src/features/checkout/locales/en.json';
import landingEn from '../../src/features/landing/locales/en.json';
import quizEn from '../../src/features/quiz/locales/en.json';
import resultEn from '../../src/features/result/locales/en.json';
import { browserSession } from './browser-session';
import { payingCard } from './checkout-steps';
import { hasChromium } from './chromium';
import { fill } from './fill-template';
import { waitForPart } from './journey-steps';

const session = browserSession();

/** Presses Tab until `target` has focus (it must be reachable by Tab, in order). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${String(target)} in ${limit} presses`);
}

/** Tabs to the field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tab into each radio group of the part and choose with the arrow keys (Space for the first option). */
async function answerPartByKeyboard(page: Page, offset: number): Promise<number> {
  const groups = page.getByRole('radiogroup');
  await groups.first().waitFor();
  const count = await groups.count();
  for (let i = 0; i < count; i += 1) {
    await tabTo(page, groups.nth(i).getByRole('radio').first());
    const moves = (offset + i) % 4;
    if (moves === 0) await page.keyboard.press('Space');
    for (let move = 0; move < moves; move += 1) await page.keyboard.press('ArrowRight');
    expect(await groups.nth(i).getByRole('radio', { checked: true }).count()).toBe(1);
  }
  return count;
}

describe.skipIf(!hasChromium)('keyboard only', () => {
  it('takes the test and buys the report without a pointer', async () => {
    const context = await session.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);

    // The landing page's start link.
    await page.goto(`${session.server.url}/landing/relax`);
    await tabTo(page, page.getByRole('link', { name: landingEn.start }));
    await page.keyboard.press('Enter');

    // Three parts: every question by Tab and arrows, then Next (Submit on the last part).
    let answered = 0;
    for (const part of [1, 2, 3]) {
      await waitForPart(page, quizEn, part);
      answered += await answerPartByKeyboard(page, answered);
      await tabTo(page, page.getByRole('button', { name: part < 3 ? quizEn.questions.next : quizEn.questions.submit }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, page.getByRole('button', { name: quizEn.submitFlow.getReport }), 20);
    await page.keyboard.press('Enter');

    // E-mail, then the personal form (the country by typing its name into the focused list).
    await page.getByRole('heading', { name: quizEn.email.heading }).waitFor();
    await typeInto(page, page.getByLabel(quizEn.email.label, { exact: true }), `keys+${Date.now()}@example.com`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: quizEn.form.heading }).waitFor();
    await typeInto(page, page.getByLabel(quizEn.form.firstName, { exact: true }), 'Ada');
    await typeInto(page, page.getByLabel(quizEn.form.lastName, { exact: true }), 'Lovelace');
    await typeInto(page, page.getByLabel(quizEn.form.yearOfBirth, { exact: true }), '1990');
    const secret = page.getByRole('radio', { name: quizEn.form.genderSecret });
    await tabTo(page, page.getByRole('radio').first());
    while (!(await secret.isChecked())) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 10);
    await typeInto(page, page.getByLabel(quizEn.form.country, { exact: true }), 'Japan');
    expect(await page.getByLabel(quizEn.form.country, { exact: true }).inputValue()).toBe('JP');
    await tabTo(page, page.getByRole('button', { name: quizEn.form.submit }));
    await page.keyboard.press('Enter');

    // The free result leads to the offer.
    await page.locator('[data-testid="type-code"]').waitFor({ timeout: 30_000 });
    await tabTo(page, page.getByRole('link', { name: resultEn.fullReport.cta }), 120);
    await page.keyboard.press('Enter');

    // The offer: the terms box by Space, then continue.
    await page.getByRole('heading', { level: 1, name: checkoutEn.sku.heading }).waitFor();
    await page.getByRole('radio').first().waitFor();
    const total = (await page.getByTestId('total-due').textContent()) ?? '';
    const terms = page.getByRole('checkbox');
    await tabTo(page, terms, 120);
    await page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: checkoutEn.sku.continue }));
    await page.keyboard.press('Enter');

    // The card payment.
    await page.getByRole('heading', { level: 1, name: checkoutEn.payment.heading }).waitFor();
    await typeInto(page, page.getByLabel(checkoutEn.payment.emailLabel, { exact: true }), 'ada@example.com');
    await typeInto(page, page.getByLabel(checkoutEn.card.number, { exact: true }), payingCard);
    await typeInto(page, page.getByLabel(checkoutEn.card.expiry, { exact: true }), '12/34');
    await typeInto(page, page.getByLabel(checkoutEn.card.cvc, { exact: true }), '123');
    await typeInto(page, page.getByLabel(checkoutEn.card.name, { exact: true }), 'Ada Lovelace');
    await typeInto(page, page.getByLabel(checkoutEn.card.postalCode, { exact: true }), '10001');
    await tabTo(page, page.getByRole('button', { name: fill(checkoutEn.payment.pay, { amount: total }) }));
    await page.keyboard.press('Enter');
    await page.getByText(checkoutEn.success.generating).waitFor({ timeout: 30_000 });
  }, 240_000);
});
