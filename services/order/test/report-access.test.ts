import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { type Cache, MemoryCache, RedisCache } from '@mindprint/platform/cache';
import type { Database } from '@mindprint/platform/db';
import { type ClientOf, createServiceClient } from '@mindprint/platform/grpc-client';
import type { RunningService } from '@mindprint/platform/service-runtime';
import { databaseEngines, openTestDatabase, realRedisUrl, testLogger } from '@mindprint/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueQueries } from '../src/app/catalogue-queries.js';
import type { ExamScoring } from '../src/app/exam-client.js';
import { ExamOrderQueries } from '../src/app/exam-order-queries.js';
import { CourseOrders } from '../src/app/course-orders.js';
import { PreparePurchase } from '../src/app/prepare-purchase.js';
import { PurchaseQueries } from '../src/app/purchase-queries.js';
import { ReportAccessQueries } from '../src/app/report-access.js';
import { TypeStatisticsQueries } from '../src/app/type-statistics.js';
import { loadOrderConfig } from '../src/config.js';
import { ExamOrderRepository } from '../src/db/exam-order-repository.js';
import { CourseOrderRepository } from '../src/db/course-order-repository.js';
import { orderMigrations } from '../src/db/migrations.js';
import { MatricesScoreRepository } from '../src/db/matrices-score-repository.js';
import { PurchaseRepository } from '../src/db/purchase-repository.js';
import { TypeStatisticsRepository } from '../src/db/type-statistics-repository.js';
import { newOrderNumber } from '../src/domain/exam-order.js';
import { combinedStrength, rankingScore, rankOf } from '../src/domain/type-statistics.js';
import { startOrderService } from '../src/service.js';

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const item of opened.reverse().splice(0)) await item.close();
});

const scaleNames = ['EI', 'SN', 'TF', 'JP'];
/** Four positions whose combined strength is `strength` (an even number 0–100). */
const positionsOf = (strength: number) => scaleNames.map((scale) => ({ scale, position: 50 + strength / 2 }));
const explicit = (positions: number[]) => positions.map((position, i) => ({ scale: scaleNames[i]!, position }));

interface Seed {
  type: string;
  country?: string | null;
  gender?: string | null;
  scales?: Array<{ scale: string; position: number }>;
  daysAgo?: number;
  examId?: string;
  firstName?: string | null;
}

async function openReportSide(engine: 'pglite' | 'postgres', cache: Cache = new MemoryCache()) {
  const db = await openTestDatabase(engine, orderMigrations);
  opened.push(db);
  const now = new Date();
  const clock = () => now;
  const orders = new ExamOrderRepository(db.knex);
  const purchases = new PurchaseRepository(db.knex);
  const queries = new ExamOrderQueries(orders, purchases, {} as ExamScoring, clock);
  const bought = new PurchaseQueries(queries, purchases);
  const statistics = new TypeStatisticsQueries(new TypeStatisticsRepository(db.knex), cache, testLogger(), clock);
  const access = new ReportAccessQueries(queries, bought, statistics, new MatricesScoreRepository(db.knex));
  const prepare = new PreparePurchase(queries, purchases, new CourseOrders(new CourseOrderRepository(db.knex), purchases), clock);
  const catalogue = new CatalogueQueries(queries, purchases, clock);

  async function seed(s: Seed): Promise<string> {
    const orderNumber = newOrderNumber();
    await db.withTransaction((trx) =>
      orders.insert(trx, {
        orderNumber,
        examId: s.examId ?? '1',
        locale: 'EN',
        email: 'ann@example.com',
        firstName: s.firstName === undefined ? 'Ann' : s.firstName,
        lastName: 'Lee',
        yearOfBirth: 1990,
        gender: s.gender ?? null,
        country: s.country ?? null,
        typeCode: s.type,
        scalePositions: s.scales ?? positionsOf(50),
        answers: [],
        tracking: {},
        advertisingConsent: false,
        userAgent: null,
        logId: null,
      }),
    );
    if (s.daysAgo !== undefined) {
      await db.knex('exam_orders').where({ order_number: orderNumber }).update({ created_at: new Date(now.getTime() - s.daysAgo * 86_400_000) });
    }
    return orderNumber;
  }
  const seedMany = async (n: number, s: Seed) => {
    for (let i = 0; i < n; i++) await seed(s);
  };

  /** Buys SKUs for an order and marks the purchase paid at `paidAt`. */
  async function pay(orderNumber: string, skuIds: string[], paidAt: Date) {
    const { purchase } = await prepare.run({ orderNumber, skuIds });
    await db.withTransaction((trx) => purchases.markPaid(purchase.purchaseNumber, `pay-${purchase.purchaseNumber}`, paidAt, trx));
    return purchase.purchaseNumber;
  }

  return { db, now, seed, seedMany, pay, prepare, catalogue, access, statistics, cache, bought };
}

