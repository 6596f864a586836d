import { describe, expect, it } from 'vitest';
import { type KeyedItem, type Pole, scaleDefinitions, scoreAnswers } from '../src/domain/scoring.js';

// Two items per pole: enough to reach every position the scoring can produce.
const items: KeyedItem[] = scaleDefinitions.flatMap(({ scale, left, right }) =>
  [left, left, right, right].map((keyedPole, i) => ({ id: `${scale}-${i}`, scale, keyedPole })),
);

const answersFor = (letters: Pole[], value: (agree: boolean) => number = (agree) => (agree ? 7 : 1)) =>
  items.map((item) => ({ questionId: item.id, value: value(letters.includes(item.keyedPole)) }));

const allTypes = ['E', 'I'].flatMap((a) => ['S', 'N'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => [a, b, c, d] as Pole[]))));

describe('scoring the 16-type test', () => {
  it('reaches every one of the 16 types', () => {
    const codes = allTypes.map((letters) => scoreAnswers(items, answersFor(letters)).typeCode);
    expect(new Set(codes).size).toBe(16);
    expect(codes).toEqual(allTypes.map((letters) => letters.join('')));
  });

  it('places answers at the ends and the middle of each scale', () => {
    const strongI = scoreAnswers(items, answersFor(['I', 'N', 'F', 'P'])).scales;
    expect(strongI.map((s) => s.position)).toEqual([100, 100, 100, 100]);
    expect(strongI.every((s) => s.strength === 100 && !s.nearCut)).toBe(true);
    const neutral = scoreAnswers(items, answersFor([], () => 4)).scales;
    expect(neutral.map((s) => s.position)).toEqual([50, 50, 50, 50]);
    expect(neutral.every((s) => s.nearCut)).toBe(true);
  });

  it('marks a letter close to the cut as less certain', () => {
    // one notch of agreement toward I on one item of four: position 54, strength 8
    const answers = items.map((item) => ({ questionId: item.id, value: item.id === 'EI-2' ? 5 : 4 }));
    const ei = scoreAnswers(items, answers).scales[0]!;
    expect(ei).toMatchObject({ scale: 'EI', position: 54, letter: 'I', strength: 8, nearCut: true });
  });

  it('scores reverse-keyed items in the opposite direction', () => {
    const agreeWithE = items.map((item) => ({ questionId: item.id, value: item.scale === 'EI' && item.keyedPole === 'E' ? 7 : 4 }));
    const ei = scoreAnswers(items, agreeWithE).scales[0]!;
    expect(ei.letter).toBe('E');
    expect(ei.position).toBe(25);
  });

  it('gives the same result for the same answers in any order', () => {
    const answers = answersFor(['E', 'N', 'T', 'P'], (agree) => (agree ? 6 : 3));
    const first = scoreAnswers(items, answers);
    expect(scoreAnswers(items, [...answers].reverse())).toEqual(first);
  });

  it('refuses incomplete, out-of-range, unknown and duplicate answers with a clear reason', () => {
    const complete = answersFor(['E', 'S', 'T', 'J']);
    expect(() => scoreAnswers(items, complete.slice(1))).toThrow(expect.objectContaining({ reason: 'INCOMPLETE_ANSWERS', message: '1 of 16 questions are unanswered' }));
    for (const value of [0, 8, 2.5, Number.NaN]) {
      expect(() => scoreAnswers(items, complete.map((a, i) => (i === 0 ? { ...a, value } : a)))).toThrow(expect.objectContaining({ reason: 'ANSWER_OUT_OF_RANGE' }));
    }
    expect(() => scoreAnswers(items, [...complete, { questionId: 'nope', value: 4 }])).toThrow(expect.objectContaining({ reason: 'UNKNOWN_QUESTION' }));
    expect(() => scoreAnswers(items, [...complete, complete[0]!])).toThrow(expect.objectContaining({ reason: 'DUPLICATE_ANSWER' }));
  });
});
