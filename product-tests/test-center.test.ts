import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, uniqueEmail } from './support/gateway-calls.js';

/** The user center's test center through the real gateway and exam service, counts from finished tests. */
let product: EmbeddedProduct & { base: string };

beforeAll(async () => {
  product = await startProductForTest({ KAFKA_BROKERS: '' });
}, 120_000);
afterAll(() => product?.stop());
const { call, ok, examOrder } = gatewayCalls(() => product.base);

interface TestCenter {
  items: Array<{ examId: string; name: string; available: boolean; takenLast30Days: number; publishedAt: string }>;
  freeTestCount: number;
}

describe('the test center', () => {
  it('counts a finished test in hot once the order service tells the exam service', async () => {
    const before = await ok<TestCenter>('GET', '/api/exam/center/list?sort=hot&limit=12');
    const takenBefore = before.items.find((i) => i.examId === '1')?.takenLast30Days ?? 0;
    await examOrder({ email: uniqueEmail('center') });
    await examOrder({ email: uniqueEmail('center') });
    // Other test files finish tests on the same databases at the same time: count at least ours.
    await eventually(
      async () => {
        const hot = await ok<TestCenter>('GET', '/api/exam/center/list?sort=hot&limit=12');
        const counts = hot.items.map((i) => i.takenLast30Days);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
        expect(hot.items.find((i) => i.examId === '1')?.takenLast30Days).toBeGreaterThanOrEqual(takenBefore + 2);
      },
      { timeoutMs: 30_000 },
    );
  });

  it('lists latest by publication, texts in the asked language, and counts the tests anyone can take', async () => {
    const answer = await call<TestCenter>('GET', '/api/exam/center/list?sort=latest&limit=3', undefined, { 'x-hl': 'FR' });
    const latest = answer.body.data;
    expect(latest.items).toHaveLength(3);
    const dates = latest.items.map((i) => Date.parse(i.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(latest.items.map((i) => i.name)).toContain('Relations affectives');
    expect(latest.freeTestCount).toBe(6);
  });

  it('guesses among the tests that can be taken, the same seed giving the same answer', async () => {
    const first = await ok<TestCenter>('GET', '/api/exam/center/list?sort=guess&seed=11');
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.every((i) => i.available)).toBe(true);
    expect(await ok<TestCenter>('GET', '/api/exam/center/list?sort=guess&seed=11')).toEqual(first);
  });

  it('filters by category', async () => {
    const abilities = await ok<TestCenter>('GET', '/api/exam/center/list?sort=latest&categoryId=3');
    expect(abilities.items.map((i) => i.examId).sort()).toEqual(['5', '6']);
  });

  it('refuses a bad sort, limit or seed with a clear message', async () => {
    for (const query of ['sort=best', 'sort=hot&limit=13', 'sort=guess&seed=-1', 'limit=3']) {
      const answer = await call('GET', `/api/exam/center/list?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.result).toBe(400);
      expect(answer.body.message).toMatch(/sort|limit|seed/);
    }
  });
});
