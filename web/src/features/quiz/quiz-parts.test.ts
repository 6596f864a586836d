import { describe, expect, it } from 'vitest';
import { buildQuizParts, clampPart, isNearlyComplete, normalizeParts, normalizeScale, splitIntoParts } from './quiz-parts';

const q = (n: number) => ({ questionId: `q${n}`, text: `Statement ${n}` });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => q(from + i));

describe('splitIntoParts', () => {
  it('splits evenly, earlier parts taking the remainder', () => {
    expect(splitIntoParts(range(1, 64).map((x) => x.questionId)).map((p) => p.length)).toEqual([22, 21, 21]);
    expect(splitIntoParts([1, 2, 3, 4, 5, 6]).map((p) => p.length)).toEqual([2, 2, 2]);
  });

  it('never makes empty parts for short lists', () => {
    expect(splitIntoParts([1, 2])).toEqual([[1], [2]]);
    expect(splitIntoParts([])).toEqual([[]]);
  });
});

describe('normalizeParts', () => {
  it('keeps the server’s three parts, ordered by part number', () => {
    const parts = normalizeParts([
      { part: 2, questions: range(3, 4) },
      { part: 1, questions: range(1, 2) },
      { part: 3, questions: range(5, 6) },
    ]);
    expect(parts.map((p) => p.map((x) => x.questionId))).toEqual([
      ['q1', 'q2'],
      ['q3', 'q4'],
      ['q5', 'q6'],
    ]);
  });

  it('splits into three when the server sent one part or uneven ones', () => {
    expect(normalizeParts([{ part: 1, questions: range(1, 9) }]).map((p) => p.length)).toEqual([3, 3, 3]);
    expect(normalizeParts([{ part: 1, questions: range(1, 5) }, { part: 2, questions: [] }, { part: 3, questions: range(6, 6) }]).map((p) => p.length)).toEqual([2, 2, 2]);
  });

  it('drops malformed and repeated questions, accepts numeric ids', () => {
    const parts = normalizeParts([
      { part: 1, questions: [q(1), { questionId: 7, text: 'seven' }, { text: 'no id' }, null, q(1)] },
    ]);
    expect(parts.flat().map((x) => x.questionId)).toEqual(['q1', '7']);
    expect(normalizeParts(undefined)).toEqual([]);
    expect(normalizeParts('nonsense')).toEqual([]);
  });
});

describe('normalizeScale', () => {
  it('reads labels as strings (values 1…n) or as objects', () => {
    expect(normalizeScale(['No', 'Maybe', 'Yes'])).toEqual([
      { value: 1, label: 'No' },
      { value: 2, label: 'Maybe' },
      { value: 3, label: 'Yes' },
    ]);
    expect(normalizeScale([{ value: 2, label: 'B' }, { value: 1, text: 'A' }])).toEqual([
      { value: 1, label: 'A' },
      { value: 2, label: 'B' },
    ]);
    expect(normalizeScale(null)).toEqual([]);
  });
});

describe('buildQuizParts', () => {
  it('lists every question id in order and counts them', () => {
    const quiz = buildQuizParts({ scale: Array.from({ length: 7 }, (_, i) => `L${i + 1}`), parts: [{ part: 1, questions: range(1, 6) }] });
    expect(quiz.total).toBe(6);
    expect(quiz.questionIds).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6']);
    expect(quiz.scale).toHaveLength(7);
    expect(quiz.scaleKind).toBe('agreement');
  });

  it('takes the accuracy scale (five labels) when the server says so', () => {
    const labels = ['Very inaccurate', 'Moderately inaccurate', 'Neither', 'Moderately accurate', 'Very accurate'];
    const quiz = buildQuizParts({ scaleKind: 'accuracy', scale: labels, parts: [{ part: 1, questions: range(1, 3) }] });
    expect(quiz.scaleKind).toBe('accuracy');
    expect(quiz.scale.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(buildQuizParts({ scaleKind: 'sideways', scale: labels, parts: [] }).scaleKind).toBe('agreement');
  });

  it('takes the five-point agreement scale of the profile tests (exams 4–6)', () => {
    const labels = ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'];
    const quiz = buildQuizParts({ scaleKind: 'agreement5', scale: labels, parts: [{ part: 1, questions: range(1, 48) }] });
    expect(quiz.scaleKind).toBe('agreement5');
    expect(quiz.scale).toEqual(labels.map((label, i) => ({ value: i + 1, label })));
    expect(quiz.parts.map((p) => p.length)).toEqual([16, 16, 16]);
  });
});

describe('clampPart and isNearlyComplete', () => {
  it('clamps a stored part to the parts that exist', () => {
    expect(clampPart(5, 3)).toBe(2);
    expect(clampPart(-2, 3)).toBe(0);
    expect(clampPart(1, 0)).toBe(0);
  });

  it('says nearly complete on the last part once few questions are left', () => {
    expect(isNearlyComplete(2, 3, 50, 64)).toBe(false);
    expect(isNearlyComplete(2, 3, 57, 64)).toBe(true); // 7 left, a tenth of 64 rounds up to 7
    expect(isNearlyComplete(1, 3, 64, 64)).toBe(false); // not on the last part
    expect(isNearlyComplete(2, 3, 6, 9)).toBe(true); // at least three left counts as nearly done
  });
});
