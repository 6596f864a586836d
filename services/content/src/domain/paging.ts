/** A page of a list as every paged call answers it; `page` starts at 1. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/** The asked page of items; a page past the end is empty but still says how many pages there are. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const current = Math.max(1, Math.floor(page));
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageSize: size, pageCount: Math.ceil(items.length / size), total: items.length };
}
