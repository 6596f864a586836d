import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `GET /app/v2/view` (gateway/docs/test-flow-calls.md): the exam's facts and real completion counts. */
/** `stats.takenToday` counts since 00:00 UTC; `stats.accuracy.average` is null while nobody has rated. */
export type AppView = ApiResponse<'/api/app/v2/view'>;

export function getAppView(examId: string, country: string | null, signal?: AbortSignal): Promise<AppView> {
  return api.get<AppView>('/app/v2/view', { query: { id: examId, country: country ?? undefined }, ...(signal ? { signal } : {}) });
}
