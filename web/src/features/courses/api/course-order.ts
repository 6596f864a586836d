import { api } from '../../../lib/api-client';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

/** `POST /course/order/create`: a member's order for one locked course; paid like a report with its `skuId`. */
export type CourseOrder = ApiResponse<'/api/course/order/create'>;

export function createCourseOrder(body: ApiRequest<'/api/course/order/create'>): Promise<CourseOrder> {
  return api.post<CourseOrder>('/course/order/create', body);
}
