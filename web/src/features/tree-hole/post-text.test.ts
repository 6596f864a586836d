import { describe, expect, it } from 'vitest';
import { codePointLength, draftProblem } from './post-text';

describe('codePointLength', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('😀😀')).toBe(2);
    expect(codePointLength('心事')).toBe(2);
  });
});

describe('draftProblem', () => {
  it('refuses blank text and text over the maximum after trimming', () => {
    expect(draftProblem('   \n', 300)).toBe('empty');
    expect(draftProblem('a'.repeat(301), 300)).toBe('tooLong');
    expect(draftProblem(`  ${'😀'.repeat(300)}  `, 300)).toBeNull();
    expect(draftProblem('A quiet thought', 300)).toBeNull();
  });
});
