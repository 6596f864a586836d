import { describe, expect, it } from 'vitest';
import { emblemRidges } from './type-emblem';
import { TYPE_CODES, groupOf, typeCodeOfSlug } from './type-groups';

describe('the 16 types', () => {
  it('fall into four groups of four', () => {
    const counts = new Map<string, number>();
    for (const code of TYPE_CODES) counts.set(groupOf(code), (counts.get(groupOf(code)) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ NT: 4, NF: 4, SJ: 4, SP: 4 });
    expect([groupOf('ENFP'), groupOf('ISTJ'), groupOf('ESTP'), groupOf('INTJ')]).toEqual(['NF', 'SJ', 'SP', 'NT']);
  });

  it('are found by their lower-case slug only', () => {
    expect(typeCodeOfSlug('intj')).toBe('INTJ');
    expect([typeCodeOfSlug('INTJ'), typeCodeOfSlug('abcd'), typeCodeOfSlug(undefined)]).toEqual([null, null, null]);
  });

  it('each have their own small emblem: closed loops for J, open ends for P', () => {
    const drawings = TYPE_CODES.map((code) => emblemRidges(code).join(' '));
    expect(new Set(drawings).size).toBe(16);
    for (const drawing of drawings) expect(drawing.length).toBeLessThan(4000);
    expect(emblemRidges('INTJ').every((d) => d.endsWith('Z'))).toBe(true);
    expect(emblemRidges('INTP').some((d) => d.endsWith('Z'))).toBe(false);
  });
});
