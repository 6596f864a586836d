import { databaseEngines, openTestDatabase } from '@mindprint/platform/testing';
import { describe, expect, it } from 'vitest';
import { create } from '@bufbuild/protobuf';
import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { ListTestCenter } from '../src/app/list-test-center.js';
import { seedCategories, seedExams, seedTags } from '../src/content/catalogue-content-files.js';
import { recordExamCompletion } from '../src/consumers/record-exam-completion.js';
import { CatalogueRepository } from '../src/db/catalogue-repository.js';
import { ExamCompletionRepository } from '../src/db/exam-completion-repository.js';
import { examMigrations } from '../src/db/migrations.js';
import { freeTestCount, orderTestCenter, seededShuffle, type TestCenterEntry } from '../src/domain/test-center.js';

const entry = (examId: string, over: Partial<TestCenterEntry> = {}): TestCenterEntry => ({
  examId,
  categoryId: '1',
  available: true,
  publishedAt: new Date('2026-01-01T00:00:00Z'),
  catalogueOrder: Number(examId),
  takenLast30Days: 0,
  ...over,
});
const ids = (entries: TestCenterEntry[]) => entries.map((e) => e.examId);

describe('test center orderings', () => {
  const catalogue = [
    entry('1', { takenLast30Days: 4, publishedAt: new Date('2026-01-15T00:00:00Z') }),
    entry('2', { takenLast30Days: 9, publishedAt: new Date('2026-10-05T00:00:00Z'), available: false }),
    entry('3', { takenLast30Days: 4, publishedAt: new Date('2026-11-16T00:00:00Z') }),
    entry('4', { publishedAt: new Date('2026-11-16T00:00:00Z') }),
  ];

  it('puts the most finished tests first, equal counts in catalogue order', () => {
    expect(ids(orderTestCenter(catalogue, 'hot', { seed: 0, limit: 6 }))).toEqual(['2', '1', '3', '4']);
  });

  it('puts the newest publication first, the same day in catalogue order', () => {
    expect(ids(orderTestCenter(catalogue, 'latest', { seed: 0, limit: 6 }))).toEqual(['3', '4', '2', '1']);
  });

  it('guesses only among tests that can be taken, the same seed giving the same order', () => {
    const guessed = ids(orderTestCenter(catalogue, 'guess', { seed: 7, limit: 6 }));
    expect([...guessed].sort()).toEqual(['1', '3', '4']);
    expect(ids(orderTestCenter(catalogue, 'guess', { seed: 7, limit: 6 }))).toEqual(guessed);
  });

  it('cuts every list at the limit', () => {
    expect(orderTestCenter(catalogue, 'hot', { seed: 0, limit: 2 })).toHaveLength(2);
    expect(orderTestCenter(catalogue, 'guess', { seed: 3, limit: 1 })).toHaveLength(1);
  });

  it('shuffles into different orders for different seeds and keeps every item', () => {
    const items = Array.from({ length: 8 }, (_, i) => i);
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => seededShuffle(items, seed).join(',')));
    expect(orders.size).toBeGreaterThan(10);
    for (const order of orders) expect(order.split(',').map(Number).sort((a, b) => a - b)).toEqual(items);
    expect(seededShuffle([], 5)).toEqual([]);
  });

  it('counts the tests anyone can take now as free', () => {
    expect(freeTestCount(catalogue)).toBe(3);
  });
});

