import { describe, expect, it } from 'vitest';
import { searchQuery } from './articles-search';

describe('the search text', () => {
  it('drops stray spaces and stops at 100 characters', () => {
    expect(searchQuery('  sleep   and  stress ')).toBe('sleep and stress');
    expect(searchQuery('   ')).toBe('');
    expect(searchQuery('x'.repeat(120))).toHaveLength(100);
  });
});
