import { describe, expect, it } from 'vitest';
import { createStore, type KeyValueStorage } from '../../lib/storage';
import {
  loadCurrentExamId,
  loadQuizState,
  loadScroll,
  sanitizeQuizState,
  saveCurrentExamId,
  saveQuizState,
  saveScroll,
} from './quiz-persistence';
import { initialQuizState, quizReducer } from './quiz-state';
import { createQuizStore } from './quiz-store';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('quiz persistence', () => {
  it('round-trips the state under a key per exam, with the 365-day expiry', () => {
    const storage = memoryStorage();
    const store = createStore(storage, { now: () => 0 });
    let state = initialQuizState('1');
    state = quizReducer(state, { type: 'answer', questionId: 'q1', value: 6 });
    state = quizReducer(state, { type: 'goToPart', part: 1 });
    state = quizReducer(state, { type: 'setEmail', email: 'ada@example.com' });
    state = quizReducer(state, { type: 'updateForm', patch: { firstName: 'Ada', gender: 'secret', country: 'JP', yearOfBirth: '19' } });
    saveQuizState(store, state);

    expect([...storage.data.keys()]).toEqual(['mindprint:quiz:exam:1']);
    const entry = JSON.parse(storage.data.get('mindprint:quiz:exam:1') ?? '{}') as { e: number };
    expect(entry.e).toBe(365 * 24 * 60 * 60 * 1000);
    expect(loadQuizState(store, '1')).toEqual(state);
    expect(loadQuizState(store, '2')).toEqual(initialQuizState('2'));
  });

  it('drops malformed data instead of failing', () => {
    const fresh = initialQuizState('1');
    expect(sanitizeQuizState('1', null)).toEqual(fresh);
    expect(sanitizeQuizState('1', 'junk')).toEqual(fresh);
    expect(sanitizeQuizState('1', { version: 99, answers: { q1: 3 } })).toEqual(fresh);
    const state = sanitizeQuizState('1', {
      version: 1,
      answers: { q1: 3, q2: 9, q3: '4', q4: 1 },
      part: -1,
      email: 42,
      form: { firstName: 'Ada', gender: 'robot', country: 'france', yearOfBirth: '1990' },
      questionPath: 'https://evil.example/',
      lastOrderNumber: 'MP1',
    });
    expect(state.answers).toEqual({ q1: 3, q4: 1 });
    expect(state.part).toBe(0);
    expect(state.email).toBe('');
    expect(state.form).toEqual({ firstName: 'Ada', lastName: '', yearOfBirth: '1990', gender: '', country: '' });
    expect(state.questionPath).toBeNull();
    expect(state.lastOrderNumber).toBe('MP1');
  });

  it('remembers the current exam and the scroll position', () => {
    const store = createStore(memoryStorage());
    expect(loadCurrentExamId(store)).toBeNull();
    saveCurrentExamId(store, '7');
    expect(loadCurrentExamId(store)).toBe('7');
    saveScroll(store, '7', { part: 1, y: 840 });
    expect(loadScroll(store, '7')).toEqual({ part: 1, y: 840 });
    expect(loadScroll(store, '8')).toBeNull();
  });
});

describe('createQuizStore', () => {
  it('restores from storage at start and saves every change', () => {
    const storage = memoryStorage();
    const persistent = createStore(storage);
    const first = createQuizStore(persistent);
    let notified = 0;
    first.subscribe(() => (notified += 1));
    first.dispatch('1', { type: 'answer', questionId: 'q1', value: 2 });
    first.dispatch('1', { type: 'answer', questionId: 'q1', value: 2 }); // no change, no save, no notice
    expect(notified).toBe(1);

    // A reload: a new store over the same storage.
    const second = createQuizStore(persistent);
    expect(second.get('1').answers).toEqual({ q1: 2 });
    second.dispatch('1', { type: 'orderPlaced', orderNumber: 'MP9' });
    expect(createQuizStore(persistent).get('1')).toMatchObject({ answers: {}, lastOrderNumber: 'MP9' });
  });
});
