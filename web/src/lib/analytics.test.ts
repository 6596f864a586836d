import { afterEach, describe, expect, it } from 'vitest';
import { addEventSink, conversionEventId, createSentEvents, pushEvent, trackConversion, trackOnce, trackPageView } from './analytics';
import { createStore, type KeyValueStorage } from './storage';

const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
};

const received: Array<[string, Record<string, unknown>]> = [];
addEventSink((event, params) => received.push([event, params]));
afterEach(() => {
  received.length = 0;
});

describe('analytics', () => {
  it('pushes the event onto a data layer, without empty values', () => {
    const layer: unknown[] = [];
    expect(pushEvent(layer, 'page_view', { page_path: '/landing/relax', theme: 'relaxTheme', gclid: undefined, x: null, y: '' })).toBe(true);
    expect(layer).toEqual([{ event: 'page_view', page_path: '/landing/relax', theme: 'relaxTheme' }]);
  });

  it('does nothing without a data layer, but the loaded tags still hear the event', () => {
    expect(pushEvent(undefined, 'page_view')).toBe(false);
    expect(pushEvent({}, 'page_view')).toBe(false);
    // Outside a browser there is no window, hence no data layer.
    expect(trackPageView({ page_path: '/', page_location: 'http://x/', route_name: 'landing-home' })).toBe(false);
    expect(received).toEqual([['page_view', { page_path: '/', page_location: 'http://x/', route_name: 'landing-home' }]]);
  });
});

describe('events sent once', () => {
  it('sends an event once per key, however often the code asks (re-renders, repeated effects)', () => {
    const sent = createSentEvents(createStore(memoryStorage()));
    expect(trackOnce('exam-1', 'test_start', { exam_id: 1 }, sent)).toBe(true);
    expect(trackOnce('exam-1', 'test_start', { exam_id: 1 }, sent)).toBe(false);
    expect(trackOnce('exam-1', 'test_complete', { exam_id: 1 }, sent)).toBe(true);
    expect(trackOnce('exam-2', 'test_start', { exam_id: 2 }, sent)).toBe(true);
    expect(received.map(([event]) => event)).toEqual(['test_start', 'test_complete', 'test_start']);
  });

  it('remembers what was sent in storage, so a reload of the page sends nothing again', () => {
    const storage = memoryStorage();
    const conversion = { transactionId: 'MP123', value: 19.99, currency: 'usd', itemId: 'sku-7' };
    expect(trackConversion('purchase', conversion, createSentEvents(createStore(storage)))).toBe(true);
    // A new page (a reload, or the result page opened again from the mail): a new registry over the same storage.
    expect(trackConversion('purchase', conversion, createSentEvents(createStore(storage)))).toBe(false);
    expect(received).toEqual([['purchase', { value: 19.99, currency: 'USD', transaction_id: 'MP123', event_id: 'purchase:MP123', item_id: 'sku-7' }]]);
  });

  it('still sends once when storage is unavailable (private mode): in memory for the page', () => {
    const sent = createSentEvents(createStore(null));
    expect(trackConversion('trial_start', { transactionId: 's-1', value: 0.99, currency: 'EUR' }, sent)).toBe(true);
    expect(trackConversion('trial_start', { transactionId: 's-1', value: 0.99, currency: 'EUR' }, sent)).toBe(false);
    expect(received).toHaveLength(1);
  });

  it('names a conversion by event and transaction, as the server-side copy does', () => {
    expect(conversionEventId('purchase', 'MP1')).toBe('purchase:MP1');
    expect(conversionEventId('subscription_start', '42')).toBe('subscription_start:42');
  });
});
