import { randomUUID } from 'node:crypto';
import { create, fromBinary } from '@bufbuild/protobuf';
import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { PaymentFailedSchema, PaymentSucceededSchema } from '@mindprint/proto/gen/mindprint/payment/v1/events_pb';
import type { Database } from '@mindprint/platform/db';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { createLogger } from '@mindprint/platform/logger';
import { OutboxRelay, writeOutbox } from '@mindprint/platform/outbox';
import { busKinds, databaseEngines, eventually, openTestBus, openTestDatabase } from '@mindprint/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueQueries } from '../src/app/catalogue-queries.js';
import type { ExamScoring } from '../src/app/exam-client.js';
import { ExamOrderQueries } from '../src/app/exam-order-queries.js';
import { CourseOrders } from '../src/app/course-orders.js';
import { PreparePurchase } from '../src/app/prepare-purchase.js';
import { PurchaseQueries } from '../src/app/purchase-queries.js';
import { purchaseView } from '../src/app/views.js';
import { notePaymentFailed, paymentEventsTopic, settlePaidPurchase } from '../src/consumers/settle-paid-purchase.js';
import { ExamOrderRepository } from '../src/db/exam-order-repository.js';
import { CourseOrderRepository } from '../src/db/course-order-repository.js';
import { orderMigrations } from '../src/db/migrations.js';
import { PurchaseRepository } from '../src/db/purchase-repository.js';
import { newOrderNumber } from '../src/domain/exam-order.js';
import { newPurchaseNumber } from '../src/domain/purchase.js';

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger({ service: 'order-test', level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines, warnings: () => lines.filter((l) => l.level === 40) };
}

const opened: Array<{ close?: () => Promise<void>; stop?: () => Promise<void> }> = [];
afterEach(async () => {
  for (const item of opened.reverse().splice(0)) await (item.stop ?? item.close)!.call(item);
});

async function openOrderSide(engine: 'pglite' | 'postgres', log = capturingLogger().log, clock = () => new Date()) {
  const db = await openTestDatabase(engine, orderMigrations);
  opened.push(db);
  const orders = new ExamOrderRepository(db.knex);
  const purchases = new PurchaseRepository(db.knex);
  const queries = new ExamOrderQueries(orders, purchases, {} as ExamScoring, clock);
  const courseOrders = new CourseOrders(new CourseOrderRepository(db.knex), purchases);
  const prepare = new PreparePurchase(queries, purchases, courseOrders, clock);
  const catalogue = new CatalogueQueries(queries, purchases, clock);
  const bought = new PurchaseQueries(queries, purchases);
  const settle = settlePaidPurchase(purchases, orders, new CourseOrderRepository(db.knex), log);

  /** A finished 16-type test, taken `hoursAgo` hours ago. */
  async function examOrder(
    options: { country?: string | null; hoursAgo?: number; email?: string; attribution?: { tracking: Record<string, string>; advertisingConsent: boolean; userAgent: string | null } } = {},
  ) {
    const orderNumber = newOrderNumber();
    await db.withTransaction((trx) =>
      orders.insert(trx, {
        orderNumber,
        examId: '1',
        locale: 'EN',
        email: options.email ?? 'ann@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        yearOfBirth: 1990,
        gender: 'female',
        country: options.country === undefined ? 'US' : options.country,
        typeCode: 'INFJ',
        scalePositions: [],
        answers: [],
        tracking: {},
        advertisingConsent: false,
        userAgent: null,
        ...options.attribution,
        logId: null,
      }),
    );
    if (options.hoursAgo) {
      await db.knex('exam_orders').where({ order_number: orderNumber }).update({ created_at: new Date(Date.now() - options.hoursAgo * 3_600_000) });
    }
    return orderNumber;
  }

  /** Delivers a PaymentSucceeded to the consumer's handler the way consumeEvents does. */
  const paymentSucceeded = (event: { purchaseNumber: string; orderNumber: string; paymentId: string; amountMinor?: number; currency?: string }) =>
    db.withTransaction((trx) =>
      settle.handle(
        create(PaymentSucceededSchema, { ...event, amountMinor: BigInt(event.amountMinor ?? 1999), currency: event.currency ?? 'USD', provider: 'sandbox', succeededAt: new Date().toISOString() }) as never,
        trx,
        { eventId: randomUUID(), eventType: PaymentSucceededSchema.typeName, topic: paymentEventsTopic, key: event.purchaseNumber },
      ),
    );

  const orderPaidEvents = async () =>
    (await db.knex('outbox').where({ event_type: OrderPaidSchema.typeName }).orderBy('seq')).map((row) => ({
      key: row.message_key as string,
      event: fromBinary(OrderPaidSchema, row.payload as Buffer),
    }));

  return { db, orders, purchases, queries, prepare, catalogue, bought, courseOrders, examOrder, paymentSucceeded, orderPaidEvents };
}

