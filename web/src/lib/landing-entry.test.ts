import { describe, expect, it } from 'vitest';
import { createLandingMemory, sanitizeEntry, type LandingEntry } from './landing-entry';
import { createStore, type KeyValueStorage } from './storage';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const entry: LandingEntry = {
  routeName: 'relaxPage-code-examId',
  path: '/relaxPage/mbti-3',
  query: { fbclid: 'x', hl: 'DE' },
  examId: '3',
  code: 'mbti',
  theme: 'relaxTheme',
  enteredAt: 1000,
};

describe('landing memory (route guard storage)', () => {
  it('remembers the entry and the theme per site, in the prefixed store', () => {
    const storage = memoryStorage();
    const memory = createLandingMemory(createStore(storage));
    memory.remember(entry, 'a.example', true);
    expect([...storage.data.keys()].sort()).toEqual(['mindprint:landing:entry', 'mindprint:theme:a.example']);
    expect(memory.entry()).toEqual({ ...entry, fbclidSeenAt: 1000 });
    expect(memory.exam()).toEqual({ code: 'mbti', examId: '3' });
    expect(memory.themeName('a.example')).toBe('relaxTheme');
    expect(memory.themeName('b.example')).toBeNull();
  });

  it('stores click ids and campaign keys only with advertising consent, and follows a later choice', () => {
    const memory = createLandingMemory(createStore(memoryStorage()));
    memory.remember({ ...entry, query: { hl: 'DE', logid: 'L', fbclid: 'x', utm_source: 'news' } }, 'a.example', false);
    expect(memory.entry()?.query).toEqual({ hl: 'DE', logid: 'L' });
    // Accepted later on the same page: the click ids still in the URL are stored.
    memory.followAdvertisingConsent(true, { fbclid: 'x', gclid: 'g' });
    expect(memory.entry()?.query).toEqual({ hl: 'DE', logid: 'L', fbclid: 'x', gclid: 'g' });
    // Withdrawn: the stored click ids go, the language and log id stay.
    memory.followAdvertisingConsent(false, { fbclid: 'x' });
    expect(memory.entry()?.query).toEqual({ hl: 'DE', logid: 'L' });
  });

  it('keeps when the fbclid was first seen, sends it with that fbclid only, and forgets it with the click id', () => {
    const memory = createLandingMemory(createStore(memoryStorage()));
    memory.remember({ ...entry, query: { hl: 'DE', fbclid: 'x' }, enteredAt: 1000 }, 'a.example', true);
    // The same click id on a later landing keeps its first time; the tracking sent says when it was first seen.
    memory.remember({ ...entry, query: { hl: 'DE', fbclid: 'x' }, enteredAt: 5000 }, 'a.example', true);
    expect(memory.trackingFor({})).toEqual({ hl: 'DE', fbclid: 'x', fbclid_seen_at: '1000' });
    expect(memory.trackingFor({ fbclid: 'x', gclid: 'g' })).toEqual({ hl: 'DE', fbclid: 'x', gclid: 'g', fbclid_seen_at: '1000' });
    // A new click id in the address is not the stored one: its time is unknown here.
    expect(memory.trackingFor({ fbclid: 'y' })).toEqual({ hl: 'DE', fbclid: 'y' });
    // A new click: a new first time.
    memory.remember({ ...entry, query: { fbclid: 'y' }, enteredAt: 9000 }, 'a.example', true);
    expect(memory.entry()?.fbclidSeenAt).toBe(9000);

    // Without consent nothing is stored; consent given later on the same page dates the click id from the landing.
    const later = createLandingMemory(createStore(memoryStorage()));
    later.remember({ ...entry, query: { hl: 'DE', fbclid: 'z' }, enteredAt: 2000 }, 'a.example', false);
    expect(later.trackingFor({ fbclid: 'z' })).toEqual({ hl: 'DE', fbclid: 'z' });
    later.followAdvertisingConsent(true, { fbclid: 'z' });
    expect(later.trackingFor({})).toEqual({ hl: 'DE', fbclid: 'z', fbclid_seen_at: '2000' });
    later.followAdvertisingConsent(false, { fbclid: 'z' });
    expect(later.entry()?.fbclidSeenAt).toBeUndefined();
    expect(later.trackingFor({})).toEqual({ hl: 'DE' });
  });

  it('has nothing before the first landing', () => {
    const memory = createLandingMemory(createStore(memoryStorage()));
    expect(memory.entry()).toBeNull();
    expect(memory.exam()).toBeNull();
    expect(memory.themeName('a.example')).toBeNull();
  });

  it('treats malformed stored data as nothing stored', () => {
    expect(sanitizeEntry(null)).toBeNull();
    expect(sanitizeEntry({ ...entry, examId: 'x' })).toBeNull();
    expect(sanitizeEntry({ ...entry, code: '<script>' })).toBeNull();
    expect(sanitizeEntry({ ...entry, query: { fbclid: 'x', evil: 'y', gclid: 3 } })?.query).toEqual({ fbclid: 'x' });
    const storage = memoryStorage();
    storage.setItem('mindprint:theme:a.example', JSON.stringify({ v: 'bad theme name!' }));
    expect(createLandingMemory(createStore(storage)).themeName('a.example')).toBeNull();
  });
});
