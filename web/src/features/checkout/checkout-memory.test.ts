import { describe, expect, it } from 'vitest';
import { createStore, type KeyValueStorage } from '../../lib/storage';
import {
  answerFlowDetails,
  lastOrderFor,
  loadCheckoutSession,
  rememberOrder,
  saveCheckoutSession,
} from './checkout-memory';

function memoryStore() {
  const map = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  return createStore(storage);
}

describe('checkout memory', () => {
  it('finds the last order of an exam: its own, else the result page’s, else the answer flow’s', () => {
    const store = memoryStore();
    expect(lastOrderFor(store, '1')).toBeNull();
    store.set('quiz:exam:1', { lastOrderNumber: 'Q1' });
    expect(lastOrderFor(store, '1')).toBe('Q1');
    store.set('result:last-order:1', 'R1');
    expect(lastOrderFor(store, '1')).toBe('R1');
    rememberOrder(store, '1', 'C1');
    expect(lastOrderFor(store, '1')).toBe('C1');
    expect(lastOrderFor(store, '2')).toBeNull();
  });

  it('takes country and e-mail from the answer flow, the e-mail only for the same order', () => {
    const store = memoryStore();
    store.set('quiz:exam:1', { email: 'ada@example.com', form: { country: 'FR' }, lastOrderNumber: 'O1' });
    expect(answerFlowDetails(store, '1', 'O1')).toEqual({ country: 'FR', email: 'ada@example.com' });
    expect(answerFlowDetails(store, '1', 'O2')).toEqual({ country: 'FR', email: '' });
    expect(answerFlowDetails(store, '9', 'O1')).toEqual({ country: '', email: '' });
  });

  it('keeps the checkout in progress for the payment it belongs to', () => {
    const store = memoryStore();
    const session = { orderNumber: 'O1', skuIds: ['r'], promoCode: '', mode: 'report' as const, step: '', method: 'card' as const, examId: '1', skuPath: '/paying/buyreport', paymentId: 'p1', email: 'ada@example.com' };
    saveCheckoutSession(store, session);
    expect(loadCheckoutSession(store, 'p1')).toEqual(session);
    expect(loadCheckoutSession(store)).toEqual(session);
    expect(loadCheckoutSession(store, 'p2')).toBeNull();
  });
});