describe.each(databaseEngines)('buying a single course on %s', (engine) => {
  const buyer = { courseId: '2', userId: 'u-ann', email: 'Ann@Example.com', locale: 'de', country: 'DE' };

  it('prices the course per currency, charges it through the same purchase and names course and buyer in OrderPaid', async () => {
    const side = await openOrderSide(engine);
    const order = await side.courseOrders.create(buyer);
    expect(order).toMatchObject({ orderNumber: expect.stringMatching(/^MC[0-9A-Z]{20}$/), skuId: 'course-2', courseId: '2', userId: 'u-ann', email: 'ann@example.com', locale: 'DE', country: 'DE' });
    // Asking again continues the same order.
    expect((await side.courseOrders.create({ ...buyer, country: 'US' })).orderNumber).toBe(order.orderNumber);

    // The price the course's pages show (the price list for the country) is the one the order shows and charges.
    const listed = side.courseOrders.skus({ country: 'DE', locale: 'de' });
    expect(listed.currency).toBe('EUR');
    const shown = listed.courses.find((c) => c.courseId === '2')!.sku;
    expect(shown).toMatchObject({ skuId: 'course-2', kind: 'course', name: 'Einzelkurs', price: { amountMinor: 1899, formatted: '18,99 €' } });
    expect(await side.courseOrders.orderView(order.orderNumber)).toMatchObject({ courseId: '2', userId: 'u-ann', email: 'ann@example.com', paid: false, sku: { price: shown.price } });
    const { purchase, alreadyPaid } = await side.prepare.run({ orderNumber: order.orderNumber, skuIds: ['course-2'] });
    expect(alreadyPaid).toBe(false);
    expect(purchase).toMatchObject({ skuIds: ['course-2'], examId: '', title: 'Einzelkurs', total: { ...shown.price, amountMinor: 1899 }, discount: { amountMinor: 0 } });
    const inYen = await side.prepare.run({ orderNumber: order.orderNumber, skuIds: ['course-2'], country: 'JP', locale: 'ja' });
    expect(inYen.purchase).toMatchObject({ purchaseNumber: purchase.purchaseNumber, title: 'コース単品', total: { formatted: '¥2,980' } });

    await side.paymentSucceeded({ purchaseNumber: purchase.purchaseNumber, orderNumber: order.orderNumber, paymentId: 'pay-course', amountMinor: 2980, currency: 'JPY' });
    const [paid] = await side.orderPaidEvents();
    expect(paid).toMatchObject({ key: order.orderNumber, event: { courseId: '2', buyerUserId: 'u-ann', skuIds: ['course-2'], email: 'ann@example.com', currency: 'JPY', amountMinor: 2980n } });
    expect((await side.prepare.run({ orderNumber: order.orderNumber, skuIds: ['course-2'] })).alreadyPaid).toBe(true);
    expect((await side.courseOrders.orderView(order.orderNumber)).paid).toBe(true);
    const redriven = await side.bought.paidPurchases(new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() + 60_000).toISOString(), 10);
    expect(redriven).toEqual([expect.objectContaining({ purchaseNumber: purchase.purchaseNumber, courseId: '2', buyerUserId: 'u-ann' })]);
  });

  it('lists every course sold alone, in course order, priced in the country’s currency (GB in pounds, unknown countries in dollars)', async () => {
    const side = await openOrderSide(engine);
    const gb = side.courseOrders.skus({ country: 'gb', locale: 'en' });
    expect(gb.currency).toBe('GBP');
    expect(gb.courses.map((c) => c.courseId)).toEqual(['2', '3', '4', '6']);
    expect(gb.courses.map((c) => c.sku.price.formatted)).toEqual(['£16.99', '£19.99', '£11.99', '£23.99']);
    expect(gb.courses.every((c) => c.sku.youSave.amountMinor === 0)).toBe(true);
    expect(side.courseOrders.skus({ country: 'ZZ' }).currency).toBe('USD');
    await expect(side.courseOrders.orderView('MC' + 'A'.repeat(20))).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('refuses a visitor, a bad course id, a bad address, an unknown course order and any SKU but the course', async () => {
    const side = await openOrderSide(engine);
    await expect(side.courseOrders.create({ ...buyer, userId: ' ' })).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });
    await expect(side.courseOrders.create({ ...buyer, courseId: '../x' })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT' });
    await expect(side.courseOrders.create({ ...buyer, email: 'nope' })).rejects.toMatchObject({ reason: 'INVALID_EMAIL' });
    // Free courses (1) and unknown ones are not sold on their own.
    await expect(side.courseOrders.create({ ...buyer, courseId: '1' })).rejects.toMatchObject({ reason: 'COURSE_NOT_FOR_SALE', kind: 'NOT_FOUND' });
    await expect(side.prepare.run({ orderNumber: 'MC' + 'A'.repeat(20), skuIds: ['course-2'] })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    const { orderNumber } = await side.courseOrders.create(buyer);
    await expect(side.prepare.run({ orderNumber, skuIds: ['mbti-report'] })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT', message: expect.stringContaining('exactly the SKU "course-2"') });
    await expect(side.prepare.run({ orderNumber, skuIds: ['course-3'] })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT' });
    await expect(side.prepare.run({ orderNumber, skuIds: ['course-2', 'mbti-report'] })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT' });
    expect(await side.db.knex('purchases')).toHaveLength(0);
  });
});

describe.each(databaseEngines)('preparing a purchase on %s', (engine) => {
  it('gives 50 concurrent callers for one order and SKUs the same single purchase', async () => {
    const side = await openOrderSide(engine);
    const orderNumber = await side.examOrder();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        side.prepare.run({ orderNumber, skuIds: i % 2 ? ['mbti-career-pack', 'mbti-report'] : ['mbti-report', 'mbti-career-pack'] }),
      ),
    );
    expect(new Set(results.map((r) => r.purchase.purchaseNumber)).size).toBe(1);
    expect(results.every((r) => !r.alreadyPaid && r.purchase.status === 'pending_payment')).toBe(true);
    expect(await side.db.knex('purchases').where({ order_number: orderNumber })).toHaveLength(1);
    expect(results[0]!.purchase).toMatchObject({
      skuIds: ['mbti-career-pack', 'mbti-report'],
      total: { amountMinor: 2998, currency: 'USD', formatted: '$29.98' },
      subtotal: { formatted: '$49.97' },
      discount: { formatted: '$19.99' },
      title: 'Career pack + Full personality report',
      emailMasked: 'a***@example.com',
    });
  });

  it('prices on the server: the asked country, else the order’s, else the US; the offer until 24 hours after the test', async () => {
    const side = await openOrderSide(engine);
    const german = await side.examOrder({ country: 'DE' });
    expect((await side.prepare.run({ orderNumber: german, skuIds: ['mbti-report'] })).purchase.total.formatted).toBe('18,99 €');
    const noCountry = await side.examOrder({ country: null });
    expect((await side.prepare.run({ orderNumber: noCountry, skuIds: ['mbti-report'], country: 'jp' })).purchase.total.formatted).toBe('¥2,990');
    expect((await side.prepare.run({ orderNumber: await side.examOrder({ country: null }), skuIds: ['mbti-report'] })).purchase.total.formatted).toBe('$19.99');
    const late = await side.examOrder({ hoursAgo: 25 });
    expect((await side.prepare.run({ orderNumber: late, skuIds: ['mbti-report'] })).purchase).toMatchObject({ total: { formatted: '$39.98' }, discount: { amountMinor: 0 } });
  });

  it('keeps one open purchase and updates its amount, promo code and address while it is unpaid', async () => {
    const side = await openOrderSide(engine);
    const orderNumber = await side.examOrder();
    const first = await side.prepare.run({ orderNumber, skuIds: ['mbti-report'] });
    const second = await side.prepare.run({ orderNumber, skuIds: ['mbti-report'], promoCode: 'welcome10', email: ' Bob@Example.org ', locale: 'fr' });
    expect(second.purchase.purchaseNumber).toBe(first.purchase.purchaseNumber);
    expect(second.purchase).toMatchObject({ promoCode: 'WELCOME10', total: { formatted: '$17.99' }, emailMasked: 'b***@example.org', locale: 'FR', title: 'Rapport de personnalité complet' });
    expect((await side.bought.purchase(first.purchase.purchaseNumber)).purchase).toMatchObject({ total: { amountMinor: 1799 }, promoCode: 'WELCOME10' });
    const withBadCode = await side.prepare.run({ orderNumber, skuIds: ['mbti-report'], promoCode: 'SUMMER25' });
    expect(withBadCode.purchase).toMatchObject({ promoCode: '', total: { formatted: '$19.99' } });
  });

  it('refuses an unknown order, SKUs of another test and a bad address, saying what is wrong', async () => {
    const side = await openOrderSide(engine);
    const orderNumber = await side.examOrder();
    await expect(side.prepare.run({ orderNumber: newOrderNumber(), skuIds: ['mbti-report'] })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(side.prepare.run({ orderNumber, skuIds: ['iq-report'] })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT', message: expect.stringContaining('"iq-report" is not sold for this test') });
    await expect(side.prepare.run({ orderNumber, skuIds: ['course-2'] })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT', message: expect.stringContaining('"course-2" is not sold for this test') });
    await expect(side.prepare.run({ orderNumber, skuIds: ['mbti-report'], email: 'not-an-address' })).rejects.toMatchObject({
      reason: 'INVALID_EMAIL',
      message: 'Please enter a valid email address',
    });
    expect(await side.db.knex('purchases')).toHaveLength(0);
  });

  it("lists a buyer's orders newest first with each one's status from its paid purchases only, in one statement", async () => {
    const side = await openOrderSide(engine);
    const older = await side.examOrder({ email: 'dee@example.com', hoursAgo: 2 });
    const pending = await side.examOrder({ email: 'dee@example.com', hoursAgo: 1 });
    const paidTwice = await side.examOrder({ email: 'dee@example.com' });
    await side.examOrder({ email: 'someone-else@example.com' });
    const pay = async (orderNumber: string, skuIds: string[], paymentId: string) => {
      const { purchase } = await side.prepare.run({ orderNumber, skuIds });
      await side.paymentSucceeded({ purchaseNumber: purchase.purchaseNumber, orderNumber, paymentId, amountMinor: Number(purchase.total!.amountMinor) });
    };
    await pay(older, ['mbti-report'], 'pay-older');
    await side.prepare.run({ orderNumber: pending, skuIds: ['mbti-report'] }); // started, never paid
    await pay(paidTwice, ['mbti-report'], 'pay-report');
    await pay(paidTwice, ['mbti-growth-pack'], 'pay-pack');
    const statements: string[] = [];
    side.db.knex.on('query', (query: { sql: string }) => statements.push(query.sql));
    const listed = await side.queries.ordersOf('Dee@Example.com', undefined, 10);
    expect(listed.map((o) => [o.orderNumber, o.status])).toEqual([
      [paidTwice, 'paid'],
      [pending, 'pending_payment'],
      [older, 'paid'],
    ]);
    expect(statements).toHaveLength(1);
    expect(await side.queries.ordersOf('dee@example.com', '2', 10)).toEqual([]);
  });

  it('once paid: the report is bought, the same SKUs are not charged again and the packs left are offered', async () => {
    const side = await openOrderSide(engine);
    const orderNumber = await side.examOrder({ email: 'cy@example.com' });
    expect(await side.bought.checkPurchase(orderNumber)).toMatchObject({ purchased: false, purchaseNumber: '' });
    expect((await side.queries.summary(orderNumber)).status).toBe('pending_payment');
    const { purchase } = await side.prepare.run({ orderNumber, skuIds: ['mbti-report-plus'] });
    await side.paymentSucceeded({ purchaseNumber: purchase.purchaseNumber, orderNumber, paymentId: 'pay-1', amountMinor: 2499 });

    expect(await side.bought.checkPurchase(orderNumber)).toEqual({ orderNumber, purchased: true, purchaseNumber: purchase.purchaseNumber, examId: '1' });
    expect((await side.queries.summary(orderNumber)).status).toBe('paid');
    expect((await side.queries.ordersOf('cy@example.com', undefined, 10)).map((o) => o.status)).toEqual(['paid']);
    const again = await side.prepare.run({ orderNumber, skuIds: ['mbti-report-plus'] });
    expect(again).toMatchObject({ alreadyPaid: true, purchase: { purchaseNumber: purchase.purchaseNumber, status: 'paid', paymentId: 'pay-1' } });
    await expect(side.prepare.run({ orderNumber, skuIds: ['mbti-report'] })).rejects.toMatchObject({ reason: 'ALREADY_OWNED' });
    expect((await side.catalogue.listExtraPackages({ orderNumber })).packages.map((p) => p.skuId)).toEqual(['mbti-growth-pack']);
    const history = await side.bought.secondPhaseOrder(orderNumber);
    expect(history.purchases.map((p) => [p.status, p.paidAt !== ''])).toEqual([['paid', true]]);
  });

  it('prepares a purchase in two statements (the order read with its paid purchases, the insert), and answers a paid set from that read as from the purchase itself', async () => {
    const side = await openOrderSide(engine);
    const orderNumber = await side.examOrder();
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    side.db.knex.on('query', record);
    const { purchase } = await side.prepare.run({ orderNumber, skuIds: ['mbti-report-plus'], attribution: { tracking: { gclid: 'g-1' }, advertisingConsent: true, userAgent: 'UA' } });
    side.db.knex.off('query', record);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/^select "exam_orders"\.\*, \(select coalesce\(jsonb_agg/);
    expect(statements[1]).toMatch(/^insert into "purchases"/);

    await side.paymentSucceeded({ purchaseNumber: purchase.purchaseNumber, orderNumber, paymentId: 'pay-1', amountMinor: 2499 });
    const again = await side.prepare.run({ orderNumber, skuIds: ['mbti-report-plus'] });
    expect(again.alreadyPaid).toBe(true);
    expect(again.purchase).toEqual(purchaseView((await side.purchases.byNumber(purchase.purchaseNumber))!));
  });

  it('announces a paid purchase once, however often and by however many payments it is paid', async () => {
    const capture = capturingLogger();
    const side = await openOrderSide(engine, capture.log);
    const orderNumber = await side.examOrder();
    const first = await side.prepare.run({ orderNumber, skuIds: ['mbti-report'], email: 'deliver@example.com' });
    await side.paymentSucceeded({ purchaseNumber: first.purchase.purchaseNumber, orderNumber, paymentId: 'pay-a' });
    await side.paymentSucceeded({ purchaseNumber: first.purchase.purchaseNumber, orderNumber, paymentId: 'pay-a' });
    await side.paymentSucceeded({ purchaseNumber: first.purchase.purchaseNumber, orderNumber, paymentId: 'pay-b' });
    // A second open purchase of the same SKUs, made while the first was being paid, then paid too.
    const twin = newPurchaseNumber();
    const paidRow = await side.db.knex('purchases').first();
    await side.db.knex('purchases').insert({ ...paidRow, purchase_number: twin, status: 'pending_payment', payment_id: null, paid_at: null, sku_ids: JSON.stringify(paidRow.sku_ids) });
    await side.paymentSucceeded({ purchaseNumber: twin, orderNumber, paymentId: 'pay-c' });

    const events = await side.orderPaidEvents();
    expect(events).toHaveLength(1);
    expect(events[0]!.key).toBe(orderNumber);
    expect(events[0]!.event).toMatchObject({
      purchaseNumber: first.purchase.purchaseNumber,
      orderNumber,
      examId: '1',
      skuIds: ['mbti-report'],
      email: 'deliver@example.com',
      locale: 'EN',
      amountMinor: 1999n,
      currency: 'USD',
      paymentId: 'pay-a',
      typeCode: 'INFJ',
      title: 'Full personality report',
    });
    expect((await side.bought.purchase(twin)).purchase.status).toBe('pending_payment');
    const warnings = capture.warnings();
    expect(warnings).toContainEqual(expect.objectContaining({ settledByPaymentId: 'pay-a', secondPaymentId: 'pay-b' }));
    expect(warnings).toContainEqual(expect.objectContaining({ settledByPaymentId: 'pay-a', secondPaymentId: 'pay-c' }));
    expect(warnings).toHaveLength(2);
  });
});

describe.each(databaseEngines.flatMap((db) => busKinds.map((bus) => [db, bus] as const)))('payment events on %s with the %s bus', (engine, busKind) => {
  it('settle the purchase and write one OrderPaid, despite redelivery, a failed and a second payment', async () => {
    const capture = capturingLogger();
    const side = await openOrderSide(engine, capture.log);
    const paymentDb: Database = await openTestDatabase(engine);
    opened.push(paymentDb);
    const bus = openTestBus(busKind, capture.log, { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 20, transientRetryMs: 200 });
    opened.push(bus);
    const consumer = `order-test-${randomUUID()}`;
    const purchases = new PurchaseRepository(side.db.knex);
    await consumeEvents({
      db: side.db,
      bus,
      log: capture.log,
      consumer,
      topic: paymentEventsTopic,
      handlers: [settlePaidPurchase(purchases, new ExamOrderRepository(side.db.knex), new CourseOrderRepository(side.db.knex), capture.log), notePaymentFailed(capture.log)],
    });

    const orderNumber = await side.examOrder({ country: 'FR' });
    const { purchase } = await side.prepare.run({ orderNumber, skuIds: ['mbti-report'] });
    const purchaseNumber = purchase.purchaseNumber;
    const succeeded = (paymentId: string) => ({ paymentId, purchaseNumber, orderNumber, amountMinor: 1899n, currency: 'EUR', provider: 'sandbox', succeededAt: new Date().toISOString() });
    const eventIds = await paymentDb.withTransaction(async (trx) => [
      await writeOutbox(trx, PaymentFailedSchema, { paymentId: 'pay-declined', purchaseNumber, orderNumber, provider: 'sandbox', failureCode: 'card_declined' }, { key: purchaseNumber }),
      await writeOutbox(trx, PaymentSucceededSchema, succeeded('pay-ok'), { key: purchaseNumber }),
      await writeOutbox(trx, PaymentSucceededSchema, succeeded('pay-ok'), { key: purchaseNumber }),
      await writeOutbox(trx, PaymentSucceededSchema, succeeded('pay-twice'), { key: purchaseNumber }),
    ]);
    const relay = new OutboxRelay(paymentDb, bus, capture.log, { service: `payment-test-${randomUUID()}`, pollMs: 20 });
    relay.start();
    opened.push(relay);
    const handled = () => side.db.knex('inbox').where({ consumer }).whereIn('event_id', eventIds).count<{ count: number }[]>('* as count').first().then((r) => Number(r?.count));
    await eventually(async () => expect(await handled()).toBe(4), { timeoutMs: 30_000 });

    // The very same message delivered again (a redelivery after a crash) changes nothing.
    const [published] = await paymentDb.knex('outbox').where({ event_id: eventIds[1] });
    await bus.publish([{ topic: paymentEventsTopic, key: purchaseNumber, value: published.payload, headers: typeof published.headers === 'string' ? JSON.parse(published.headers) : published.headers }]);
    const marker = await paymentDb.withTransaction((trx) => writeOutbox(trx, PaymentFailedSchema, { paymentId: 'pay-late', purchaseNumber, orderNumber }, { key: purchaseNumber }));
    await eventually(async () => expect(await side.db.knex('inbox').where({ consumer, event_id: marker }).first()).toBeDefined(), { timeoutMs: 30_000 });

    expect((await side.orderPaidEvents()).map((e) => [e.key, e.event.purchaseNumber, e.event.paymentId, e.event.amountMinor, e.event.currency])).toEqual([
      [orderNumber, purchaseNumber, 'pay-ok', 1899n, 'EUR'],
    ]);
    expect((await side.bought.purchase(purchaseNumber)).purchase).toMatchObject({ status: 'paid', paymentId: 'pay-ok', total: { formatted: '18,99 €' } });
    expect(capture.warnings()).toContainEqual(expect.objectContaining({ settledByPaymentId: 'pay-ok', secondPaymentId: 'pay-twice' }));
  });
});

describe.each(databaseEngines)('ad attribution on %s', (engine) => {
  it('OrderPaid carries the click ids, consent and user agent kept with the exam order', async () => {
    const side = await openOrderSide(engine);
    const consented = await side.examOrder({ attribution: { tracking: { hl: 'DE', fbclid: 'fb-1', gclid: 'g-1' }, advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' } });
    const refused = await side.examOrder({ attribution: { tracking: { hl: 'DE' }, advertisingConsent: false, userAgent: null } });
    for (const [index, orderNumber] of [consented, refused].entries()) {
      const { purchase } = await side.prepare.run({ orderNumber, skuIds: ['mbti-report'] });
      await side.paymentSucceeded({ purchaseNumber: purchase.purchaseNumber, orderNumber, paymentId: `pay-${index}` });
    }
    const byOrder = new Map((await side.orderPaidEvents()).map((e) => [e.key, e.event.attribution]));
    expect(byOrder.get(consented)).toMatchObject({ tracking: { hl: 'DE', fbclid: 'fb-1', gclid: 'g-1' }, advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' });
    expect(byOrder.get(refused)).toMatchObject({ tracking: { hl: 'DE' }, advertisingConsent: false, userAgent: '' });
  });

  it('OrderPaid follows the consent the visitor had when paying, not the one given when the exam order was made', async () => {
    const side = await openOrderSide(engine);
    const withdrawnSince = await side.examOrder({ attribution: { tracking: { hl: 'DE', fbclid: 'fb-1', gclid: 'g-1' }, advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' } });
    const givenSince = await side.examOrder({ attribution: { tracking: { hl: 'DE' }, advertisingConsent: false, userAgent: null } });
    const atPayment: Record<string, { tracking: Record<string, string>; advertisingConsent: boolean; userAgent: string }> = {
      [withdrawnSince]: { tracking: { hl: 'DE', fbclid: 'fb-1' }, advertisingConsent: false, userAgent: 'Mozilla/5.0 (X11)' },
      [givenSince]: { tracking: { hl: 'DE', fbclid: 'fb-2', gclid: 'g-2' }, advertisingConsent: true, userAgent: 'Mozilla/5.0 (Mac)' },
    };
    for (const [index, orderNumber] of [withdrawnSince, givenSince].entries()) {
      // The first request to pay was made with the opposite choice: the latest request's consent counts.
      const first = atPayment[orderNumber === withdrawnSince ? givenSince : withdrawnSince]!;
      await side.prepare.run({ orderNumber, skuIds: ['mbti-report'], attribution: first });
      const { purchase } = await side.prepare.run({ orderNumber, skuIds: ['mbti-report'], attribution: atPayment[orderNumber]! });
      await side.paymentSucceeded({ purchaseNumber: purchase.purchaseNumber, orderNumber, paymentId: `pay-${index}` });
    }
    const byOrder = new Map((await side.orderPaidEvents()).map((e) => [e.key, e.event.attribution]));
    expect(byOrder.get(withdrawnSince)).toMatchObject({ advertisingConsent: false, userAgent: '' });
    expect(byOrder.get(withdrawnSince)!.tracking).toEqual({ hl: 'DE' });
    expect(byOrder.get(givenSince)).toMatchObject({ advertisingConsent: true, userAgent: 'Mozilla/5.0 (Mac)' });
    expect(byOrder.get(givenSince)!.tracking).toEqual({ hl: 'DE', fbclid: 'fb-2', gclid: 'g-2' });
  });

  it('dates the fbclid from the order only while the payment page sends the same one', async () => {
    const side = await openOrderSide(engine);
    const ua = 'Mozilla/5.0 (X11)';
    const order = { tracking: { fbclid: 'fb-1', fbclid_seen_at: '1790000000000' }, advertisingConsent: true, userAgent: ua };
    const attributionPaidWith = async (tracking: Record<string, string>, paymentId: string) => {
      const orderNumber = await side.examOrder({ attribution: order });
      const { purchase } = await side.prepare.run({ orderNumber, skuIds: ['mbti-report'], attribution: { tracking, advertisingConsent: true, userAgent: ua } });
      await side.paymentSucceeded({ purchaseNumber: purchase.purchaseNumber, orderNumber, paymentId });
      return (await side.orderPaidEvents()).find((e) => e.key === orderNumber)!.event.attribution!.tracking;
    };
    expect(await attributionPaidWith({ fbclid: 'fb-1' }, 'pay-same')).toEqual({ fbclid: 'fb-1', fbclid_seen_at: '1790000000000' });
    expect(await attributionPaidWith({ fbclid: 'fb-2' }, 'pay-new')).toEqual({ fbclid: 'fb-2' });
    expect(await attributionPaidWith({ fbclid: 'fb-2', fbclid_seen_at: '1790000000500' }, 'pay-new-dated')).toEqual({ fbclid: 'fb-2', fbclid_seen_at: '1790000000500' });
  });

  it('a course purchase’s OrderPaid carries the consent and click ids of the request that paid, and none without them', async () => {
    const side = await openOrderSide(engine);
    const course = await side.courseOrders.create({ courseId: '2', userId: 'u-ann', email: 'ann@example.com', locale: 'de', country: 'DE' });
    const other = await side.courseOrders.create({ courseId: '3', userId: 'u-bob', email: 'bob@example.com', locale: 'en', country: 'US' });
    const paying = { tracking: { hl: 'DE', gclid: 'g-course' }, advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' };
    const withAttribution = await side.prepare.run({ orderNumber: course.orderNumber, skuIds: ['course-2'], attribution: paying });
    await side.paymentSucceeded({ purchaseNumber: withAttribution.purchase.purchaseNumber, orderNumber: course.orderNumber, paymentId: 'pay-course-ad' });
    // An older caller that sends no attribution: nothing to attribute the sale to.
    const without = await side.prepare.run({ orderNumber: other.orderNumber, skuIds: ['course-3'] });
    await side.paymentSucceeded({ purchaseNumber: without.purchase.purchaseNumber, orderNumber: other.orderNumber, paymentId: 'pay-course-plain' });
    const byOrder = new Map((await side.orderPaidEvents()).map((e) => [e.key, e.event]));
    expect(byOrder.get(course.orderNumber)).toMatchObject({ courseId: '2', attribution: { advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' } });
    expect(byOrder.get(course.orderNumber)!.attribution!.tracking).toEqual({ hl: 'DE', gclid: 'g-course' });
    expect(byOrder.get(other.orderNumber)).toMatchObject({ courseId: '3' });
    expect(byOrder.get(other.orderNumber)!.attribution).toBeUndefined();
  });

  it('keeps the exam order’s click ids when the visitor still consents and the payment page sends none', async () => {
    const side = await openOrderSide(engine);
    const orderNumber = await side.examOrder({ attribution: { tracking: { hl: 'DE', gclid: 'g-1' }, advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' } });
    const { purchase } = await side.prepare.run({ orderNumber, skuIds: ['mbti-report'], attribution: { tracking: {}, advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' } });
    await side.paymentSucceeded({ purchaseNumber: purchase.purchaseNumber, orderNumber, paymentId: 'pay-kept' });
    const [paid] = await side.orderPaidEvents();
    expect(paid!.event.attribution).toMatchObject({ advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' });
    expect(paid!.event.attribution!.tracking).toEqual({ hl: 'DE', gclid: 'g-1' });
  });
});
