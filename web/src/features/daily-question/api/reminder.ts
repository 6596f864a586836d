import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

export type DailyReminderStopped = ApiResponse<'/pay-api/mail/daily-reminder/stop'>;

/** `POST /mail/daily-reminder/stop` (pay base) with the token of the reminder mail's link; no sign-in needed. */
export function stopDailyReminder(token: string): Promise<DailyReminderStopped> {
  return api.pay.post<DailyReminderStopped>('/mail/daily-reminder/stop', { token });
}
