import { describe, expect, it } from 'vitest';
import { articleDetailPath, articleIdFromQuery } from './articles-paths';

describe('article addresses', () => {
  it('take digit ids only; anything else is a broken link', () => {
    expect(articleIdFromQuery('12')).toBe('12');
    expect([null, '', '12a', '../1', '1'.repeat(19)].map(articleIdFromQuery)).toEqual([null, null, null, null, null]);
    expect(articleDetailPath('7')).toBe('/userCenter/articles/detail?id=7');
  });
});
