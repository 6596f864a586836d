import useSWRInfinite from 'swr/infinite';
import { api } from '../../../lib/api-client';
import { type Paged, pagedListState } from '../../../lib/paged-list';
import type { CourseSummary, CourseTag } from './types';

export const COURSE_PAGE_SIZE = 6;

export interface CourseListFilter {
  categoryId?: string | undefined;
  tag?: CourseTag | undefined;
}

/** `POST /course/infos/list`: one page of courses, optionally of one category or tag. */
export function fetchCourseList(filter: CourseListFilter, page: number): Promise<Paged<CourseSummary>> {
  return api.post<Paged<CourseSummary>>('/course/infos/list', { ...filter, page, pageSize: COURSE_PAGE_SIZE });
}

/** The course list page by page ('load more' asks for the next one). */
export function useCourseList(filter: CourseListFilter) {
  const { data, error, size, setSize, mutate } = useSWRInfinite(
    (index: number, previous: Paged<CourseSummary> | null) =>
      previous && previous.page >= previous.pageCount ? null : (['course/infos/list', filter.categoryId ?? '', filter.tag ?? '', index + 1] as const),
    ([, , , page]) => fetchCourseList(filter, page),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  return {
    ...pagedListState(data, size, error !== undefined),
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}
