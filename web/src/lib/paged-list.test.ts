import { describe, expect, it } from 'vitest';
import { type Paged, pagedListState } from './paged-list';

const page = (number: number, pageCount: number, items: string[]): Paged<string> => ({ items, page: number, pageSize: 2, pageCount, total: 5 });

describe('pagedListState', () => {
  it('is loading before the first page arrives', () => {
    expect(pagedListState<string>(undefined, 1, false)).toMatchObject({ loading: true, failed: false, items: [], hasMore: false });
  });

  it('shows the whole list as failed when the first page failed', () => {
    expect(pagedListState<string>(undefined, 1, true)).toMatchObject({ loading: false, failed: true, moreFailed: false });
  });

  it('shows the first page with more to come', () => {
    expect(pagedListState([page(1, 3, ['a', 'b'])], 1, false)).toMatchObject({ loading: false, items: ['a', 'b'], page: 1, pageCount: 3, total: 5, hasMore: true, loadingMore: false });
  });

  it('joins loaded pages and offers more while pages remain', () => {
    const state = pagedListState([page(1, 3, ['a', 'b']), page(2, 3, ['c', 'd'])], 2, false);
    expect(state.items).toEqual(['a', 'b', 'c', 'd']);
    expect(state).toMatchObject({ page: 2, pageCount: 3, total: 5, hasMore: true, loadingMore: false });
  });

  it('is loading more while the asked page has not arrived', () => {
    expect(pagedListState([page(1, 3, ['a', 'b'])], 2, false)).toMatchObject({ items: ['a', 'b'], loadingMore: true, hasMore: true, moreFailed: false });
  });

  it('keeps the loaded items when a later page fails', () => {
    expect(pagedListState([page(1, 3, ['a', 'b'])], 2, true)).toMatchObject({ items: ['a', 'b'], failed: false, moreFailed: true, loadingMore: false });
  });

  it('has no more after the last page', () => {
    const all = pagedListState([page(1, 3, ['a', 'b']), page(2, 3, ['c', 'd']), page(3, 3, ['e'])], 3, false);
    expect(all).toMatchObject({ items: ['a', 'b', 'c', 'd', 'e'], page: 3, hasMore: false });
    expect(pagedListState([page(1, 1, ['a'])], 1, false)).toMatchObject({ hasMore: false });
  });
});
