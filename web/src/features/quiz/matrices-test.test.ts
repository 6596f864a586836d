import { describe, expect, it } from 'vitest';
import { examIds } from '../../lib/generated/product';
import {
  buildMatricesTest,
  formatClock,
  matricesAnswersForSubmit,
  secondsLeft,
  secondsSpent,
  shouldAnnounce,
} from './matrices-test';
import { initialQuizState, quizReducer } from './quiz-state';
import { sanitizeQuizState } from './quiz-persistence';

const options = Array.from({ length: 8 }, (_, i) => ({ value: i + 1, svg: `<svg id="o${i + 1}"/>` }));
const item = (questionId: string) => ({ questionId, text: "Which option completes the grid?", matrixSvg: `<svg id="${questionId}"/>`, options });

describe('buildMatricesTest', () => {
  it('reads the items of every part in order, with eight options and the time limit', () => {
    const test = buildMatricesTest({
      scaleKind: 'matrices',
      timeLimitSeconds: 1500,
      instructions: 'Each picture is a 3×3 grid',
      parts: [
        { part: 2, questions: [item('m-03')] },
        { part: 1, questions: [item('m-01'), item('m-02')] },
      ],
    });
    expect(test?.itemIds).toEqual(['m-01', 'm-02', 'm-03']);
    expect(test?.timeLimitSeconds).toBe(1500);
    expect(test?.instructions).toBe('Each picture is a 3×3 grid');
    expect(test?.items[0]?.options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(test?.items[0]?.prompt).toBe('Which option completes the grid?');
  });

  it('leaves out items without eight distinct options and duplicates, and is null for a questionnaire', () => {
    const broken = { ...item('m-02'), options: options.slice(0, 7) };
    const test = buildMatricesTest({ scaleKind: 'matrices', timeLimitSeconds: 60, questions: [item('m-01'), broken, item('m-01')] });
    expect(test?.itemIds).toEqual(['m-01']);
    expect(buildMatricesTest({ scaleKind: 'agreement', parts: [] })).toBeNull();
  });
});

describe('matricesAnswersForSubmit', () => {
  it('sends the answered items in order and leaves the unanswered ones out', () => {
    expect(matricesAnswersForSubmit({ b: 8, a: 3, z: 2, c: 9 }, ['a', 'b', 'c', 'd'])).toEqual([
      { questionId: 'a', value: 3 },
      { questionId: 'b', value: 8 },
    ]);
  });
});

describe('countdown', () => {
  it('counts whole seconds down to zero and never below', () => {
    expect(secondsLeft(1_000, 1_000, 1500)).toBe(1500);
    expect(secondsLeft(1_000, 1_400, 1500)).toBe(1500);
    expect(secondsLeft(1_000, 61_000, 1500)).toBe(1440);
    expect(secondsLeft(1_000, 9_000_000, 1500)).toBe(0);
  });

  it('counts the time spent up to the limit', () => {
    expect(secondsSpent(0, 125_400, 1500)).toBe(125);
    expect(secondsSpent(0, 9_000_000, 1500)).toBe(1500);
  });

  it('formats minutes and seconds', () => {
    expect(formatClock(1500)).toBe('25:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('announces every fifth minute and the last 60, 30 and 10 seconds, not every second', () => {
    const announced: number[] = [];
    for (let left = 1499; left >= 0; left -= 1) if (shouldAnnounce(left + 1, left)) announced.push(left);
    expect(announced).toEqual([1200, 900, 600, 300, 60, 30, 10]);
    expect(shouldAnnounce(400, 20)).toBe(true);
    expect(shouldAnnounce(20, 20)).toBe(false);
  });
});

describe('a timed attempt in the quiz state', () => {
  it('starts once, takes the eight options, freezes the answers when finished and resets on the order', () => {
    let state = quizReducer(initialQuizState(examIds.matrices), { type: 'answer', questionId: 'm-01', value: 8 });
    state = quizReducer(state, { type: 'start', at: 1000 });
    expect(state.answers).toEqual({});
    state = quizReducer(state, { type: 'answer', questionId: 'm-01', value: 8 });
    expect(quizReducer(state, { type: 'start', at: 5000 })).toBe(state);
    state = quizReducer(state, { type: 'finish', at: 2000 });
    expect(state.finishedAt).toBe(2000);
    expect(quizReducer(state, { type: 'answer', questionId: 'm-02', value: 1 })).toBe(state);
    expect(quizReducer(state, { type: 'finish', at: 9000 })).toBe(state);
    state = quizReducer(state, { type: 'orderPlaced', orderNumber: 'N1' });
    expect(state).toMatchObject({ answers: {}, startedAt: null, finishedAt: null, lastOrderNumber: 'N1' });
  });

  it('refuses option 8 for the questionnaires', () => {
    const state = initialQuizState(examIds.type);
    expect(quizReducer(state, { type: 'answer', questionId: 'q1', value: 8 })).toBe(state);
  });

  it('keeps the start and end across a reload, dropping broken times', () => {
    const restored = sanitizeQuizState(examIds.matrices, { version: 1, answers: { 'm-01': 8 }, startedAt: 1000, finishedAt: 'x' });
    expect(restored).toMatchObject({ answers: { 'm-01': 8 }, startedAt: 1000, finishedAt: null });
    expect(sanitizeQuizState(examIds.type, { version: 1, answers: { q: 8 }, startedAt: -1 })).toMatchObject({ answers: {}, startedAt: null });
  });
});
