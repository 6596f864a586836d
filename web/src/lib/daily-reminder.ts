/**
 * The member's daily question reminder (owned by notification), for every page that offers its switch: the daily
 * question page and the account settings. Routes that render the switch load DAILY_REMINDER_NAMESPACE.
 */
import useSWR from 'swr';
import { api } from './api-client';
import type { ApiRequest, ApiResponse } from './api/contract';

/** The i18n namespace of the switch's words (web/src/locales/daily-reminder/). */
export const DAILY_REMINDER_NAMESPACE = 'daily-reminder';

/** `{ enabled, timeZone }`. */
export type DailyReminder = ApiResponse<'/api/question/info/reminder', 'get'>;
type SetDailyReminderRequest = ApiRequest<'/api/question/info/reminder', 'post'>;

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
