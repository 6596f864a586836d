import { describe, expect, it } from 'vitest';
import { careerTest, strongestAreas } from '../src/domain/profile-tests/career/career-test.js';
import { careerAreas, type CareerArea } from '../src/domain/profile-tests/career/career-types.js';
import { growthTest, intelligenceTypeOf, leadingMotive } from '../src/domain/profile-tests/growth/growth-test.js';
import { consumptionMotives, type GrowthScale } from '../src/domain/profile-tests/growth/growth-types.js';
import { type AnyProfileTest, profileScoreFromPositions, scoreProfileAnswers, type ScalePosition } from '../src/domain/profile-tests/profile-test.js';
import { profileTests } from '../src/domain/profile-tests/profile-tests.js';
import { relationshipsTest, relationshipStyleOf } from '../src/domain/profile-tests/relationships/relationships-test.js';
import { relationshipStyles, type RelationshipAxis } from '../src/domain/profile-tests/relationships/relationships-types.js';
import { levelOf } from '../src/domain/five-point-scoring.js';

/** Answers that put each scale at the agreement given (1–5): plus items get it, minus items its mirror. Position = (agreement − 1) × 25. */
function answersAt(test: AnyProfileTest, agreement: Record<string, number>) {
  return test.items.map((item: { id: string; scale: string; keyed: 'plus' | 'minus' }) => {
    const value = agreement[item.scale] ?? 3;
    return { questionId: item.id, value: item.keyed === 'plus' ? value : 6 - value };
  });
}

const positionsOf = <S extends string>(byScale: Record<S, number>): Array<ScalePosition<S>> =>
  (Object.entries(byScale) as Array<[S, number]>).map(([scale, position]) => ({ scale, position, level: levelOf(position) }));

const tests = Object.values(profileTests);

describe.each(tests.map((test) => ({ kind: test.kind, test })))('scoring of the $kind test', ({ test }) => {
  it('places every scale at 100 when agreeing fully with its statements and at 0 when disagreeing, minus keys reversed', () => {
    const top = scoreProfileAnswers(test, answersAt(test, Object.fromEntries(test.scales.map((s: string) => [s, 5]))));
    expect(top.positions.map((p) => [p.position, p.level])).toEqual(test.scales.map(() => [100, 5]));
    const bottom = scoreProfileAnswers(test, answersAt(test, Object.fromEntries(test.scales.map((s: string) => [s, 1]))));
    expect(bottom.positions.map((p) => [p.position, p.level])).toEqual(test.scales.map(() => [0, 1]));
  });

  it('reads a minus-keyed statement the other way round', () => {
    const minus = test.items.find((item: { keyed: string }) => item.keyed === 'minus')!;
    const neutral = answersAt(test, {});
    const agreeing = neutral.map((a: { questionId: string; value: number }) => (a.questionId === minus.id ? { ...a, value: 5 } : a));
    const scaleOf = (score: ReturnType<typeof scoreProfileAnswers>) => score.positions.find((p) => p.scale === minus.scale)!.position;
    expect(scaleOf(scoreProfileAnswers(test, agreeing))).toBeLessThan(scaleOf(scoreProfileAnswers(test, neutral)));
  });

  it('refuses answers out of range, unknown, repeated or missing, with the reason', () => {
    const answers = answersAt(test, {});
    expect(() => scoreProfileAnswers(test, [{ ...answers[0]!, value: 6 }, ...answers.slice(1)])).toThrow(expect.objectContaining({ reason: 'ANSWER_OUT_OF_RANGE' }));
    expect(() => scoreProfileAnswers(test, answers.slice(1))).toThrow(expect.objectContaining({ reason: 'INCOMPLETE_ANSWERS' }));
    expect(() => scoreProfileAnswers(test, [...answers, { questionId: 'b5-01', value: 3 }])).toThrow(expect.objectContaining({ reason: 'UNKNOWN_QUESTION' }));
    expect(() => scoreProfileAnswers(test, [...answers, answers[0]!])).toThrow(expect.objectContaining({ reason: 'DUPLICATE_ANSWER' }));
  });

  it('rebuilds the same result from the stored positions, and refuses a missing scale', () => {
    const score = scoreProfileAnswers(test, answersAt(test, { [test.scales[0]]: 5, [test.scales[1]]: 2 }));
    const stored = score.positions.map((p) => ({ scale: test.scaleCodes[p.scale]!, position: p.position }));
    expect(profileScoreFromPositions(test, stored)).toEqual(score);
    expect(() => profileScoreFromPositions(test, stored.slice(1))).toThrow(expect.objectContaining({ reason: 'INVALID_PROFILE' }));
  });
});

