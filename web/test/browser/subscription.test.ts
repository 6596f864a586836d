/**
 * The trial subscription in a real browser, through the real gateway and services on the embedded
 * sandbox provider: an EN visitor with an exam order opens the offer page, sees the terms next to the
 * pay button, is stopped by the unticked consent box, pays the $0.99 trial with the 4242 test card and
 * sees the trial started; then cancels by e-mail: the form, the mailed link, its one button, success.
 * The same trial paid with PayPal goes through the sandbox's PayPal-like approval page.
 */
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductForTest } from '@mindprint/scripts/product-under-test';
import { type FakeStripeServer, startFakeStripeServer } from '../../../services/payment/test/fakes/fake-stripe-server';
import accountEn from '../../src/features/account/locales/en.json';
import checkoutEn from '../../src/features/checkout/locales/en.json';
import checkoutFr from '../../src/features/checkout/locales/fr.json';
import checkoutJa from '../../src/features/checkout/locales/ja.json';
import membershipEn from '../../src/locales/membership/en.json';
import membershipFr from '../../src/locales/membership/fr.json';
import membershipJa from '../../src/locales/membership/ja.json';
import en from '../../src/features/subscription/locales/en.json';
import fr from '../../src/features/subscription/locales/fr.json';
import ja from '../../src/features/subscription/locales/ja.json';
import { browserSession, expectFocused } from './browser-session';
import { hasChromium } from './chromium';
import { fillCardFields, payingCard } from './checkout-steps';
import { gatewayCall } from './gateway-api';

const session = browserSession();

const FLOW_TIMEOUT = 150_000;

