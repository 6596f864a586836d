import { describe, expect, it } from 'vitest';
import { mappingItems } from '../src/domain/mapping/mapping-items.js';
import { levelOf, profileFromPositions, referenceRange, scoreMappingAnswers } from '../src/domain/mapping/mapping-scoring.js';
import { bigFiveDimensions, type BigFiveDimension, type MappingItem } from '../src/domain/mapping/mapping-types.js';

/** Answers that put every dimension at the given raw sum (10–50) of its ten keyed values. */
function answersForSums(sums: Record<BigFiveDimension, number>) {
  const remaining = { ...sums };
  const counted = new Map<BigFiveDimension, number>();
  return mappingItems.map((item) => {
    const index = counted.get(item.dimension) ?? 0;
    counted.set(item.dimension, index + 1);
    const itemsLeft = 10 - index;
    // greedy: as much as the item can take while every item left still gets at least 1
    const keyedValue = Math.min(5, Math.max(1, remaining[item.dimension] - (itemsLeft - 1)));
    remaining[item.dimension] -= keyedValue;
    return { questionId: item.id, value: item.keyed === 'plus' ? keyedValue : 6 - keyedValue };
  });
}

const everywhere = (sum: number) => Object.fromEntries(bigFiveDimensions.map((d) => [d, sum])) as Record<BigFiveDimension, number>;
const answerAll = (value: (item: MappingItem) => number) => mappingItems.map((item) => ({ questionId: item.id, value: value(item) }));

describe('scoring the psychological mapping test', () => {
  it('turns known answer sets into known profiles', () => {
    // 'very accurate' to every plus-keyed item and 'very inaccurate' to every minus-keyed one: all at the top
    expect(scoreMappingAnswers(mappingItems, answerAll((item) => (item.keyed === 'plus' ? 5 : 1)))).toMatchObject({
      profileCode: 'E5-A5-C5-N5-O5',
      dimensions: bigFiveDimensions.map((dimension) => ({ dimension, position: 100, level: 5 })),
    });
    // the reverse: all at the bottom
    expect(scoreMappingAnswers(mappingItems, answerAll((item) => (item.keyed === 'plus' ? 1 : 5))).profileCode).toBe('E1-A1-C1-N1-O1');
    // 'neither' everywhere: the middle
    const neutral = scoreMappingAnswers(mappingItems, answerAll(() => 3));
    expect(neutral.profileCode).toBe('E3-A3-C3-N3-O3');
    expect(neutral.dimensions.map((d) => d.position)).toEqual([50, 50, 50, 50, 50]);
    // a sociable, organised, calm person open to ideas, of average agreeableness
    const sums = { extraversion: 40, agreeableness: 30, conscientiousness: 46, neuroticism: 20, openness: 36 };
    const profile = scoreMappingAnswers(mappingItems, answersForSums(sums));
    expect(profile.profileCode).toBe('E4-A3-C5-N2-O4');
    expect(profile.dimensions.map((d) => d.position)).toEqual([75, 50, 90, 25, 65]);
  });

  it('reverses minus-keyed items: agreeing with one lowers its dimension', () => {
    const neutral = answerAll(() => 3);
    const minus = mappingItems.find((item) => item.dimension === 'extraversion' && item.keyed === 'minus')!;
    const plus = mappingItems.find((item) => item.dimension === 'extraversion' && item.keyed === 'plus')!;
    const extraversion = (answers: ReturnType<typeof answerAll>) => scoreMappingAnswers(mappingItems, answers).dimensions[0]!.position;
    expect(extraversion(neutral.map((a) => (a.questionId === minus.id ? { ...a, value: 5 } : a)))).toBe(45);
    expect(extraversion(neutral.map((a) => (a.questionId === plus.id ? { ...a, value: 5 } : a)))).toBe(55);
  });

  it('reaches every level of every dimension, at the documented cut points', () => {
    // raw sums per level: 10–17, 18–25, 26–33, 34–41, 42–50
    const bands = [[10, 17], [18, 25], [26, 33], [34, 41], [42, 50]] as const;
    bands.forEach(([low, high], index) => {
      for (const sum of [low, high]) {
        const profile = scoreMappingAnswers(mappingItems, answersForSums(everywhere(sum)));
        for (const d of profile.dimensions) expect(d.level, `${d.dimension} at sum ${sum}`).toBe(index + 1);
      }
    });
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 100].map(levelOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(referenceRange).toEqual({ from: 40, to: 59 });
  });

  it('gives the same profile for the same answers in any order, and rebuilds it from the stored positions', () => {
    const answers = answersForSums({ extraversion: 12, agreeableness: 44, conscientiousness: 27, neuroticism: 38, openness: 22 });
    const profile = scoreMappingAnswers(mappingItems, answers);
    expect(scoreMappingAnswers(mappingItems, [...answers].reverse())).toEqual(profile);
    expect(profile.profileCode).toBe('E1-A5-C3-N4-O2');
    expect(profileFromPositions(profile.dimensions.map((d) => ({ scale: d.code, position: d.position })))).toEqual(profile);
  });

  it('refuses incomplete, out-of-range, unknown and duplicate answers with a clear reason', () => {
    const complete = answerAll(() => 3);
    expect(() => scoreMappingAnswers(mappingItems, complete.slice(1))).toThrow(expect.objectContaining({ reason: 'INCOMPLETE_ANSWERS', message: '1 of 50 questions are unanswered' }));
    for (const value of [0, 6, 7, 2.5, Number.NaN]) {
      expect(() => scoreMappingAnswers(mappingItems, complete.map((a, i) => (i === 0 ? { ...a, value } : a)))).toThrow(expect.objectContaining({ reason: 'ANSWER_OUT_OF_RANGE' }));
    }
    expect(() => scoreMappingAnswers(mappingItems, [...complete, { questionId: 'mbti-01', value: 3 }])).toThrow(expect.objectContaining({ reason: 'UNKNOWN_QUESTION' }));
    expect(() => scoreMappingAnswers(mappingItems, [...complete, complete[0]!])).toThrow(expect.objectContaining({ reason: 'DUPLICATE_ANSWER' }));
  });

  it('refuses stored positions that are not a whole five-dimension profile', () => {
    const positions = ['E', 'A', 'C', 'N', 'O'].map((scale) => ({ scale, position: 50 }));
    expect(profileFromPositions(positions).profileCode).toBe('E3-A3-C3-N3-O3');
    expect(() => profileFromPositions(positions.slice(1))).toThrow(expect.objectContaining({ reason: 'INVALID_PROFILE' }));
    expect(() => profileFromPositions([{ scale: 'EI', position: 50 }])).toThrow(expect.objectContaining({ reason: 'INVALID_PROFILE' }));
    expect(() => profileFromPositions(positions.map((p, i) => (i === 2 ? { ...p, position: 101 } : p)))).toThrow(expect.objectContaining({ reason: 'INVALID_PROFILE' }));
  });
});