describe.each(databaseEngines)('the test center on %s', (engine) => {
  const now = new Date('2026-11-22T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it('counts finished tests of the last 30 days, once per order, and orders the seeded catalogue', async () => {
    const db = await openTestDatabase(engine, examMigrations);
    const completions = new ExamCompletionRepository(db.knex);
    await db.withTransaction(async (trx) => {
      await completions.record(trx, { orderNumber: 'A1', examId: '1', completedAt: daysAgo(1) });
      await completions.record(trx, { orderNumber: 'A1', examId: '1', completedAt: daysAgo(1) });
      await completions.record(trx, { orderNumber: 'A2', examId: '1', completedAt: daysAgo(29) });
      await completions.record(trx, { orderNumber: 'A3', examId: '1', completedAt: daysAgo(31) });
      await completions.record(trx, { orderNumber: 'B1', examId: '4', completedAt: daysAgo(2) });
    });
    const center = new ListTestCenter(new CatalogueRepository(db.knex), completions, () => now);

    const hot = await center.run({ sort: 'hot', locale: 'EN', seed: 0, limit: 0 });
    expect(hot.items.map((i) => [i.exam.examId, i.takenLast30Days])).toEqual([['1', 2], ['4', 1], ['2', 0], ['3', 0], ['5', 0], ['6', 0]]);
    expect(hot.items[0]!.exam.name).toBe('16-type personality test');
    expect(hot.freeTestCount).toBe(6);

    const latest = await center.run({ sort: 'latest', locale: 'DE', seed: 0, limit: 3 });
    expect(latest.items.map((i) => i.exam.examId)).toEqual(['6', '5', '4']);
    expect(latest.items[2]!.exam.name).toBe('Emotionale Beziehungen');

    const guess = await center.run({ sort: 'guess', locale: 'EN', seed: 42, limit: 6 });
    expect(guess.items.map((i) => i.exam.examId).sort()).toEqual(['1', '2', '3', '4', '5', '6']);

    const mentalHealth = await center.run({ sort: 'latest', locale: 'EN', categoryId: '2', seed: 0, limit: 6 });
    expect(mentalHealth.items.map((i) => i.exam.examId)).toEqual(['2']);
    expect(mentalHealth.freeTestCount).toBe(1);

    await expect(center.run({ sort: 'hot', locale: 'EN', seed: 0, limit: 13 })).rejects.toMatchObject({ reason: 'INVALID_LIMIT' });
    await db.close();
  });
});

describe.each(databaseEngines)('the catalogue texts on %s', (engine) => {
  it('are written from the content files over older texts, by id', async () => {
    const db = await openTestDatabase(engine, examMigrations);
    const catalogue = new CatalogueRepository(db.knex);
    await db.knex('exams').where({ exam_id: '4' }).update({ name: JSON.stringify({ ...seedExams[3]!.name, DE: 'Alter Name' }) });
    await db.knex('exam_tags').where({ tag_id: '5' }).update({ name: JSON.stringify({ ...seedTags[4]!.name, JA: '古い' }) });
    expect((await catalogue.exam('4'))!.name.DE).toBe('Alter Name');

    await catalogue.writeTexts({ categories: seedCategories, tags: seedTags, exams: seedExams });
    const exams = await catalogue.exams();
    expect(exams.map((e) => [e.examId, e.name, e.description])).toEqual(seedExams.map((e) => [e.id, e.name, e.description]));
    expect((await catalogue.tags()).map((t) => t.name)).toEqual(seedTags.map((t) => t.name));
    expect((await catalogue.categories()).map((c) => c.name)).toEqual(seedCategories.map((c) => c.name));
    expect(exams.map((e) => e.available)).toEqual([true, true, true, true, true, true]);
    await db.close();
  });

  it('are read from the database once, not at every getExam (the rows change only at start)', async () => {
    const db = await openTestDatabase(engine, examMigrations);
    const catalogue = new CatalogueRepository(db.knex);
    const queries: string[] = [];
    db.knex.on('query', (query: { sql: string }) => queries.push(query.sql));
    const names = await Promise.all(['1', '2', '1', '4'].map(async (id) => (await catalogue.exam(id))!.name.EN));
    expect(names).toEqual([seedExams[0]!.name.EN, seedExams[1]!.name.EN, seedExams[0]!.name.EN, seedExams[3]!.name.EN]);
    await catalogue.exams();
    expect(queries.filter((sql) => /from "exams"/.test(sql))).toHaveLength(1);
    await db.close();
  });
});

describe.each(databaseEngines)('recording finished tests on %s', (engine) => {
  it('counts each order once and skips events without a test or a time', async () => {
    const db = await openTestDatabase(engine, examMigrations);
    const completions = new ExamCompletionRepository(db.knex);
    const handler = recordExamCompletion(completions);
    const meta = { eventId: 'e', eventType: 'ExamCompleted', topic: 'order.events.v1', key: 'k' };
    const completed = (orderNumber: string, examId: string, completedAt: string) => create(ExamCompletedSchema, { orderNumber, examId, completedAt, email: 'a@example.com' });
    await db.withTransaction(async (trx) => {
      for (const event of [
        completed('O1', '1', '2026-11-20T10:00:00Z'),
        completed('O1', '1', '2026-11-20T10:00:00Z'),
        completed('O2', '', '2026-11-20T10:00:00Z'),
        completed('O3', '1', 'yesterday'),
      ]) {
        await handler.handle(event as never, trx, meta);
      }
    });
    expect(await completions.countsSince(new Date('2026-11-01T00:00:00Z'))).toEqual(new Map([['1', 1]]));
    expect(await db.knex('exam_completions').select('order_number', 'exam_id')).toEqual([{ order_number: 'O1', exam_id: '1' }]);
    await db.close();
  });
});
