import { describe, expect, it } from 'vitest';
import { answersForSubmit, countAnswered, initialQuizState, quizReducer, unansweredIds } from './quiz-state';

describe('quizReducer', () => {
  const start = initialQuizState('1');

  it('records answers 1…7 and ignores anything else', () => {
    let state = quizReducer(start, { type: 'answer', questionId: 'q1', value: 7 });
    state = quizReducer(state, { type: 'answer', questionId: 'q2', value: 1 });
    expect(state.answers).toEqual({ q1: 7, q2: 1 });
    for (const value of [0, 8, 3.5, Number.NaN]) {
      expect(quizReducer(state, { type: 'answer', questionId: 'q3', value })).toBe(state);
    }
    expect(quizReducer(state, { type: 'answer', questionId: '', value: 4 })).toBe(state);
  });

  it('changing an answer replaces it and asks for a new calculation', () => {
    let state = quizReducer(start, { type: 'answer', questionId: 'q1', value: 2 });
    state = quizReducer(state, { type: 'calculated' });
    expect(state.calculated).toBe(true);
    expect(quizReducer(state, { type: 'answer', questionId: 'q1', value: 2 })).toBe(state);
    state = quizReducer(state, { type: 'answer', questionId: 'q1', value: 5 });
    expect(state).toMatchObject({ answers: { q1: 5 }, calculated: false });
  });

  it('moves between parts, never below the first', () => {
    let state = quizReducer(start, { type: 'goToPart', part: 2 });
    expect(state.part).toBe(2);
    state = quizReducer(state, { type: 'goToPart', part: -1 });
    expect(state.part).toBe(0);
    expect(quizReducer(state, { type: 'goToPart', part: 0 })).toBe(state);
  });

  it('keeps e-mail and form fields', () => {
    let state = quizReducer(start, { type: 'setEmail', email: 'a@b.co' });
    state = quizReducer(state, { type: 'updateForm', patch: { firstName: 'Ada' } });
    state = quizReducer(state, { type: 'updateForm', patch: { country: 'FR' } });
    expect(state.email).toBe('a@b.co');
    expect(state.form).toMatchObject({ firstName: 'Ada', country: 'FR', lastName: '' });
  });

  it('after an order clears the answers but keeps the order number, e-mail and form', () => {
    let state = quizReducer(start, { type: 'answer', questionId: 'q1', value: 3 });
    state = quizReducer(state, { type: 'goToPart', part: 2 });
    state = quizReducer(state, { type: 'setEmail', email: 'a@b.co' });
    state = quizReducer(state, { type: 'calculated' });
    state = quizReducer(state, { type: 'orderPlaced', orderNumber: 'MP123' });
    expect(state).toMatchObject({ answers: {}, part: 0, calculated: false, lastOrderNumber: 'MP123', email: 'a@b.co' });
  });
});

describe('answer helpers', () => {
  const answers = { a: 1, b: 7, x: 4 };
  it('count and list the unanswered questions among the given ids', () => {
    expect(countAnswered(answers, ['a', 'b', 'c'])).toBe(2);
    expect(unansweredIds(answers, ['a', 'c', 'b', 'd'])).toEqual(['c', 'd']);
  });

  it('build the request answers in question order, or null when one is missing', () => {
    expect(answersForSubmit(answers, ['b', 'a'])).toEqual([
      { questionId: 'b', value: 7 },
      { questionId: 'a', value: 1 },
    ]);
    expect(answersForSubmit(answers, ['a', 'c'])).toBeNull();
  });
});
