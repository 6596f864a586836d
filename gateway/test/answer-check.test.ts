import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../src/routes/route.js';
import { checkAnswer } from '../src/validation.js';

const route = defineRoute({
  method: 'get',
  path: '/example/:id',
  surfaces: ['base'],
  owner: 'exam',
  summary: 'An answer with a required, an optional and a nullable field',
  response: z.object({ id: z.string(), count: z.int(), note: z.string().optional(), price: z.object({ amountMinor: z.int() }).nullable() }),
  handle: async () => ({ id: '1', count: 2, price: null }),
});

describe('CHECK_ANSWERS: an answer is checked against its route’s response schema', () => {
  it('passes an answer the schema describes exactly, optional fields left out or given', () => {
    expect(() => checkAnswer(route, { id: '1', count: 2, price: null })).not.toThrow();
    expect(() => checkAnswer(route, { id: '1', count: 2, note: 'n', price: { amountMinor: 100 } })).not.toThrow();
  });

  it('refuses a missing field, a wrong type, a field the schema does not name and a missing answer, naming the place', () => {
    expect(() => checkAnswer(route, { id: '1', price: null })).toThrow(/GET \/example\/:id answered outside its response schema: count/);
    expect(() => checkAnswer(route, { id: '1', count: 2.5, price: null })).toThrow(/count/);
    expect(() => checkAnswer(route, { id: '1', count: 2, price: { amountMinor: 1, currency: 'EUR' } })).toThrow(/fields the schema does not name/);
    expect(() => checkAnswer(route, { id: '1', count: 2, price: null, orderNumber: 'secret' })).toThrow(/fields the schema does not name/);
    expect(() => checkAnswer(route, undefined)).toThrow(/outside its response schema/);
  });
});
