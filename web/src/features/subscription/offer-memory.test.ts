import { describe, expect, it } from 'vitest';
import { createStore, type KeyValueStorage } from '../../lib/storage';
import { emailGivenFor } from './offer-memory';

function memoryStore() {
  const map = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  return createStore(storage);
}

describe('emailGivenFor', () => {
  it('fills in the e-mail given for the same order: the checkout’s first, else the answer flow’s; nothing for another order', () => {
    const stores = { local: memoryStore(), session: memoryStore() };
    expect(emailGivenFor(stores, '1', 'O1')).toBe('');
    stores.local.set('quiz:exam:1', { email: 'quiz@example.com', lastOrderNumber: 'O1' });
    expect(emailGivenFor(stores, '1', 'O1')).toBe('quiz@example.com');
    stores.session.set('checkout:session', { orderNumber: 'O1', email: 'paid@example.com' });
    expect(emailGivenFor(stores, '1', 'O1')).toBe('paid@example.com');
    expect(emailGivenFor(stores, '1', 'O2')).toBe('');
    expect(emailGivenFor(stores, '2', 'O1')).toBe('paid@example.com');
    expect(emailGivenFor(stores, '1', null)).toBe('');
  });
});