async function newVisitor(browserLocale = 'en-US'): Promise<Page> {
  const page = await (await session.newContext({ locale: browserLocale, viewport: { width: 1100, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A pattern for a text with placeholders (any value in their place). */
function pattern(text: string): RegExp {
  return new RegExp(`^${text.split(/\{\{\s*\w+\s*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

/** The same, anywhere in a longer text. */
function within(text: string): RegExp {
  return new RegExp(pattern(text).source.slice(1, -1));
}

/** The card holder every sandbox card payment here uses. */
const adaLovelace = { name: 'Ada Lovelace', postalCode: '10001' };

const api = <T>(method: 'GET' | 'POST', path: string, body?: unknown, base = session.server.url) => gatewayCall<T>(base, method, path, body);

/** The test answered through the API (the answer flow has its own browser test): an exam order. */
async function examOrder(email: string, base = session.server.url, locale = 'EN'): Promise<string> {
  const sheet = await api<{ parts: Array<{ questions: Array<{ questionId: string }> }> }>('GET', `/api/exam/question/list/1/${locale}`, undefined, base);
  const answers = sheet.parts.flatMap((p) => p.questions).map((q, i) => ({ questionId: q.questionId, value: ((i * 3) % 7) + 1 }));
  const created = await api<{ orderNumber: string }>('POST', '/api/exam/order/info', {
    examId: '1',
    locale,
    email,
    answers,
    form: { firstName: 'Ada', lastName: 'Lovelace', yearOfBirth: 1990, gender: 'secret', country: 'US' },
  }, base);
  return created.orderNumber;
}

interface Mail {
  subject: string;
  text: string;
}

/** Waits for a mail to `to` whose subject passes `subject` and that holds a membership link; returns the link's path and query. */
async function membershipLink(to: string, subject: (text: string) => boolean = () => true): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${session.server.url}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: Mail[] };
    for (const mail of data) {
      const match = /https?:\/\/[^\s"'<>]*?(\/membership\/manage\?token=[^\s"'<>)\]]+)/.exec(mail.text);
      if (match?.[1] && subject(mail.subject)) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no membership link mailed to ${to}`);
}

/** Waits for a six-digit code mailed to `to`. */
async function mailedCode(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${session.server.url}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: Mail[] };
    for (const mail of data) {
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code mailed to ${to}`);
}

/**
 * Registers and verifies `email` in the page's browser context (signed in), then starts the basic plan for it
 * with the 4242 card (the trial, or with `skipTrial` the first period paid; priced for `country`, US unless
 * given) and waits until it is live.
 */
async function memberWithBasic(page: Page, email: string, { skipTrial, country = 'US' }: { skipTrial: boolean; country?: string }): Promise<void> {
  const password = 'Tr1al-Member-2026!';
  const registered = await page.request.post(`${session.server.url}/api/user/register`, {
    data: { name: 'Ada', email, password, confirmPassword: password, agreePrivacy: true, locale: 'EN' },
  });
  expect(((await registered.json()) as { result: number }).result).toBe(200);
  const code = await mailedCode(email);
  const verified = await page.request.post(`${session.server.url}/api/user/verify`, { data: { email, code } });
  expect(((await verified.json()) as { result: number }).result).toBe(200);
  const { plans, consentVersion } = await api<{ plans: Array<{ planId: string }>; consentVersion: string }>('GET', `/api/secondPhase/plan/sku/list/1/${country}?tier=basic`);
  const started = await api<{ paymentId: string }>('POST', '/pay-api/secondPhase/pay/planSku', {
    planId: plans[0]!.planId,
    email,
    country,
    method: 'card',
    skipTrial,
    consentGiven: true,
    consentVersion,
  });
  await api('POST', '/pay-api/sandbox/card', {
    paymentId: started.paymentId,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    cardholderName: 'Ada Lovelace',
    postalCode: '10001',
  });
  // Live once the payment has succeeded and the subscription heard of it.
  const expected = skipTrial ? 'active' : 'trialing';
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await page.request.get(`${session.server.url}/api/user/privilege`);
    const { data } = (await answer.json()) as { data?: { subscription: { status: string } | null } };
    if (data?.subscription?.status === expected) break;
    if (Date.now() > deadline) throw new Error(`basic not live: ${JSON.stringify(data)}`);
    await api('POST', '/pay-api/pay/check/status', { paymentId: started.paymentId });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const guestLocales = [
  { code: 'EN', browser: 'en-US', texts: en, flow: checkoutEn.flow, states: membershipEn },
  { code: 'FR', browser: 'fr-FR', texts: fr, flow: checkoutFr.flow, states: membershipFr },
  { code: 'JA', browser: 'ja-JP', texts: ja, flow: checkoutJa.flow, states: membershipJa },
] as const;

describe.skipIf(!hasChromium)('a guest manages a trial from the mail, without a password', () => {
  it.each(guestLocales)(
    '$code: starts the trial from the package flow, cancels from the mailed link in one press, and every page then says "cancelled — access until D"',
    async ({ code, browser, texts, flow, states }) => {
      const email = `guest.${code.toLowerCase()}.${Date.now()}@example.com`;
      const orderNumber = await examOrder(email, session.server.url, code);
      const page = await newVisitor(browser);

      // Package flow step 1: 'start the trial' and 'skip the trial' side by side, each with its terms next to its button.
      await page.goto(`${session.server.url}/paying/package/skip-trial?orderNumber=${orderNumber}&hl=${code}`);
      await page.getByRole('heading', { level: 1, name: flow.skipTrial.heading }).waitFor();
      const trialTerms = (await page.getByTestId('flow-trial-terms').textContent()) ?? '';
      expect(trialTerms).toMatch(within(flow.skipTrial.trialTerms));
      const renewal = new Intl.DateTimeFormat(await page.evaluate(() => document.documentElement.lang), { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(Date.now() + 7 * 86_400_000));
      expect(trialTerms).toContain(renewal);
      await page.getByTestId('flow-renewal').waitFor();
      const skip = page.getByRole('link', { name: within(flow.skipTrial.buy) });
      expect(new URL((await skip.getAttribute('href')) ?? '', session.server.url).searchParams.get('skipTrial')).toBe('1');
      await page.getByRole('link', { name: within(flow.skipTrial.startTrial) }).click();
      await page.getByRole('heading', { level: 1, name: texts.offer.heading }).waitFor();
      await page.getByTestId('test-mode').waitFor();
      await page.getByLabel(texts.offer.emailLabel, { exact: true }).fill(email);
      await fillCardFields(page, texts.card, payingCard, adaLovelace);
      await page.getByTestId('consent').check();
      await page.getByTestId('subscription-terms').getByRole('button', { name: within(texts.offer.payTrial) }).click();
      await page.getByRole('heading', { level: 1, name: texts.check.trialHeading }).waitFor({ timeout: 45_000 });
      const checkUrl = page.url();
      await page.getByTestId('membership-state').filter({ hasText: within(states.state.trialing) }).waitFor();

      // The trial mail carries the membership's own link: no e-mail form, no login, no password.
      const link = await membershipLink(email);
      expect(link).toContain(`hl=${code}`);
      await page.goto(`${session.server.url}${link}`);
      await page.getByRole('heading', { level: 1, name: texts.manage.heading }).waitFor();
      await page.getByTestId('membership-state').filter({ hasText: within(states.state.trialing) }).waitFor();
      await page.getByTestId('membership-receipt').filter({ hasText: texts.manage.chargeKind.first }).waitFor();
      expect(await page.getByLabel(/password|mot de passe|パスワード/i).count()).toBe(0);

      // One press, in the visitor's language.
      await page.getByRole('button', { name: texts.cancel.confirm }).click();
      const canceled = page.getByTestId('membership-state').filter({ hasText: within(states.state.canceled) });
      await canceled.waitFor();
      expect(await page.getByRole('button', { name: texts.cancel.confirm }).count()).toBe(0);
      const { subscription } = await api<{ subscription: { status: string; accessEndsAt: string } }>('GET', `/api/vip/pay/status/${orderNumber}`);
      expect(subscription.status).toBe('canceled');
      const until = new Intl.DateTimeFormat(await page.evaluate(() => document.documentElement.lang), { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(subscription.accessEndsAt));
      expect(await canceled.textContent()).toContain(until);

      // The link used again: says it is already cancelled, shows the state, offers nothing to press.
      await page.goto(`${session.server.url}${link}`);
      await page.getByTestId('already-canceled').filter({ hasText: texts.manage.alreadyCanceled }).waitFor();
      await page.getByTestId('membership-state').filter({ hasText: within(states.state.canceled) }).waitFor();
      expect(await page.getByRole('button', { name: texts.cancel.confirm }).count()).toBe(0);

      // The payment check page opened again tells the truth too: no "active", no cancel instructions.
      await page.goto(checkUrl);
      await page.getByRole('heading', { level: 1, name: texts.manage.heading }).waitFor({ timeout: 45_000 });
      await page.getByTestId('membership-state').filter({ hasText: within(states.state.canceled) }).waitFor();
      expect(await page.getByText(texts.check.howToCancel).count()).toBe(0);
    },
    FLOW_TIMEOUT,
  );
});

describe.skipIf(!hasChromium)('a guest starts the free 7-day trial from the package flow', () => {
  it.each(guestLocales)(
    '$code: the free trial beside the paid one, its button says what follows and from when, the card is kept for nothing, one-press cancel',
    async ({ code, browser, texts, flow, states }) => {
      const email = `free.${code.toLowerCase()}.${Date.now()}@example.com`;
      const orderNumber = await examOrder(email, session.server.url, code);
      const page = await newVisitor(browser);

      await page.goto(`${session.server.url}/paying/package/skip-trial?orderNumber=${orderNumber}&hl=${code}`);
      await page.getByRole('heading', { level: 1, name: flow.skipTrial.heading }).waitFor();
      const lang = await page.evaluate(() => document.documentElement.lang);
      const renewal = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(Date.now() + 7 * 86_400_000));
      // The free trial's terms: free, then the price from the date, how to cancel; the paid trial beside it keeps its price.
      const freeTerms = (await page.getByTestId('flow-free-trial-terms').textContent()) ?? '';
      expect(freeTerms).toMatch(within(flow.skipTrial.freeTrialTerms));
      expect(freeTerms).toContain(renewal);
      expect((await page.getByTestId('flow-trial-terms').textContent()) ?? '').toMatch(within(flow.skipTrial.trialTerms));
      const start = page.getByRole('link', { name: within(flow.skipTrial.startFreeTrial) });
      const startName = (await start.textContent()) ?? '';
      expect(startName).toContain(renewal);
      expect(Object.fromEntries(new URL((await start.getAttribute('href')) ?? '', session.server.url).searchParams)).toMatchObject({ orderNumber, plan: 'basic-free-trial' });
      await start.click();

      // The offer page: the free plan chosen, the pay button says what happens and when, the terms next to it.
      await page.getByRole('heading', { level: 1, name: texts.offer.heading }).waitFor();
      await page.getByLabel(texts.offer.emailLabel, { exact: true }).fill(email);
      await fillCardFields(page, texts.card, payingCard, adaLovelace);
      await page.getByTestId('consent').check();
      const pay = page.getByTestId('subscription-terms').getByRole('button', { name: within(texts.offer.payFreeTrial) });
      expect((await pay.textContent()) ?? '').toContain(renewal);
      expect((await page.getByTestId('subscription-terms').textContent()) ?? '').toContain(renewal);
      await pay.click();
      await page.getByRole('heading', { level: 1, name: texts.check.trialHeading }).waitFor({ timeout: 45_000 });
      await page.getByTestId('membership-state').filter({ hasText: within(states.state.trialing) }).waitFor();

      // The trial mail's link: one press cancels, and the state says cancelled — access until the trial's end.
      const link = await membershipLink(email);
      await page.goto(`${session.server.url}${link}`);
      await page.getByRole('heading', { level: 1, name: texts.manage.heading }).waitFor();
      await page.getByRole('button', { name: texts.cancel.confirm }).click();
      await page.getByTestId('membership-state').filter({ hasText: within(states.state.canceled) }).waitFor();
      const { subscription } = await api<{ subscription: { status: string; accessEndsAt: string; trialEndsAt: string } }>('GET', `/api/vip/pay/status/${orderNumber}`);
      expect(subscription).toMatchObject({ status: 'canceled', accessEndsAt: subscription.trialEndsAt });
    },
    FLOW_TIMEOUT,
  );
});

describe.skipIf(!hasChromium)('trial subscription', () => {
  it(
    'EN: terms next to the pay button, consent required, $0.99 trial with the test card, trial started; then cancel by e-mail link',
    async () => {
      const email = `trial.${Date.now()}@example.com`;
      const orderNumber = await examOrder(email);
      const page = await newVisitor();

      await page.goto(`${session.server.url}/paying/premiumSubscriptions?orderNumber=${orderNumber}`);
      await page.getByRole('heading', { level: 1, name: en.offer.heading }).waitFor();

      // The plan: a paid trial (never called free), then the renewal price and period.
      const trial = page.getByTestId('plan-trial').first();
      await trial.waitFor();
      const trialText = (await trial.textContent()) ?? '';
      expect(trialText).toContain('$0.99');
      expect(trialText).toContain('$19.99');
      expect(trialText).toContain('every 4 weeks');
      expect(trialText.toLowerCase()).not.toContain('free');

      // Next to the pay button: today's price, the first renewal date, the period and how to cancel.
      const terms = page.getByTestId('subscription-terms');
      const summary = (await page.getByTestId('terms-summary').textContent()) ?? '';
      expect(summary).toMatch(pattern(en.offer.termsSummary));
      expect(summary).toContain('$0.99');
      const renewal = new Date(Date.now() + 7 * 86_400_000);
      const renewalText = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' }).format(renewal);
      expect(summary).toContain(renewalText);
      expect(summary).toContain('one click');
      const payButton = terms.getByRole('button', { name: 'Start trial for $0.99' });
      await payButton.waitFor();

      // The example activity is labelled as an illustration; the reviews as samples.
      await page.getByText(en.activity.note).waitFor();
      await page.getByText(en.reviews.sampleNote).waitFor();
      expect(await page.getByTestId('example-activity').locator('li').count()).toBe(9);

      // E-mail and the test card, but no consent: the spec's message, the box focused, nothing charged.
      await page.getByTestId('test-mode').waitFor();
      await page.getByLabel(en.offer.emailLabel, { exact: true }).fill(email);
      await fillCardFields(page, en.card, payingCard, adaLovelace);
      const consent = page.getByTestId('consent');
      expect(await consent.isChecked()).toBe(false);
      await payButton.click();
      await page.getByRole('alert').filter({ hasText: 'Please check I have read and agree to the terms to proceed' }).waitFor();
      await expectFocused(consent);
      expect(new URL(page.url()).pathname).toBe('/paying/premiumSubscriptions');

      // Ticked: the trial is paid and has started.
      await consent.check();
      await payButton.click();
      await page.getByRole('heading', { level: 1, name: en.check.trialHeading }).waitFor({ timeout: 45_000 });
      expect(new URL(page.url()).pathname).toBe('/paying/subscribe/check');
      await page.getByTestId('trial-ends').waitFor();
      expect(await page.getByTestId('trial-ends').textContent()).toMatch(pattern(en.check.trialEnds));
      await page.getByText(en.check.howToCancel).waitFor();

      // Cancel by e-mail: the form, the mailed link, one button, success.
      await page.getByRole('link', { name: en.check.cancelLink }).click();
      await page.getByRole('heading', { level: 1, name: en.cancel.heading }).waitFor();
      await page.getByLabel(en.cancel.emailLabel, { exact: true }).fill(`nobody.${Date.now()}@example.com`);
      await page.getByRole('button', { name: en.cancel.submit }).click();
      await page.getByRole('alert').filter({ hasText: 'Email not found Please re-enter' }).waitFor();
      await page.getByLabel(en.cancel.emailLabel, { exact: true }).fill(email);
      await page.getByRole('button', { name: en.cancel.submit }).click();
      await page.getByTestId('cancel-link-sent').filter({ hasText: pattern(en.cancel.sent) }).waitFor();

      const link = await membershipLink(email, (subject) => subject === 'Confirm the cancellation of your subscription');
      await page.goto(`${session.server.url}${link}`);
      const confirm = page.getByRole('button', { name: en.cancel.confirm });
      await confirm.waitFor();
      // Opening the link alone cancels nothing.
      const before = await api<{ subscription: { status: string } }>('GET', `/api/vip/pay/status/${orderNumber}`);
      expect(before.subscription.status).toBe('trialing');
      await confirm.click();
      await page.getByTestId('membership-state').filter({ hasText: within(membershipEn.state.canceled) }).waitFor();
      const after = await api<{ subscription: { status: string } }>('GET', `/api/vip/pay/status/${orderNumber}`);
      expect(after.subscription.status).toBe('canceled');
    },
    FLOW_TIMEOUT,
  );

  it(
    'EN: PayPal next to card under the same terms; the PayPal-like approval page starts the trial',
    async () => {
      const email = `paypal.${Date.now()}@example.com`;
      const orderNumber = await examOrder(email);
      const page = await newVisitor();
      await page.goto(`${session.server.url}/paying/premiumSubscriptions?orderNumber=${orderNumber}`);
      const summary = page.getByTestId('terms-summary');
      await summary.waitFor();
      const cardTerms = await summary.textContent();

      // PayPal instead of card: no card fields, a note on how PayPal is charged, the same terms next to the button.
      await page.getByRole('radio', { name: 'PayPal' }).check();
      await page.getByTestId('paypal-note').filter({ hasText: en.offer.paypalNote }).waitFor();
      expect(await page.getByLabel(en.card.number, { exact: true }).count()).toBe(0);
      expect(await summary.textContent()).toBe(cardTerms);
      await page.getByLabel(en.offer.emailLabel, { exact: true }).fill(email);
      await page.getByTestId('consent').check();
      await page.getByTestId('subscription-terms').getByRole('button', { name: 'Start trial for $0.99' }).click();

      // The sandbox's stand-in for PayPal, with the trial price; approving returns to the started trial.
      await page.getByRole('heading', { level: 1, name: checkoutEn.approval.heading }).waitFor();
      expect(await page.getByTestId('approval-amount').textContent()).toBe('$0.99');
      await page.getByRole('button', { name: checkoutEn.approval.approve }).click();
      await page.getByRole('heading', { level: 1, name: en.check.trialHeading }).waitFor({ timeout: 45_000 });
      expect(new URL(page.url()).pathname).toBe('/paying/subscribe/check');
      await page.getByTestId('next-charge').filter({ hasText: '$19.99' }).waitFor();
      const { subscription } = await api<{ subscription: { status: string } }>('GET', `/api/vip/pay/status/${orderNumber}`);
      expect(subscription.status).toBe('trialing');
    },
    FLOW_TIMEOUT,
  );

  it(
    'a signed-in trial member: upgrade shows the price and what ends before the unticked consent, then one-click cancel in the settings',
    async () => {
      const email = `member.${Date.now()}@example.com`;
      const page = await newVisitor();
      await page.goto(`${session.server.url}/paying/upgrade`);
      // Signed out: the price and the consequences, then the way to sign in.
      await page.getByTestId('upgrade-notice').filter({ hasText: en.upgrade.notice }).waitFor();
      await page.getByRole('link', { name: en.upgrade.signInLink }).waitFor();

      // A verified member (the account flow has its own browser test) with a paid trial.
      await memberWithBasic(page, email, { skipTrial: false });

      // Upgrade: price and consequences first, consent unticked and required.
      await page.goto(`${session.server.url}/paying/upgrade`);
      await page.getByTestId('premium-price').filter({ hasText: '$29.99' }).waitFor();
      await page.getByTestId('upgrade-notice').filter({ hasText: en.upgrade.notice }).waitFor();
      const consent = page.getByRole('checkbox', { name: en.upgrade.consentLabel });
      expect(await consent.isChecked()).toBe(false);
      const submit = page.getByRole('button', { name: pattern(en.upgrade.submit) });
      await submit.click();
      await page.getByRole('alert').filter({ hasText: en.upgrade.consentRequired }).waitFor();
      await consent.check();
      await submit.click();
      await page
        .getByText(en.upgrade.done)
        .or(page.getByRole('heading', { level: 1, name: en.check.activeHeading }))
        .waitFor({ timeout: 45_000 });

      // One click in the settings cancels, no password asked.
      await page.goto(`${session.server.url}/user/setting`);
      await page.getByRole('button', { name: accountEn.subscription.cancel }).click();
      await page.getByTestId('subscription-canceled').filter({ hasText: pattern(accountEn.subscription.canceled) }).waitFor();
      const privileges = await page.request.get(`${session.server.url}/api/user/privilege`);
      const body = (await privileges.json()) as { data: { subscription: { status: string } | null } };
      expect(body.data.subscription?.status ?? 'canceled').toMatch(/canceled|expired/);
    },
    FLOW_TIMEOUT,
  );

  it(
    'a basic member (trial skipped, paid in pounds) upgrades from a US browser: premium shown and charged in pounds; the copy says the subscription ends today, not a trial; then premium everywhere',
    async () => {
      const email = `basic.${Date.now()}@example.com`;
      const page = await newVisitor('en-US');
      await memberWithBasic(page, email, { skipTrial: true, country: 'GB' });
      await page.goto(`${session.server.url}/userCenter`);
      await page.getByTestId('membership-state').filter({ hasText: within(membershipEn.state.active) }).waitFor();
      await page.getByTestId('membership-section').getByRole('link', { name: accountEn.subscription.upgrade }).click();

      // The subscription's currency, not the browser's (en-US would price premium at $29.99).
      await page.getByTestId('premium-price').filter({ hasText: '£24.99' }).waitFor();
      expect(await page.locator('section', { has: page.locator('#upgrade-title') }).textContent()).not.toContain('$');
      await page.getByTestId('upgrade-notice').filter({ hasText: en.upgrade.noticeActive }).waitFor();
      expect(await page.getByText(en.upgrade.notice).count()).toBe(0);
      await page.getByRole('checkbox', { name: en.upgrade.consentLabel }).check();
      await page.getByRole('button', { name: en.upgrade.submit.replace('{{price}}', '£24.99') }).click();
      await page
        .getByText(en.upgrade.done)
        .or(page.getByRole('heading', { level: 1, name: en.check.activeHeading }))
        .waitFor({ timeout: 45_000 });

      // Premium now: the upgrade page says so, the settings show premium active with cancel and no upgrade.
      await expect.poll(async () => ((await (await page.request.get(`${session.server.url}/api/user/privilege`)).json()) as { data: { tier: string } }).data.tier, { timeout: 30_000 }).toBe('premium');
      // Charged as shown: the premium subscription bills in pounds.
      const premium = (await (await page.request.get(`${session.server.url}/api/user/privilege`)).json()) as { data: { subscription: { currency: string; nextCharge?: { formatted: string } } } };
      expect(premium.data.subscription).toMatchObject({ currency: 'GBP', nextCharge: { formatted: '£24.99' } });
      await page.goto(`${session.server.url}/paying/upgrade`);
      await page.getByText(en.upgrade.alreadyPremium).waitFor();
      await page.goto(`${session.server.url}/user/setting`);
      await page.getByTestId('membership-state').filter({ hasText: within(membershipEn.state.active) }).waitFor();
      await page.getByRole('button', { name: accountEn.subscription.cancel }).waitFor();
      expect(await page.getByTestId('membership-section').getByRole('link', { name: accountEn.subscription.upgrade }).count()).toBe(0);
    },
    FLOW_TIMEOUT,
  );

  it('a refresh of the plans that fails (a phone back online, the network still flaky) keeps the form as filled', async () => {
    const email = `refresh.${Date.now()}@example.com`;
    const orderNumber = await examOrder(email);
    const page = await newVisitor();
    await page.goto(`${session.server.url}/paying/premiumSubscriptions?orderNumber=${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: en.offer.heading }).waitFor();
    await page.getByLabel(en.offer.emailLabel, { exact: true }).fill(email);
    await page.getByTestId('consent').check();

    let refusedRefreshes = 0;
    await page.route('**/api/secondPhase/plan/sku/list/**', (route) => {
      refusedRefreshes += 1;
      return route.abort('internetdisconnected');
    });
    // Back online: SWR refreshes what is shown (once its 2 s de-duplication window has passed).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        return refusedRefreshes;
      }, { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.waitForTimeout(300);

    expect(await page.getByTestId('consent').isChecked()).toBe(true);
    expect(await page.getByLabel(en.offer.emailLabel, { exact: true }).inputValue()).toBe(email);
    expect(await page.getByRole('button', { name: en.common.retry }).count()).toBe(0);
  });

  it('an invalid cancellation link says so and offers a new one, without cancelling anything', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/cancel/subscription?token=not-a-real-token-0123456789`);
    await page.getByRole('alert').filter({ hasText: en.cancel.invalidLink }).waitFor();
    expect(await page.getByRole('button', { name: en.cancel.confirm }).count()).toBe(0);
    await page.getByRole('link', { name: en.cancel.newLink }).waitFor();
  });
});

/**
 * Stands in for Stripe.js (the test machine has no way out): `Stripe()` with a Payment Element that mounts
 * a placeholder, and `confirmPayment` that asks the test (through a routed URL on Stripe's API host) to confirm
 * the intent at the fake Stripe with the 4242 card, then follows `return_url` as Stripe.js does.
 */
const stripeJsStub = `
window.Stripe = function () {
  let clientSecret = '';
  return {
    _registerWrapper() {},
    elements(options) {
      clientSecret = options.clientSecret;
      return {
        create() {
          const handlers = {};
          return {
            on(event, handler) { handlers[event] = handler; },
            mount(container) {
              container.innerHTML = '<p data-testid="stripe-stub">Stripe Payment Element</p>';
              setTimeout(() => handlers.ready && handlers.ready({}), 0);
            },
          };
        },
      };
    },
    async confirmPayment({ confirmParams }) {
      const answer = await fetch('https://api.stripe.com/__test__/confirm', { method: 'POST', body: clientSecret });
      if (!answer.ok) return { error: { message: await answer.text() } };
      window.location.assign(confirmParams.return_url);
      return new Promise(() => {});
    },
    async confirmSetup({ confirmParams }) {
      const answer = await fetch('https://api.stripe.com/__test__/confirm-setup', { method: 'POST', body: clientSecret });
      if (!answer.ok) return { error: { message: await answer.text() } };
      window.location.assign(confirmParams.return_url);
      return new Promise(() => {});
    },
  };
};`;

describe.skipIf(!hasChromium)('trial subscription with Stripe configured', () => {
  let stripe: FakeStripeServer;
  let product: Awaited<ReturnType<typeof startProductForTest>>;
  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    // The same built app (the session built it), on a product whose card payments go through Stripe.
    product = await startProductForTest(
      {
        WEB_DIST_DIR: fileURLToPath(new URL('../../dist', import.meta.url)),
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: 'sk_test_browser',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_browser',
        STRIPE_API_BASE: stripe.url,
        // Its own topics and consumer groups, next to the session's product in this process.
        KAFKA_NAMESPACE: 'stripe-offer',
      },
      { realParts: false },
    );
  }, 120_000);
  afterAll(async () => {
    await product?.stop();
    await stripe?.close();
  });

  it(
    "EN: the card goes into Stripe's Payment Element for an intent kept for renewals; confirming starts the trial",
    async () => {
      const email = `stripe.${Date.now()}@example.com`;
      const orderNumber = await examOrder(email, product.base);
      const page = await newVisitor();
      // The page's own Content-Security-Policy still applies to these: it must allow Stripe's hosts.
      await page.route('https://js.stripe.com/**', (route: Route) => route.fulfill({ contentType: 'text/javascript', body: stripeJsStub }));
      await page.route('https://api.stripe.com/__test__/confirm', async (route: Route) => {
        const intentId = (route.request().postData() ?? '').split('_secret_')[0]!;
        stripe.confirm(intentId, '4242424242424242');
        return route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, body: 'ok' });
      });
      await page.goto(`${product.base}/paying/premiumSubscriptions?orderNumber=${orderNumber}`);
      await page.getByText(en.offer.stripeNote).waitFor();
      expect(await page.getByLabel(en.card.number, { exact: true }).count()).toBe(0);
      await page.getByLabel(en.offer.emailLabel, { exact: true }).fill(email);
      await page.getByTestId('consent').check();
      const pay = page.getByTestId('subscription-terms').getByRole('button', { name: 'Start trial for $0.99' });
      await pay.click();

      // Stripe's element is in place for an intent that keeps the card for off-session renewals.
      await page.getByTestId('stripe-stub').waitFor();
      await page.getByRole('alert').filter({ hasText: en.offer.stripeReady }).waitFor();
      const [intent] = stripe.intents();
      expect(stripe.intents()).toHaveLength(1);
      expect(intent).toMatchObject({ amount: 99, currency: 'usd', setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
      // The plan and the trial are fixed once the element is mounted for them.
      expect(await page.getByRole('radio').first().isDisabled()).toBe(true);

      await pay.click();
      await page.getByRole('heading', { level: 1, name: en.check.trialHeading }).waitFor({ timeout: 45_000 });
      expect(new URL(page.url()).pathname).toBe('/paying/subscribe/check');
      const { subscription } = await api<{ subscription: { status: string } }>('GET', `/api/vip/pay/status/${orderNumber}`, undefined, product.base);
      expect(subscription.status).toBe('trialing');
    },
    FLOW_TIMEOUT,
  );
  it(
    'EN: the free trial keeps the card with a SetupIntent confirmed by confirmSetup; nothing is charged, the trial starts',
    async () => {
      const email = `stripe.free.${Date.now()}@example.com`;
      const orderNumber = await examOrder(email, product.base);
      const page = await newVisitor();
      await page.route('https://js.stripe.com/**', (route: Route) => route.fulfill({ contentType: 'text/javascript', body: stripeJsStub }));
      await page.route('https://api.stripe.com/__test__/confirm-setup', async (route: Route) => {
        const setupId = (route.request().postData() ?? '').split('_secret_')[0]!;
        stripe.confirmSetup(setupId, '4242424242424242');
        return route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, body: 'ok' });
      });
      const intentsBefore = stripe.intents().length;
      await page.goto(`${product.base}/paying/premiumSubscriptions?orderNumber=${orderNumber}&plan=basic-free-trial`);
      await page.getByText(en.offer.stripeNote).waitFor();
      // Next to the button: nothing is paid today, then the price from the date, and cancelling before costs nothing.
      expect((await page.getByTestId('terms-summary').textContent()) ?? '').toMatch(pattern(en.offer.termsSummaryFreeTrial));
      await page.getByLabel(en.offer.emailLabel, { exact: true }).fill(email);
      await page.getByTestId('consent').check();
      const pay = page.getByTestId('subscription-terms').getByRole('button', { name: within(en.offer.payFreeTrial) });
      await pay.click();
      await page.getByTestId('stripe-stub').waitFor();
      await page.getByRole('alert').filter({ hasText: en.offer.stripeReadyFreeTrial }).waitFor();

      await pay.click();
      await page.getByRole('heading', { level: 1, name: en.check.trialHeading }).waitFor({ timeout: 45_000 });
      const { subscription } = await api<{ subscription: { status: string } }>('GET', `/api/vip/pay/status/${orderNumber}`, undefined, product.base);
      expect(subscription.status).toBe('trialing');
      // No PaymentIntent: the card was kept by a SetupIntent, nothing charged.
      expect(stripe.intents()).toHaveLength(intentsBefore);
    },
    FLOW_TIMEOUT,
  );
});
