import { api } from '../../../lib/api-client';

/** `GET /app/v2/view` (gateway/docs/test-flow-calls.md): the exam's facts and real completion counts. */
export interface AppView {
  exam: {
    examId: string | number;
    code: string;
    name: string;
    questionCount: number;
    minutes: number[];
  };
  stats: {
    /** Tests completed today (since 00:00 UTC). */
    takenToday: number;
    /** Tests completed, all time, in `region`. */
    inYourRegion: number | null;
    region: string | null;
    totalCompleted: number;
    /** Mean of visitors' 1–5 accuracy ratings; null while nobody has rated. */
    accuracy: { average: number | null; ratings: number };
  };
}

export function getAppView(examId: string, country: string | null, signal?: AbortSignal): Promise<AppView> {
  return api.get<AppView>('/app/v2/view', { query: { id: examId, country: country ?? undefined }, ...(signal ? { signal } : {}) });
}
