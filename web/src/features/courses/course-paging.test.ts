import { describe, expect, it } from 'vitest';
import { pagedListState } from './course-paging';
import type { Paged } from './api/types';

const page = (number: number, pageCount: number, items: string[]): Paged<string> => ({ items, page: number, pageSize: 2, pageCount, total: pageCount * 2 });

describe('pagedListState', () => {
  it('is loading before the first page arrives', () => {
    const state = pagedListState<string>(undefined, 1, false);
    expect(state).toMatchObject({ loading: true, failed: false, items: [], hasMore: false });
  });

  it('shows the whole list as failed when the first page failed', () => {
    expect(pagedListState<string>(undefined, 1, true)).toMatchObject({ loading: false, failed: true, moreFailed: false });
  });

  it('joins loaded pages and offers more while pages remain', () => {
    const state = pagedListState([page(1, 3, ['a', 'b']), page(2, 3, ['c', 'd'])], 2, false);
    expect(state.items).toEqual(['a', 'b', 'c', 'd']);
    expect(state).toMatchObject({ page: 2, pageCount: 3, total: 6, hasMore: true, loadingMore: false });
  });

  it('is loading more while the asked page has not arrived', () => {
    expect(pagedListState([page(1, 3, ['a', 'b'])], 2, false)).toMatchObject({ loadingMore: true, hasMore: true });
  });

  it('keeps the loaded items when a later page fails', () => {
    const state = pagedListState([page(1, 3, ['a', 'b'])], 2, true);
    expect(state).toMatchObject({ items: ['a', 'b'], failed: false, moreFailed: true, loadingMore: false });
  });

  it('has no more after the last page', () => {
    expect(pagedListState([page(1, 1, ['a'])], 1, false)).toMatchObject({ hasMore: false });
  });
});
