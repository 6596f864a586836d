/**
 * A single course bought in a real browser, through the real gateway and services on the embedded sandbox,
 * one journey per locale: a member without a plan sees a paid course locked, priced in their currency (the
 * order service's price for their country), presses "Buy", pays on the checkout's payment page (card, or PayPal
 * through the sandbox approval page), and comes back to the course, which is open; another paid course stays
 * locked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { memberCalls } from '../../../product-tests/support/member-calls';
import accountEn from '../../src/features/account/locales/en.json';
import accountFr from '../../src/features/account/locales/fr.json';
import accountJa from '../../src/features/account/locales/ja.json';
import checkoutEn from '../../src/features/checkout/locales/en.json';
import checkoutFr from '../../src/features/checkout/locales/fr.json';
import checkoutJa from '../../src/features/checkout/locales/ja.json';
import coursesEn from '../../src/features/courses/locales/en.json';
import coursesFr from '../../src/features/courses/locales/fr.json';
import coursesJa from '../../src/features/courses/locales/ja.json';
import { browserSession, signInThroughLoginPage } from './browser-session';
import { fillCard, payingCard, type CheckoutTexts } from './checkout-steps';
import { hasChromium } from './chromium';
import { fill } from './fill-template';
import { gatewayCall } from './gateway-api';
import { pathname } from './journey-steps';

const session = browserSession();
const members = memberCalls(() => session.server.url);

const FLOW_TIMEOUT = 180_000;

interface Journey {
  /** The site's locale code and the browser's language (its region decides the currency). */
  hl: string;
  browserLocale: string;
  country: string;
  currencySign: string;
  method: 'card' | 'paypal';
  account: typeof accountEn;
  checkout: CheckoutTexts;
  courses: typeof coursesEn;
}

const journeys: Journey[] = [
  { hl: 'EN', browserLocale: 'en-GB', country: 'GB', currencySign: '£', method: 'card', account: accountEn, checkout: checkoutEn, courses: coursesEn },
  { hl: 'JA', browserLocale: 'ja-JP', country: 'JP', currencySign: '¥', method: 'paypal', account: accountJa, checkout: checkoutJa, courses: coursesJa },
  { hl: 'FR', browserLocale: 'fr-FR', country: 'FR', currencySign: '€', method: 'card', account: accountFr, checkout: checkoutFr, courses: coursesFr },
];

interface CourseCard {
  courseId: string;
  free: boolean;
}

const api = <T>(path: string) => gatewayCall<T>(session.server.url, 'GET', path);

/** Two paid courses (locked for a member without a plan) and the price each is sold at in `country`. */
async function paidCourses(country: string, hl: string) {
  const list = await gatewayCall<{ items: CourseCard[] }>(session.server.url, 'POST', '/api/course/infos/list', { page: 1, pageSize: 24 });
  const prices = await api<{ courses: Array<{ courseId: string; sku: { price: { formatted: string } } }> }>(`/api/course/sku/list/${country}/${hl}`);
  const [bought, other] = list.items.filter((course) => !course.free);
  expect(bought && other, 'two paid courses').toBeTruthy();
  const priceOf = (courseId: string) => prices.courses.find((course) => course.courseId === courseId)?.sku.price.formatted;
  return { bought: bought!.courseId, other: other!.courseId, price: priceOf(bought!.courseId)! };
}

const coursePage = (courseId: string) => `/userCenter/courseList/detail?id=${courseId}`;

async function expectLocked(page: Page, locked: boolean): Promise<void> {
  await expect.poll(() => page.getByTestId('course-access').getAttribute('data-locked'), { timeout: 20_000 }).toBe(String(locked));
}

describe.skipIf(!hasChromium)('buying a single course', () => {
  it.each(journeys)(
    '$hl ($method): a member buys a locked course at its $currencySign price, comes back to it open; another stays locked',
    async (journey) => {
      const member = await members.signedInMember({ emailPrefix: `course-${journey.hl.toLowerCase()}` });
      const { bought, other, price } = await paidCourses(journey.country, journey.hl);
      expect(price).toContain(journey.currencySign);
      const t = journey.checkout;

      const page = await (await session.newContext({ locale: journey.browserLocale, viewport: { width: 1100, height: 900 } })).newPage();
      page.setDefaultTimeout(20_000);
      await signInThroughLoginPage(page, session.server.url, member, coursePage(bought), journey);

      // Locked, priced in the visitor's currency, with the Buy button next to the upgrade.
      await expectLocked(page, true);
      expect(await page.getByTestId('course-price').textContent()).toContain(price);
      await page.getByRole('button', { name: fill(journey.courses.detail.buy, { price }) }).click();

      // The checkout's payment page: this course at that price, the member's address already filled in.
      await page.getByRole('heading', { level: 1, name: t.payment.heading }).waitFor();
      expect(await pathname(page)).toBe('/payment');
      expect(await page.getByTestId('summary-total').textContent()).toBe(price);
      expect(await page.getByLabel(t.payment.emailLabel, { exact: true }).inputValue()).toBe(member.email);
      if (journey.method === 'card') {
        await fillCard(page, t, payingCard, { name: 'Ada Lovelace', postalCode: '75001' });
        await page.getByRole('button', { name: fill(t.payment.pay, { amount: price }) }).click();
      } else {
        await page.getByRole('radio', { name: 'PayPal' }).check();
        await page.getByRole('button', { name: t.payment.payWithPaypal }).click();
        await page.getByRole('heading', { level: 1, name: t.approval.heading }).waitFor();
        expect(await page.getByTestId('approval-amount').textContent()).toBe(price);
        await page.getByRole('button', { name: t.approval.approve }).click();
      }

      // Paid: the success page speaks of the course, not a report, and takes the member back to it, open.
      await page.getByText(t.success.courseOpen).waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('receipt-total').textContent()).toBe(price);
      await page.getByRole('link', { name: t.success.openCourse }).waitFor();
      await page.waitForURL((url) => url.pathname === '/userCenter/courseList/detail' && url.searchParams.get('id') === bought, { timeout: 15_000 });
      await expectLocked(page, false);
      await page.getByRole('link', { name: journey.courses.detail.read }).first().waitFor();
      expect(await page.getByRole('button', { name: fill(journey.courses.detail.buy, { price }) }).count()).toBe(0);

      // Only that course: another paid one is still locked and still for sale.
      await page.goto(`${session.server.url}${coursePage(other)}`);
      await expectLocked(page, true);
      await page.getByRole('button', { name: new RegExp(fill(journey.courses.detail.buy, { price: '.+' })) }).waitFor();
    },
    FLOW_TIMEOUT,
  );
});
