import { describe, expect, it } from 'vitest';
import { answerLength, answerLines, checkAnswer, FILL_MAX_LENGTH, toggleChoice, type QuestionShape } from './answer-rules';

const options = [
  { key: 'A', text: 'Alone' },
  { key: 'B', text: 'With friends' },
  { key: 'C', text: 'Outdoors' },
];
const single: QuestionShape = { questionId: '7', format: 'single', options };
const multiple: QuestionShape = { questionId: '8', format: 'multiple', options };
const fill: QuestionShape = { questionId: '9', format: 'fill', options: [] };

describe('checkAnswer', () => {
  it('asks to make a choice when nothing is chosen', () => {
    expect(checkAnswer(single, { optionKeys: [], text: '' })).toEqual({ ok: false, problem: 'makeChoice' });
    expect(checkAnswer(multiple, { optionKeys: [], text: '' })).toEqual({ ok: false, problem: 'makeChoice' });
  });

  it('asks to make a choice when a fill-in answer is only blanks', () => {
    expect(checkAnswer(fill, { optionKeys: [], text: '   \n ' })).toEqual({ ok: false, problem: 'makeChoice' });
  });

  it('sends one key for single choice', () => {
    expect(checkAnswer(single, { optionKeys: ['B'], text: '' })).toEqual({ ok: true, request: { questionId: '7', optionKeys: ['B'] } });
  });

  it('sends every chosen key for multiple choice, in the question order, without unknown keys', () => {
    expect(checkAnswer(multiple, { optionKeys: ['C', 'Z', 'A'], text: '' })).toEqual({ ok: true, request: { questionId: '8', optionKeys: ['A', 'C'] } });
  });

  it('treats only unknown keys as no choice', () => {
    expect(checkAnswer(single, { optionKeys: ['Z'], text: '' })).toEqual({ ok: false, problem: 'makeChoice' });
  });

  it('sends fill-in text trimmed, up to the limit counted in characters', () => {
    expect(checkAnswer(fill, { optionKeys: [], text: '  calm  ' })).toEqual({ ok: true, request: { questionId: '9', text: 'calm' } });
    const emoji = '😀'.repeat(FILL_MAX_LENGTH);
    expect(checkAnswer(fill, { optionKeys: [], text: emoji })).toMatchObject({ ok: true });
    expect(checkAnswer(fill, { optionKeys: [], text: `${emoji}x` })).toEqual({ ok: false, problem: 'tooLong' });
  });
});

describe('toggleChoice', () => {
  it('replaces the choice for single choice', () => {
    expect(toggleChoice('single', ['A'], 'B')).toEqual(['B']);
  });

  it('adds and removes for multiple choice', () => {
    expect(toggleChoice('multiple', ['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleChoice('multiple', ['A', 'B'], 'A')).toEqual(['B']);
  });
});

describe('answerLength', () => {
  it('counts characters, not UTF-16 units, without outer blanks', () => {
    expect(answerLength(' 😀a ')).toBe(2);
  });
});

describe('answerLines', () => {
  it('names chosen options with their text', () => {
    expect(answerLines({ optionKeys: ['A', 'C'], text: '' }, options)).toEqual(['A. Alone', 'C. Outdoors']);
  });

  it('shows a typed answer as it is, and nothing for an empty one', () => {
    expect(answerLines({ optionKeys: [], text: 'calm' }, [])).toEqual(['calm']);
    expect(answerLines({ optionKeys: [], text: '' }, [])).toEqual([]);
  });

  it('shows a key the options do not know as the key', () => {
    expect(answerLines({ optionKeys: ['D'], text: '' }, options)).toEqual(['D']);
  });
});