/**
 * Exam 1 in the last 30 days, 35 results:
 *   DE  INTJ×3 male (strength 10, 20, 20)         ENFP×2 female
 *   FR  INTJ×6: 3 male (30, 40, visitor 60), 3 female (40, 40, 50)   ENFP×4 female
 *   JP  INTJ×4 secret (60, 70, 80, 90) — only 4 results, below the 5 needed to be listed
 *   US  INTJ×2 female (90, 100)   ENFP×2 male   ISFJ×4 male
 *   BR  ISFJ×4 female   ESTP×1 male — 5 results but no INTJ
 *   --  INTJ×1 without positions (no strength)   ESTP×2
 * Outside: 6 results 40 days old (JP ENFP×5, US INTJ×1 strength 0) and 10 INTJ results of exam 2.
 */
async function seedPopulation(side: Awaited<ReturnType<typeof openReportSide>>) {
  const { seed, seedMany } = side;
  for (const s of [10, 20, 20]) await seed({ type: 'INTJ', country: 'DE', gender: 'male', scales: positionsOf(s) });
  await seedMany(2, { type: 'ENFP', country: 'DE', gender: 'female' });
  for (const s of [30, 40]) await seed({ type: 'INTJ', country: 'FR', gender: 'male', scales: positionsOf(s) });
  // Strengths 0, 100, 100 and 40: a combined strength of 60.
  const visitor = await seed({ type: 'INTJ', country: 'FR', gender: 'male', scales: explicit([50, 100, 0, 70]), firstName: 'Vic' });
  for (const s of [40, 40, 50]) await seed({ type: 'INTJ', country: 'FR', gender: 'female', scales: positionsOf(s) });
  await seedMany(4, { type: 'ENFP', country: 'FR', gender: 'female' });
  for (const s of [60, 70, 80, 90]) await seed({ type: 'INTJ', country: 'JP', gender: 'secret', scales: positionsOf(s) });
  await seed({ type: 'INTJ', country: 'US', gender: 'female', scales: positionsOf(90) });
  const strongest = await seed({ type: 'INTJ', country: 'US', gender: 'female', scales: positionsOf(100) });
  await seedMany(2, { type: 'ENFP', country: 'US', gender: 'male' });
  await seedMany(4, { type: 'ISFJ', country: 'US', gender: 'male' });
  await seedMany(4, { type: 'ISFJ', country: 'BR', gender: 'female' });
  await seed({ type: 'ESTP', country: 'BR', gender: 'male' });
  const noPositions = await seed({ type: 'INTJ', scales: [] });
  await seedMany(2, { type: 'ESTP' });

  await seedMany(5, { type: 'ENFP', country: 'JP', gender: 'male', daysAgo: 40 });
  await seed({ type: 'INTJ', country: 'US', gender: 'male', scales: positionsOf(0), daysAgo: 40 });
  await seedMany(10, { type: 'INTJ', country: 'US', gender: 'male', scales: positionsOf(0), examId: '2' });
  return { visitor, strongest, noPositions };
}

