import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export interface MyReport {
  orderNumber: string;
  examId: string;
  /** The test's name in the visitor's language (the 16-type test, the psychological mapping test…). */
  examName: string;
  typeCode: string;
  createdAt: string;
  /** `pending_payment` while only the free result exists, `paid` once the report is bought. */
  status: string;
  resultPath: string;
  /** Where to buy the full report; empty once paid. */
  payPath: string;
}

export interface MyReports {
  emailVerified: boolean;
  orders: MyReport[];
}

/** `GET /user/order/list/all`: every test taken with the member's verified address, newest first. */
export function fetchMyReports(): Promise<MyReports> {
  return api.get<MyReports>('/user/order/list/all');
}

export function useMyReports() {
  const { data, error, mutate } = useSWR('account/my-reports', fetchMyReports, { shouldRetryOnError: false });
  return { reports: data, error: error as unknown, retry: () => void mutate() };
}
