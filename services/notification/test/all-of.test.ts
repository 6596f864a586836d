import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { onEvent } from '@mindprint/platform/event-consumer';
import type { Transaction } from '@mindprint/platform/db';
import { describe, expect, it } from 'vitest';
import { allOf } from '../src/consumers/all-of.js';

const meta = { eventId: 'e1', eventType: ExamCompletedSchema.typeName, topic: 'order.events.v1', key: 'k' };
const trx = {} as Transaction;

describe('allOf', () => {
  it('has no prepare step when none of its handlers has one, so the consumer asks nothing before the transaction', async () => {
    const ran: string[] = [];
    const handler = allOf(
      onEvent(ExamCompletedSchema, async () => void ran.push('first')),
      onEvent(ExamCompletedSchema, async () => void ran.push('second')),
    );
    expect(handler.prepare).toBeUndefined();
    await handler.handle({} as never, trx, meta);
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs every prepare step when one has one, and hands each handler what its own returned', async () => {
    const got: unknown[] = [];
    const handler = allOf(
      onEvent(ExamCompletedSchema, async () => void got.push('plain')),
      onEvent(ExamCompletedSchema, { prepare: async () => 'asked', handle: async (_event, _trx, _meta, prepared) => void got.push(prepared) }),
    );
    const prepared = await handler.prepare!({} as never, meta, {} as never);
    expect(prepared).toEqual([undefined, 'asked']);
    await handler.handle({} as never, trx, meta, prepared);
    expect(got).toEqual(['plain', 'asked']);
  });

  it('refuses handlers of different event types', () => {
    expect(() => allOf(onEvent(ExamCompletedSchema, async () => {}), { schema: { typeName: 'other' } as never, handle: async () => {} })).toThrow(/same event type/);
  });
});