describe('statistics arithmetic', () => {
  it('takes the combined strength as the mean of |position - 50| * 2 over the scales', () => {
    expect(combinedStrength(explicit([50, 100, 0, 70]))).toBe(60);
    expect(combinedStrength(explicit([51, 50, 50, 50]))).toBe(0.5);
    expect(combinedStrength([])).toBeNull();
  });

  it('ranks by frequency, tied types sharing the better rank, 0 without results', () => {
    const counts = new Map([['INTJ', 16], ['ENFP', 8], ['ISFJ', 8], ['ESTP', 3]]);
    expect(['INTJ', 'ENFP', 'ISFJ', 'ESTP', 'INFP'].map((t) => rankOf(t, counts))).toEqual([1, 2, 2, 4, 5]);
    expect(rankOf('INTJ', new Map())).toBe(0);
  });

  it('gives the ranking score as a rounded percentage, 0 without a sample', () => {
    expect(rankingScore(8, 15)).toBe(53);
    expect(rankingScore(0, 0)).toBe(0);
    expect(rankingScore(1, 1)).toBe(100);
  });
});

describe.each(databaseEngines)('report access on %s', (engine) => {
  it('answers NOT_FOUND for unknown and malformed order numbers', async () => {
    const side = await openReportSide(engine);
    for (const orderNumber of ['MP00000000000000000000', 'nope', '']) {
      await expect(side.access.reportAccess(orderNumber)).rejects.toMatchObject({ reason: 'ORDER_NOT_FOUND', kind: 'NOT_FOUND', message: 'We could not find this result' });
    }
  });

  it('gives an unpaid order’s report inputs, and marks it paid from the purchase that unlocks the report', async () => {
    const side = await openReportSide(engine);
    const orderNumber = await side.seed({ type: 'INTJ', country: 'FR', gender: 'male', scales: explicit([20, 70, 35, 90]), firstName: 'Vic' });
    const unpaid = await side.access.reportAccess(orderNumber);
    expect(unpaid).toMatchObject({
      orderNumber,
      examId: '1',
      locale: 'EN',
      typeCode: 'INTJ',
      scales: explicit([20, 70, 35, 90]),
      firstName: 'Vic',
      email: 'ann@example.com',
      paid: false,
      paidAt: '',
    });
    expect(Math.abs(Date.parse(unpaid.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(unpaid.statistics).toMatchObject({ sampleSize: 1, populationRatio: 1, rank: 1, rankingScore: 0, days: 30 });
    // The report's input, composed once here for the gateway's page and PDF and for the report mail.
    expect(unpaid.reportInput).toEqual({
      examId: '1',
      locale: 'EN',
      typeCode: 'INTJ',
      scales: explicit([20, 70, 35, 90]),
      userName: 'Vic',
      statistics: unpaid.statistics,
      orderNumber,
      takenAt: unpaid.createdAt,
      matricesScoreCounts: [],
    });
    expect((await side.access.reportAccess(orderNumber, 'ja')).reportInput.locale).toBe('JA');
    expect((await side.access.reportAccess(orderNumber, 'xx')).reportInput.locale).toBe('EN');

    // A pending report purchase and a paid add-on alone do not unlock the report.
    await side.prepare.run({ orderNumber, skuIds: ['mbti-report'] });
    await side.pay(orderNumber, ['mbti-career-pack'], new Date('2026-01-02T03:04:05Z'));
    expect((await side.access.reportAccess(orderNumber)).paid).toBe(false);

    const paidAt = new Date('2026-02-03T04:05:06.000Z');
    await side.pay(orderNumber, ['mbti-report'], paidAt);
    expect(await side.access.reportAccess(orderNumber)).toMatchObject({ paid: true, paidAt: paidAt.toISOString() });

    // The report bought inside a package unlocks it too.
    const packaged = await side.seed({ type: 'ENFP' });
    await side.pay(packaged, ['mbti-report-plus'], paidAt);
    expect(await side.access.reportAccess(packaged)).toMatchObject({ paid: true, paidAt: paidAt.toISOString(), firstName: 'Ann' });
  });

  it('gives a psychological mapping order (exam 2) its profile without type statistics, unlocked by its own report', async () => {
    const side = await openReportSide(engine);
    const profile = ['E', 'A', 'C', 'N', 'O'].map((scale, i) => ({ scale, position: [75, 50, 90, 25, 65][i]! }));
    await side.seedMany(3, { type: 'E4-A3-C5-N2-O4', examId: '2', scales: profile });
    const orderNumber = await side.seed({ type: 'E4-A3-C5-N2-O4', examId: '2', scales: profile });
    const unpaid = await side.access.reportAccess(orderNumber);
    expect(unpaid).toMatchObject({ examId: '2', typeCode: 'E4-A3-C5-N2-O4', scales: profile, paid: false });
    expect(unpaid.statistics).toBeUndefined();
    await expect(side.prepare.run({ orderNumber, skuIds: ['mbti-report'] })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT' });
    await side.pay(orderNumber, ['deps-report'], new Date('2026-02-03T04:05:06.000Z'));
    expect(await side.access.reportAccess(orderNumber)).toMatchObject({ paid: true, statistics: undefined });
  });

  it.each([
    { examId: '4', skuId: 'ydgx-report', typeCode: 'secure', scales: { INT: 70, IND: 40, SEC: 65 } },
    { examId: '5', skuId: 'career-report', typeCode: 'SIA', scales: { R: 20, I: 70, A: 60, S: 85, E: 30, C: 10 } },
    { examId: '6', skuId: 'growth-report', typeCode: 'quality-neutral', scales: { SOC: 40, RES: 55, EMO: 35, QUA: 80, ITU: 50, REF: 45 } },
  ])('sells a visitor of exam $examId exactly $skuId at the report price, and the report unlocks from it', async ({ examId, skuId, typeCode, scales }) => {
    const side = await openReportSide(engine);
    const profile = Object.entries(scales).map(([scale, position]) => ({ scale, position }));
    const orderNumber = await side.seed({ type: typeCode, examId, country: 'FR', scales: profile });

    const offer = await side.catalogue.listSkus({ examId, orderNumber, locale: 'FR' });
    expect(offer.skus.map((s) => [s.skuId, s.kind])).toEqual([[skuId, 'report']]);
    expect(offer.skus[0]).toMatchObject({ price: { formatted: '18,99 €' }, originalPrice: { formatted: '37,98 €' }, discountTenths: 5 });
    expect(offer.currency).toBe('EUR');
    await expect(side.catalogue.listSkus({ examId: '1', orderNumber })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT' });

    const unpaid = await side.access.reportAccess(orderNumber);
    expect(unpaid).toMatchObject({ examId, typeCode, scales: profile, paid: false, paidAt: '', matricesScoreCounts: [] });
    expect(unpaid.statistics).toBeUndefined();
    await expect(side.prepare.run({ orderNumber, skuIds: ['deps-report'] })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT' });
    const { purchase } = await side.prepare.run({ orderNumber, skuIds: [skuId] });
    expect(purchase.total.formatted).toBe('18,99 €');

    await side.pay(orderNumber, [skuId], new Date('2026-02-03T04:05:06.000Z'));
    expect(await side.access.reportAccess(orderNumber)).toMatchObject({ paid: true, paidAt: '2026-02-03T04:05:06.000Z', statistics: undefined });
  });

  it('computes the statistics of the order’s exam and type from the last 30 days', async () => {
    const side = await openReportSide(engine);
    const { visitor } = await seedPopulation(side);
    const { statistics } = await side.access.reportAccess(visitor);
    expect(statistics).toEqual({
      populationRatio: 16 / 35,
      maleRatio: 6 / 13,
      femaleRatio: 5 / 15,
      sampleSize: 35,
      maleSampleSize: 13,
      femaleSampleSize: 15,
      // FR and DE share 60 %: the larger count first. JP (4 results) and BR (no INTJ) are left out.
      topCountries: [
        { country: 'FR', count: 6, share: 0.6 },
        { country: 'DE', count: 3, share: 0.6 },
        { country: 'US', count: 2, share: 0.25 },
      ],
      rank: 1,
      // 8 of the 15 INTJ results with a strength are below 60 (the other 60 is not).
      rankingScore: 53,
      days: 30,
    });
  });

  it('ranks other types with ties and scores the strongest and a result without positions', async () => {
    const side = await openReportSide(engine);
    const { strongest, noPositions } = await seedPopulation(side);
    expect((await side.access.reportAccess(strongest)).statistics?.rankingScore).toBe(93);
    expect((await side.access.reportAccess(noPositions)).statistics?.rankingScore).toBe(0);
    const figures = async (type: string) => side.statistics.figures('1', type);
    expect(await Promise.all(['ENFP', 'ISFJ', 'ESTP', 'INFP'].map(async (t) => (await figures(t)).rank))).toEqual([2, 2, 4, 5]);
    const isfj = await figures('ISFJ');
    expect(isfj).toMatchObject({ populationRatio: 8 / 35, maleRatio: 4 / 13, femaleRatio: 4 / 15 });
    // BR: 4 of 5; US: 4 of 8. JP's old ENFP results do not count, so JP (4 results) is still left out.
    expect(isfj.topCountries).toEqual([
      { country: 'BR', count: 4, share: 0.8 },
      { country: 'US', count: 4, share: 0.5 },
    ]);
    // DE 2 of 5 and FR 4 of 10 tie on 40 %: the larger count first.
    expect((await figures('ENFP')).topCountries.map((c) => [c.country, c.count])).toEqual([['FR', 4], ['DE', 2], ['US', 2]]);
    expect(await side.statistics.figures('3', 'INTJ')).toMatchObject({ sampleSize: 0, populationRatio: 0, rank: 0, topCountries: [] });
  });

  it('lists at most 10 countries, each with at least 5 results', async () => {
    const side = await openReportSide(engine);
    const rows = Array.from({ length: 12 }, (_, i) => i).flatMap((i) =>
      Array.from({ length: 5 }, (_, j) => ({
        order_number: newOrderNumber(),
        exam_id: '7',
        locale: 'EN',
        email: 'ann@example.com',
        // Country i has i % 5 + 1 INTJ results out of 5.
        type_code: j <= i % 5 ? 'INTJ' : 'ENFP',
        country: `C${String.fromCharCode(65 + i)}`,
        scale_positions: JSON.stringify(positionsOf(50)),
        answers: '[]',
        tracking: '{}',
      })),
    );
    await side.db.knex('exam_orders').insert(rows);
    const { topCountries } = await side.statistics.figures('7', 'INTJ');
    expect(topCountries).toHaveLength(10);
    expect(topCountries.map((c) => c.share)).toEqual([1, 1, 0.8, 0.8, 0.6, 0.6, 0.4, 0.4, 0.4, 0.2]);
    expect(topCountries.slice(0, 2).map((c) => c.country)).toEqual(['CE', 'CJ']);
  });

  it('reuses the figures of an exam and type for a minute but counts each visitor’s score afresh', async () => {
    const side = await openReportSide(engine);
    const first = await side.seed({ type: 'INTJ', scales: positionsOf(40) });
    expect((await side.access.reportAccess(first)).statistics).toMatchObject({ sampleSize: 1, rankingScore: 0 });
    const second = await side.seed({ type: 'INTJ', scales: positionsOf(80) });
    expect((await side.access.reportAccess(second)).statistics).toMatchObject({ sampleSize: 1, rankingScore: 50 });
    await side.cache.close();
    expect((await side.access.reportAccess(second)).statistics).toMatchObject({ sampleSize: 2, populationRatio: 1 });
  });
});

describe.each(databaseEngines)('paid purchases for the mail re-drive on %s', (engine) => {
  it('lists the purchases paid in a window, oldest first, as OrderPaid announced them; refuses a malformed window', async () => {
    const side = await openReportSide(engine);
    const { bought } = side;
    const minutesAgo = (m: number) => new Date(side.now.getTime() - m * 60_000);
    const older = await side.pay(await side.seed({ type: 'INTJ' }), ['mbti-report'], minutesAgo(30));
    const inWindow = await side.pay(await side.seed({ type: 'ENFP' }), ['mbti-report'], minutesAgo(10));
    await side.pay(await side.seed({ type: 'ISFJ' }), ['mbti-report'], minutesAgo(1)); // too recent
    const listed = await bought.paidPurchases(minutesAgo(60).toISOString(), minutesAgo(5).toISOString(), 100);
    expect(listed.map((p) => p.purchaseNumber)).toEqual([older, inWindow]);
    expect(listed[1]).toMatchObject({ typeCode: 'ENFP', email: 'ann@example.com', paymentId: `pay-${inWindow}`, paidAt: minutesAgo(10).toISOString(), skuIds: ['mbti-report'] });
    expect(listed[1]!.amountMinor).toBeGreaterThan(0n);
    await expect(bought.paidPurchases('yesterday', minutesAgo(5).toISOString(), 100)).rejects.toMatchObject({ reason: 'INVALID_WINDOW', kind: 'INVALID_ARGUMENT' });
  });
});

describe.each(databaseEngines)('matrices scores on %s', (engine) => {
  it('counts the stored scores of the same test version, of every age, and nothing of other versions or exams', async () => {
    const side = await openReportSide(engine);
    const iq = (correct: number, extra: Partial<Seed> = {}) => side.seed({ type: `IQ-v1-${correct}`, examId: '3', scales: [{ scale: 'correct', position: correct }], ...extra });
    const visitor = await iq(12);
    await iq(12, { daysAgo: 400 });
    for (const correct of [3, 3, 20]) await iq(correct);
    await iq(30, { type: 'IQ-v2-30' });
    await side.seed({ type: 'IQ-v1-25', examId: '2' });
    const access = await side.access.reportAccess(visitor);
    expect(access.statistics).toBeUndefined();
    expect([...access.matricesScoreCounts].sort((a, b) => a.score - b.score)).toEqual([
      { score: 3, count: 2 },
      { score: 12, count: 2 },
      { score: 20, count: 1 },
    ]);
    // The report's input carries them: the mailed IQ PDF once lacked them and said "not enough results".
    expect(access.reportInput.matricesScoreCounts).toEqual(access.matricesScoreCounts);
    const typeAccess = await side.access.reportAccess(await side.seed({ type: 'INTJ' }));
    expect(typeAccess.matricesScoreCounts).toEqual([]);
  });
});

describe.each(databaseEngines)('migration 0003 on %s', (engine) => {
  it('backfills the strength of existing orders from their stored positions', async () => {
    const db: Database = await openTestDatabase(engine, orderMigrations.slice(0, 2));
    opened.push(db);
    const row = (orderNumber: string, positions: unknown) => ({
      order_number: orderNumber,
      exam_id: '1',
      locale: 'EN',
      email: 'ann@example.com',
      type_code: 'INTJ',
      scale_positions: JSON.stringify(positions),
      answers: '[]',
      tracking: '{}',
    });
    await db.knex('exam_orders').insert([row('MP1', explicit([50, 100, 0, 70])), row('MP2', []), row('MP3', explicit([51, 50, 50, 50]))]);
    await db.knex.migrate.latest({
      disableMigrationsListValidation: true,
      migrationSource: {
        getMigrations: async () => orderMigrations.slice(2),
        getMigrationName: (m: (typeof orderMigrations)[number]) => m.name,
        getMigration: async (m: (typeof orderMigrations)[number]) => ({ up: m.up, down: async () => {} }),
      },
    });
    const strengths = await db.knex('exam_orders').select('order_number', 'strength').orderBy('order_number');
    expect(strengths.map((r) => [r.order_number, r.strength])).toEqual([
      ['MP1', 60],
      ['MP2', null],
      ['MP3', 0.5],
    ]);
  });
});

describe.runIf(realRedisUrl)('type statistics cached in Redis', () => {
  it('shares the figures through Redis', async () => {
    const cache = new RedisCache(realRedisUrl!, `order-test-${Date.now()}-${Math.random().toString(36).slice(2)}:`, testLogger());
    opened.push(cache);
    const side = await openReportSide('pglite', cache);
    const first = await side.seed({ type: 'INTJ', country: 'DE', gender: 'male' });
    expect((await side.access.reportAccess(first)).statistics).toMatchObject({ sampleSize: 1, maleRatio: 1 });
    await side.seed({ type: 'ENFP', country: 'DE', gender: 'male' });
    expect((await side.access.reportAccess(first)).statistics).toMatchObject({ sampleSize: 1, maleRatio: 1 });
    expect(await side.statistics.figures('1', 'ENFP')).toMatchObject({ sampleSize: 2, maleRatio: 0.5, rank: 1 });
  });
});

describe('report access over gRPC', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'order-report-grpc-'));
  let service: RunningService;
  let client: ClientOf<typeof OrderService>;

  beforeAll(async () => {
    service = await startOrderService(loadOrderConfig({ ORDER_GRPC_PORT: '0', DATA_DIR: dataDir, KAFKA_NAMESPACE: `report-test-${Date.now()}` }), testLogger());
    client = createServiceClient(OrderService, `127.0.0.1:${service.grpcPort}`, { deadlineMs: 5_000 });
  });
  afterAll(async () => {
    client?.close();
    await service?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('maps the report access to the message and unknown orders to NOT_FOUND', async () => {
    const orders = new ExamOrderRepository(service.infrastructure.db.knex);
    const orderNumber = newOrderNumber();
    await service.infrastructure.db.withTransaction((trx) =>
      orders.insert(trx, {
        orderNumber,
        examId: '1',
        locale: 'DE',
        email: 'vic@example.com',
        firstName: 'Vic',
        lastName: null,
        yearOfBirth: 1990,
        gender: 'female',
        country: 'DE',
        typeCode: 'ENFP',
        scalePositions: explicit([80, 70, 60, 90]),
        answers: [],
        tracking: {},
        advertisingConsent: false,
        userAgent: null,
        logId: null,
      }),
    );
    const access = await client.getReportAccess({ orderNumber });
    expect(access).toMatchObject({ orderNumber, examId: '1', locale: 'DE', typeCode: 'ENFP', firstName: 'Vic', email: 'vic@example.com', paid: false, paidAt: '' });
    expect(access.scales.map((s) => [s.scale, s.position])).toEqual([['EI', 80], ['SN', 70], ['TF', 60], ['JP', 90]]);
    expect(access.reportInput).toMatchObject({ examId: '1', locale: 'DE', typeCode: 'ENFP', userName: 'Vic', orderNumber, takenAt: access.createdAt });
    expect((await client.getReportAccess({ orderNumber, locale: 'FR' })).reportInput?.locale).toBe('FR');
    expect(access.statistics).toMatchObject({ populationRatio: 1, femaleRatio: 1, femaleSampleSize: 1, sampleSize: 1, rank: 1, rankingScore: 0, days: 30, topCountries: [] });
    await expect(client.getReportAccess({ orderNumber: 'MP00000000000000000000' })).rejects.toMatchObject({ reason: 'ORDER_NOT_FOUND', kind: 'NOT_FOUND' });
  });
});
