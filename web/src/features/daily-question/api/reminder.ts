import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

/** `{ enabled, timeZone }`: the member's daily question reminder (owned by notification). */
export type DailyReminder = ApiResponse<'/api/question/info/reminder', 'get'>;
type SetDailyReminderRequest = ApiRequest<'/api/question/info/reminder', 'post'>;
export type DailyReminderStopped = ApiResponse<'/pay-api/mail/daily-reminder/stop'>;

export const REMINDER_KEY = 'question/info/reminder';

/** The browser's IANA time zone: the reminder arrives at 08:00 there. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function useDailyReminder() {
  const { data, error, mutate } = useSWR(REMINDER_KEY, () => api.get<DailyReminder>('/question/info/reminder'), { revalidateOnFocus: false, shouldRetryOnError: false });
  return { reminder: data, error: error as unknown, mutate };
}

/** `POST /question/info/reminder`: on (in the browser's time zone) or off; 403 when the daily question is locked. */
export function setDailyReminder(enabled: boolean): Promise<DailyReminder> {
  const body: SetDailyReminderRequest = { enabled, timeZone: browserTimeZone() };
  return api.post<DailyReminder>('/question/info/reminder', body);
}

/** `POST /mail/daily-reminder/stop` (pay base) with the token of the reminder mail's link; no sign-in needed. */
export function stopDailyReminder(token: string): Promise<DailyReminderStopped> {
  return api.pay.post<DailyReminderStopped>('/mail/daily-reminder/stop', { token });
}
