import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { mailbox, startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, type Money } from './support/gateway-calls.js';
import { type Member, memberCalls } from './support/member-calls.js';

/**
 * A single course bought through the real gateway and services, paid with the sandbox card like a report:
 * OrderPaid reaches the content service, which opens the course and its file for the buyer only.
 */
let product: EmbeddedProduct & { base: string };
let buyer: Member;
let stranger: Member;
/** Members who order from the UK and from Japan (a member's second order for a course continues the first). */
let fromGb: Member;
let fromJp: Member;

beforeAll(async () => {
  product = await startProductForTest({ KAFKA_BROKERS: '' });
  const members = memberCalls(() => product.base);
  [buyer, stranger, fromGb, fromJp] = await Promise.all([
    members.subscribedMember('basic'),
    members.signedInMember(),
    members.signedInMember(),
    members.signedInMember(),
  ]);
}, 180_000);
afterAll(() => product?.stop());
const { call } = gatewayCalls(() => product.base);

interface CourseDetail {
  courseId: string;
  free: boolean;
  locked: boolean;
  attachments: Array<{ url: string | null }>;
}
interface CourseSkus {
  currency: string;
  courses: Array<{ courseId: string; sku: { skuId: string; kind: string; price: Money; originalPrice: Money } }>;
}
interface Payment {
  paymentId: string;
  status: string;
  amount: Money;
  testMode: boolean;
}

const detail = async (courseId: string, member: Member) => (await call<CourseDetail>('GET', `/api/course/infos/detail/${courseId}`, undefined, member.headers)).body.data;
/** The course prices a page shows a visitor from `country` (the order service's, the only price of a course). */
const priceList = async (country: string) => (await call<CourseSkus>('GET', `/api/course/sku/list/${country}/EN`)).body.data;
const priceOf = async (courseId: string, country: string) => (await priceList(country)).courses.find((c) => c.courseId === courseId)?.sku;
const fileStatus = async (courseId: string, member: Member) => (await fetch(`${product.base}/api/course/file/${courseId}/1`, { headers: member.headers })).status;

