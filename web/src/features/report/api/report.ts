import { useMemo } from 'react';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';
import { normalizeAnyReportOrder, type AnyReportOrder } from '../report-kinds';

/**
 * `GET /exam/order/report/{orderNumber}`: the report of any exam (the 16-type report, the mapping test's,
 * the matrices test's or a profile test's: gateway/docs/mapping-calls.md, matrices-calls.md,
 * profile-tests-calls.md) in the visitor's language (`x-hl`), full once paid.
 */
export function fetchReport(orderNumber: string): Promise<ApiResponse<'/api/exam/order/report/{id}'>> {
  return api.get<ApiResponse<'/api/exam/order/report/{id}'>>(`/exam/order/report/${encodeURIComponent(orderNumber)}`);
}

/**
 * The report of `orderNumber` in `locale` (the texts follow `x-hl`, so the locale is part of the key).
 * `answer` is null when the answer was not a report.
 */
export function useReport(orderNumber: string | null, locale: string) {
  const key = orderNumber ? (['exam/order/report', orderNumber, locale] as const) : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => fetchReport(orderNumber as string), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  const answer: AnyReportOrder | null | undefined = useMemo(() => (data === undefined ? undefined : normalizeAnyReportOrder(data)), [data]);
  return { answer, error: error as unknown, isLoading, retry: () => void mutate() };
}
