import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged-list';
import { usePagedList } from '../../../lib/use-paged-list';
import type { ApiRequest } from '../../../lib/api/contract';
import type { CourseSummary } from './types';

export const COURSE_PAGE_SIZE = 6;

export type CourseListFilter = Pick<ApiRequest<'/api/course/infos/list'>, 'categoryId' | 'tag'>;

/** `POST /course/infos/list`: one page of courses, optionally of one category or tag. */
export function fetchCourseList(filter: CourseListFilter, page: number): Promise<Paged<CourseSummary>> {
  return api.post<Paged<CourseSummary>>('/course/infos/list', { ...filter, page, pageSize: COURSE_PAGE_SIZE });
}

/** The course list page by page ('load more' asks for the next one). */
export function useCourseList(filter: CourseListFilter) {
  return usePagedList(['course/infos/list', filter.categoryId ?? '', filter.tag ?? ''], (page) => fetchCourseList(filter, page));
}