describe('buying a single course', () => {
  it('pays a locked course with the sandbox card and opens it, file too, for the buyer only', async () => {
    const list = await call<{ items: Array<{ courseId: string; free: boolean; locked: boolean }> }>('POST', '/api/course/infos/list', { pageSize: 24 }, buyer.headers);
    const [course, other] = list.body.data.items.filter((c) => !c.free && c.locked);
    expect(course && other).toBeTruthy();
    const shown = await priceOf(course!.courseId, 'US');
    expect(shown).toBeDefined();

    expect((await call('POST', '/api/course/order/create', { courseId: course!.courseId })).status).toBe(401);
    const free = list.body.data.items.find((c) => c.free)!;
    expect((await call('POST', '/api/course/order/create', { courseId: free.courseId }, buyer.headers)).body).toMatchObject({ result: 409 });
    const ordered = await call<{ orderNumber: string; skuId: string }>('POST', '/api/course/order/create', { courseId: course!.courseId }, buyer.headers);
    expect(ordered.body).toMatchObject({ result: 200, data: { orderNumber: expect.stringMatching(/^MC/), skuId: `course-${course!.courseId}` } });
    const { orderNumber, skuId } = ordered.body.data;

    const created = await call<Payment>('POST', '/pay-api/pay/order/create', { orderNumber, skuIds: [skuId], method: 'card', email: buyer.email, country: 'US' });
    expect(created.body, created.body.message).toMatchObject({ result: 200 });
    const payment = created.body.data;
    // The price the course shows is the price charged.
    expect(payment).toMatchObject({ status: 'requires_action', testMode: true, amount: shown!.price });
    // The buyer's order, priced as charged; nobody else's to read.
    const info = await call<{ courseId: string; paid: boolean; sku: { price: Money } }>('GET', `/api/course/order/info/${orderNumber}`, undefined, buyer.headers);
    expect(info.body.data).toMatchObject({ courseId: course!.courseId, paid: false, sku: { price: shown!.price } });
    expect((await call('GET', `/api/course/order/info/${orderNumber}`, undefined, stranger.headers)).body).toMatchObject({ result: 404 });
    expect((await call('GET', `/api/course/order/info/${orderNumber}`)).body).toMatchObject({ result: 401 });
    const paid = await call<Payment>('POST', '/pay-api/sandbox/card', {
      paymentId: payment.paymentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      cardholderName: 'Ada Byron',
      postalCode: '94105',
    });
    expect(paid.body.data.status).toBe('succeeded');
    expect((await call<{ paid: boolean }>('GET', `/api/course/order/info/${orderNumber}`, undefined, buyer.headers)).body.data.paid).toBe(true);

    await eventually(async () => expect((await detail(course!.courseId, buyer)).locked).toBe(false), { timeoutMs: 20_000 });
    expect((await detail(course!.courseId, buyer)).attachments[0]!.url).toBe(`/api/course/file/${course!.courseId}/1`);
    expect(await fileStatus(course!.courseId, buyer)).toBe(200);
    // Only that course, and only for the buyer: the order number opens nothing for anyone else.
    expect((await detail(other!.courseId, buyer)).locked).toBe(true);
    expect((await detail(course!.courseId, stranger)).locked).toBe(true);
    expect(await fileStatus(course!.courseId, stranger)).toBe(403);
    const strangerPays = await call<{ alreadyPaid?: boolean }>('POST', '/pay-api/pay/order/create', { orderNumber, skuIds: [skuId], method: 'card', email: stranger.email }, stranger.headers);
    expect(strangerPays.body.data.alreadyPaid).toBe(true);
    expect((await detail(course!.courseId, stranger)).locked).toBe(true);
    // Bought once: asking to buy it again is refused.
    expect((await call('POST', '/api/course/order/create', { courseId: course!.courseId }, buyer.headers)).body).toMatchObject({ result: 409 });

    await eventually(
      async () => {
        const mails = await mailbox(product.base, buyer.email);
        expect(mails.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Payment received: Single course/));
      },
      { timeoutMs: 20_000 },
    );
  });

  it('sells every paid course, and no free one, at the price its page shows, in the visitor’s currency: one owner of the price', async () => {
    const list = await call<{ items: Array<{ courseId: string; free: boolean; price?: unknown }> }>('POST', '/api/course/infos/list', { pageSize: 24 }, stranger.headers);
    // The content service no longer carries a second copy of the price.
    expect(list.body.data.items.every((c) => c.price === undefined)).toBe(true);
    const [us, gb, jp] = await Promise.all([priceList('US'), priceList('GB'), priceList('JP')]);
    expect([us.currency, gb.currency, jp.currency]).toEqual(['USD', 'GBP', 'JPY']);
    const paid = list.body.data.items.filter((c) => !c.free);
    expect(paid.length).toBeGreaterThan(0);
    expect(us.courses.map((c) => c.courseId).sort()).toEqual(paid.map((c) => c.courseId).sort());
    for (const [country, prices, member] of [['US', us, stranger], ['GB', gb, fromGb], ['JP', jp, fromJp]] as const) {
      for (const { courseId } of paid) {
        const shown = prices.courses.find((c) => c.courseId === courseId)!.sku;
        expect(shown.price.currency, `course ${courseId} in ${country}`).toBe(prices.currency);
        const ordered = await call<{ orderNumber: string; skuId: string }>('POST', '/api/course/order/create', { courseId, country }, member.headers);
        expect(ordered.body, `course ${courseId}`).toMatchObject({ result: 200, data: { skuId: shown.skuId } });
        const created = await call<Payment>('POST', '/pay-api/pay/order/create', {
          orderNumber: ordered.body.data.orderNumber,
          skuIds: [ordered.body.data.skuId],
          method: 'card',
          email: member.email,
          country,
        });
        expect(created.body.data?.amount, `course ${courseId} in ${country}`).toEqual(shown.price);
      }
    }
    expect(gb.courses[0]!.sku.price.formatted).toMatch(/^£/);
    for (const { courseId } of list.body.data.items.filter((c) => c.free)) {
      expect((await call('POST', '/api/course/order/create', { courseId }, stranger.headers)).body, `course ${courseId}`).toMatchObject({ result: 409 });
    }
  });
});
