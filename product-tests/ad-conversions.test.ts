import { eventually } from '@mindprint/platform/testing';
import {
  type FakeGoogleAdsServer,
  type FakeMetaServer,
  fakeAdPlatformVariables,
  startFakeGoogleAds,
  startFakeMetaConversionsApi,
} from '@mindprint/notification/testing/fake-ad-platforms';
import { type ProductUnderTest, startProductForTest } from '@mindprint/scripts/product-under-test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCalls, uniqueEmail } from './support/gateway-calls.js';

/**
 * Issue 20's "done when", through the real services: a visitor with advertising consent and click ids takes the
 * test, pays by the sandbox card, and the paid order reaches the fake Meta Conversions API and Google Ads once each;
 * consent is read again when paying.
 */
let product: ProductUnderTest;
let meta: FakeMetaServer;
let google: FakeGoogleAdsServer;

beforeAll(async () => {
  [meta, google] = await Promise.all([startFakeMetaConversionsApi(), startFakeGoogleAds()]);
  product = await startProductForTest({
    ...fakeAdPlatformVariables(meta, google),
    CONVERSIONS_POLL_MS: '100',
  });
}, 180_000);
afterAll(async () => {
  await product?.stop();
  await Promise.all([meta?.stop(), google?.stop()]);
});

const { call, ok } = gatewayCalls(() => product.base);
const consentCookie = (advertising: boolean) => ({ cookie: `cookie_consent=${advertising ? 'v2.statistics.advertising' : 'v2.statistics'}`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' });

/** A finished test ordered with `atOrder` consent and click ids, paid by card with `atPayment` consent; its purchase number. */
async function orderAndPay(tracking: Record<string, string>, consent: { atOrder: boolean; atPayment: boolean }) {
  const email = uniqueEmail('ads');
  const sheet = await ok<{ parts: Array<{ questions: Array<{ questionId: string }> }> }>('GET', '/api/exam/question/list/1/EN');
  const answers = sheet.parts.flatMap((p) => p.questions).map((q, i) => ({ questionId: q.questionId, value: (i % 7) + 1 }));
  const created = await call<{ orderNumber: string }>('POST', '/api/exam/order/info', { examId: '1', locale: 'EN', email, answers, tracking }, consentCookie(consent.atOrder));
  expect(created.body.result).toBe(200);
  const { orderNumber } = created.body.data;
  const offers = await ok<{ skus: Array<{ skuId: string; kind: string }> }>('GET', `/api/exam/sku/list/1/US/en?orderNumber=${orderNumber}`);
  const report = offers.skus.find((s) => s.kind === 'report')!;
  const pay = () =>
    call<{ paymentId: string; purchaseNumber: string }>(
      'POST',
      '/pay-api/pay/order/create',
      { orderNumber, skuIds: [report.skuId], method: 'card', email, tracking },
      consentCookie(consent.atPayment),
    );
  const payment = (await pay()).body.data;
  const card = { paymentId: payment.paymentId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', cardholderName: 'Ana Silva', postalCode: '10001' };
  expect(await ok<{ status: string }>('POST', '/pay-api/sandbox/card', card)).toMatchObject({ status: 'succeeded' });
  await eventually(async () => expect(await ok<{ purchased: boolean }>('GET', `/api/exam/order/sku/check/${orderNumber}`)).toMatchObject({ purchased: true }), { timeoutMs: 30_000 });
  return { purchaseNumber: payment.purchaseNumber, payAgain: pay };
}

const metaEvents = (eventId: string) => meta.events.filter((e) => e.event_id === eventId);
const googleConversions = (eventId: string) => google.conversions.filter((c) => c.orderId === eventId);

describe('server-side ad conversions through the real services', () => {
  it('a paid order with consent and click ids: exactly one Conversions API event and one Google Ads conversion, none more after paying again', async () => {
    const { purchaseNumber, payAgain } = await orderAndPay({ fbclid: 'IwAR-product-1', gclid: 'Cj0-product-1', fbclid_seen_at: String(Date.now() - 60_000) }, { atOrder: true, atPayment: true });
    const eventId = `purchase:${purchaseNumber}`;
    await eventually(() => {
      expect(metaEvents(eventId)).toHaveLength(1);
      expect(googleConversions(eventId)).toHaveLength(1);
    }, { timeoutMs: 30_000 });
    expect(metaEvents(eventId)[0]).toMatchObject({ event_name: 'Purchase', user_data: { fbc: expect.stringMatching(/^fb\.1\.\d{13}\.IwAR-product-1$/), client_user_agent: 'Mozilla/5.0 (X11; Linux x86_64)' } });
    expect(googleConversions(eventId)[0]).toMatchObject({ gclid: 'Cj0-product-1', orderId: eventId });
    // The same purchase asked for again is already paid: nothing new is announced or sent.
    expect((await payAgain()).body.result).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(metaEvents(eventId)).toHaveLength(1);
    expect(googleConversions(eventId)).toHaveLength(1);
  }, 120_000);

  it('consent given at the e-mail form but withdrawn before paying: no call at either platform; and the reverse converts', async () => {
    const withdrawn = await orderAndPay({ fbclid: 'IwAR-product-2', gclid: 'Cj0-product-2' }, { atOrder: true, atPayment: false });
    const given = await orderAndPay({ fbclid: 'IwAR-product-3', gclid: 'Cj0-product-3' }, { atOrder: false, atPayment: true });
    await eventually(() => {
      expect(metaEvents(`purchase:${given.purchaseNumber}`)).toHaveLength(1);
      expect(googleConversions(`purchase:${given.purchaseNumber}`)).toHaveLength(1);
    }, { timeoutMs: 30_000 });
    // In-memory bus: events are handled in order, so the earlier one was handled by now and queued nothing. On Kafka the
    // two orders' keys may sit on different partitions, which makes this half weaker there (the order service's own test
    // pins the OrderPaid attribution; the notification test pins that no consent means no call).
    expect(metaEvents(`purchase:${withdrawn.purchaseNumber}`)).toHaveLength(0);
    expect(googleConversions(`purchase:${withdrawn.purchaseNumber}`)).toHaveLength(0);
    expect(JSON.stringify([meta.events, google.conversions])).not.toContain('product-2');
  }, 180_000);
});