describe('career outcome', () => {
  it('names the three strongest areas by their letters', () => {
    const score = scoreProfileAnswers(careerTest, answersAt(careerTest, { social: 5, investigative: 4, artistic: 4, realistic: 2, enterprising: 3, conventional: 1 }));
    expect(score.outcome).toEqual({ code: 'SIA', outcomes: ['social', 'investigative', 'artistic'] });
  });

  it.each(careerAreas)('can put %s first', (area) => {
    const score = scoreProfileAnswers(careerTest, answersAt(careerTest, { [area]: 5 }));
    expect(score.outcome.outcomes[0]).toBe(area);
  });

  it('keeps the order R, I, A, S, E, C on a tie', () => {
    expect(strongestAreas(positionsOf(Object.fromEntries(careerAreas.map((a) => [a, 50])) as Record<CareerArea, number>))).toEqual(['realistic', 'investigative', 'artistic']);
  });
});

describe('relationship style', () => {
  const cases: Array<[string, Record<RelationshipAxis, number>]> = [
    ['secure', { intimacy: 4, independence: 2, security: 5 }],
    ['dismissing', { intimacy: 2, independence: 4, security: 4 }],
    ['preoccupied', { intimacy: 5, independence: 2, security: 2 }],
    ['fearful', { intimacy: 2, independence: 4, security: 1 }],
  ];
  it.each(cases)('answers leading to %s give that style', (style, agreement) => {
    expect(scoreProfileAnswers(relationshipsTest, answersAt(relationshipsTest, agreement)).outcome).toEqual({ code: style, outcomes: [style] });
  });

  it('reaches every quadrant of the spec', () => {
    expect(cases.map(([style]) => style).sort()).toEqual([...relationshipStyles].sort());
  });

  it('counts security from the middle of the scale as secure, and equal needs as leaning towards closeness', () => {
    expect(relationshipStyleOf(positionsOf({ intimacy: 50, independence: 50, security: 50 }))).toBe('secure');
    expect(relationshipStyleOf(positionsOf({ intimacy: 50, independence: 51, security: 49 }))).toBe('fearful');
  });
});

describe('personal development outcome', () => {
  it.each(consumptionMotives)('can make %s the leading motive', (motive) => {
    const score = scoreProfileAnswers(growthTest, answersAt(growthTest, { [motive]: 5 }));
    expect(score.outcome.outcomes[0]).toBe(motive);
  });

  it.each([
    ['intuitive', { intuitive: 5, reflective: 2 }],
    ['reflective', { intuitive: 2, reflective: 4 }],
    ['neutral', { intuitive: 4, reflective: 4 }],
  ] as const)('answers leaning %s give that intelligence type', (type, agreement) => {
    const score = scoreProfileAnswers(growthTest, answersAt(growthTest, { quality: 5, ...agreement }));
    expect(score.outcome).toEqual({ code: `quality-${type}`, outcomes: ['quality', type] });
  });

  it('needs a lead of 13 points for a type other than neutral, and keeps the motives’ order on a tie', () => {
    const at = (intuitive: number, reflective: number) =>
      positionsOf({ social: 50, result: 50, emotional: 50, quality: 50, intuitive, reflective } as Record<GrowthScale, number>);
    expect(intelligenceTypeOf(at(63, 50))).toBe('intuitive');
    expect(intelligenceTypeOf(at(62, 50))).toBe('neutral');
    expect(intelligenceTypeOf(at(37, 50))).toBe('reflective');
    expect(leadingMotive(at(50, 50))).toBe('social');
  });
});
