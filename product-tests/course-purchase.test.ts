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

beforeAll(async () => {
  product = await startProductForTest({ KAFKA_BROKERS: '' });
  const members = memberCalls(() => product.base);
  [buyer, stranger] = await Promise.all([members.subscribedMember('basic'), members.signedInMember()]);
}, 180_000);
afterAll(() => product?.stop());
const { call } = gatewayCalls(() => product.base);

interface CourseDetail {
  courseId: string;
  free: boolean;
  locked: boolean;
  price: Money;
  attachments: Array<{ url: string | null }>;
}
interface Payment {
  paymentId: string;
  status: string;
  amount: Money;
  testMode: boolean;
}

const detail = async (courseId: string, member: Member) => (await call<CourseDetail>('GET', `/api/course/infos/detail/${courseId}`, undefined, member.headers)).body.data;
const fileStatus = async (courseId: string, member: Member) => (await fetch(`${product.base}/api/course/file/${courseId}/1`, { headers: member.headers })).status;

describe('buying a single course', () => {
  it('pays a locked course with the sandbox card and opens it, file too, for the buyer only', async () => {
    const list = await call<{ items: Array<{ courseId: string; free: boolean; locked: boolean }> }>('POST', '/api/course/infos/list', { pageSize: 24 }, buyer.headers);
    const [course, other] = list.body.data.items.filter((c) => !c.free && c.locked);
    expect(course && other).toBeTruthy();
    const shown = await detail(course!.courseId, buyer);

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
    expect(payment).toMatchObject({ status: 'requires_action', testMode: true, amount: shown.price });
    const paid = await call<Payment>('POST', '/pay-api/sandbox/card', {
      paymentId: payment.paymentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      cardholderName: 'Ada Byron',
      postalCode: '94105',
    });
    expect(paid.body.data.status).toBe('succeeded');

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

  it('sells every paid course at the price its page shows, and no free one: content (the price shown) and order (the price charged) agree', async () => {
    const list = await call<{ items: Array<{ courseId: string; free: boolean }> }>('POST', '/api/course/infos/list', { pageSize: 24 }, stranger.headers);
    const paid = list.body.data.items.filter((c) => !c.free);
    expect(paid.length).toBeGreaterThan(0);
    for (const { courseId } of paid) {
      const shown = await detail(courseId, stranger);
      const ordered = await call<{ orderNumber: string; skuId: string }>('POST', '/api/course/order/create', { courseId }, stranger.headers);
      expect(ordered.body, `course ${courseId}`).toMatchObject({ result: 200 });
      const created = await call<Payment>('POST', '/pay-api/pay/order/create', {
        orderNumber: ordered.body.data.orderNumber,
        skuIds: [ordered.body.data.skuId],
        method: 'card',
        email: stranger.email,
        country: 'US',
      });
      expect(created.body.data?.amount, `course ${courseId}`).toEqual(shown.price);
    }
    for (const { courseId } of list.body.data.items.filter((c) => c.free)) {
      expect((await call('POST', '/api/course/order/create', { courseId }, stranger.headers)).body, `course ${courseId}`).toMatchObject({ result: 409 });
    }
  });
});
