import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `GET /course/order/info/{orderNumber}`: the signed-in member's course order, its SKU priced as it is charged. */
export type CourseOrderInfo = ApiResponse<'/api/course/order/info/{orderNumber}'>;

export function fetchCourseOrderInfo(orderNumber: string): Promise<CourseOrderInfo> {
  return api.get<CourseOrderInfo>(`/course/order/info/${encodeURIComponent(orderNumber)}`);
}

/** `orderNumber` null asks nothing. */
export function useCourseOrderInfo(orderNumber: string | null) {
  const { data, error, mutate } = useSWR(orderNumber ? (['course/order/info', orderNumber] as const) : null, ([, number]) => fetchCourseOrderInfo(number), {
    revalidateOnFocus: false,
  });
  return { courseOrder: data, error: error as unknown, retry: () => void mutate() };
}
