import { api } from '../../../lib/api-client';
import { type BotProof, botProofFields, botProofHeaders } from '../../../lib/bot-check';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

/** `POST /course/order/create`: a member's order for one locked course; paid like a report with its `skuId`. Bot-checked. */
export type CourseOrder = ApiResponse<'/api/course/order/create'>;

export function createCourseOrder(body: ApiRequest<'/api/course/order/create'>, proof?: BotProof): Promise<CourseOrder> {
  return api.post<CourseOrder>('/course/order/create', { ...body, ...botProofFields(proof) }, { headers: botProofHeaders(proof) });
}
