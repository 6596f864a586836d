import { describe, expect, it } from 'vitest';
import type { Paged } from './api/types';
import { pagedArticles, searchQuery } from './articles-paging';

const page = (n: number, pageCount: number, items: string[]): Paged<string> => ({ items, page: n, pageSize: 2, pageCount, total: 5 });

describe('the paged article list', () => {
  it('is loading before the first page, then shows it with more to come', () => {
    expect(pagedArticles<string>(undefined, 1, false)).toMatchObject({ loading: true, failed: false, items: [], hasMore: false });
    expect(pagedArticles([page(1, 3, ['a', 'b'])], 1, false)).toMatchObject({ loading: false, items: ['a', 'b'], page: 1, pageCount: 3, total: 5, hasMore: true, loadingMore: false });
  });

  it('keeps loaded items while the next page loads or fails', () => {
    const first = [page(1, 3, ['a', 'b'])];
    expect(pagedArticles(first, 2, false)).toMatchObject({ items: ['a', 'b'], loadingMore: true, moreFailed: false });
    expect(pagedArticles(first, 2, true)).toMatchObject({ items: ['a', 'b'], failed: false, moreFailed: true, loadingMore: false });
  });

  it('fails as a whole when the first page fails, and ends after the last page', () => {
    expect(pagedArticles<string>(undefined, 1, true)).toMatchObject({ failed: true, loading: false });
    const all = pagedArticles([page(1, 3, ['a', 'b']), page(2, 3, ['c', 'd']), page(3, 3, ['e'])], 3, false);
    expect(all).toMatchObject({ items: ['a', 'b', 'c', 'd', 'e'], page: 3, hasMore: false });
  });
});

describe('the search text', () => {
  it('drops stray spaces and stops at 100 characters', () => {
    expect(searchQuery('  sleep   and  stress ')).toBe('sleep and stress');
    expect(searchQuery('   ')).toBe('');
    expect(searchQuery('x'.repeat(120))).toHaveLength(100);
  });
});
