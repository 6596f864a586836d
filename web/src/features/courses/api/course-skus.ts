import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';
import { currentLocale } from '../../../lib/i18n';
import { browserLanguageTags, pickCountry, regionFromLanguageTags } from '../../../lib/region';

/** `GET /course/sku/list/{country}/{hl}`: the courses sold on their own, priced for a country (the order service's price). */
export type CourseSkuList = ApiResponse<'/api/course/sku/list/{country}/{hl}'>;
export type CourseSku = CourseSkuList['courses'][number]['sku'];

/** The country a course is priced and ordered for: the browser's region, else the US (as the checkout decides it). */
export function courseCountry(): string {
  return pickCountry(null, regionFromLanguageTags(browserLanguageTags()));
}

export function fetchCourseSkus(country: string, hl: string): Promise<CourseSkuList> {
  return api.get<CourseSkuList>(`/course/sku/list/${encodeURIComponent(country)}/${encodeURIComponent(hl)}`);
}

/** The SKU that sells `courseId` alone, in the visitor's currency; undefined while loading, for courses not sold alone, or when prices failed to load. */
export function useCourseSku(courseId: string): CourseSku | undefined {
  const country = courseCountry();
  const hl = currentLocale();
  const { data } = useSWR(['course/sku/list', country, hl] as const, () => fetchCourseSkus(country, hl), { revalidateOnFocus: false });
  return data?.courses.find((course) => course.courseId === courseId)?.sku;
}
