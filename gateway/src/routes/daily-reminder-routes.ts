import { DomainError } from '@mindprint/platform/errors';
import { currentRequestContext } from '@mindprint/platform/request-context';
import { z } from 'zod';
import { requireSignedIn } from '../auth/request-auth.js';
import type { ServiceClients } from '../service-clients.js';
import { oneClickTarget, unsubscribeTokenField } from './mail-routes.js';
import { defineRoute } from './route.js';

/**
 * The daily question reminder (owned by notification): a member turns it on with their time zone and gets one
 * mail at 08:00 there each day; the signed link in the mail (and its List-Unsubscribe one-click target) turns it off.
 */

export const dailyReminderData = z.object({ enabled: z.boolean(), timeZone: z.string() });
/** Whether the link turned the reminder off now (false: it was off already). */
export const dailyReminderStoppedData = z.object({ stopped: z.boolean() });

const reminderJson = (reminder: { enabled: boolean; timeZone: string } | undefined) => ({ enabled: reminder?.enabled ?? false, timeZone: reminder?.timeZone ?? '' });

export const dailyReminderRoutes = [
  defineRoute({
    method: 'get',
    path: '/question/info/reminder',
    surfaces: ['base'],
    owner: 'notification',
    summary: 'Whether the member’s daily question reminder is on, and the time zone whose morning it comes at',
    response: dailyReminderData,
    handle: async ({ clients }) => reminderJson((await clients.notification.getDailyReminder({ userId: requireSignedIn().userId })).reminder),
  }),
  defineRoute({
    method: 'post',
    path: '/question/info/reminder',
    surfaces: ['base'],
    owner: 'notification',
    summary: 'Turns the daily question reminder on (a mail at 08:00 in timeZone, once a day; members whose daily question is open) or off',
    body: z.object({
      enabled: z.boolean({ message: 'must be true or false' }),
      timeZone: z.string({ message: 'is required' }).min(1, 'is required').max(64, 'is not a time zone'),
    }),
    response: dailyReminderData,
    handle: async ({ body, clients }) => {
      const signedIn = requireSignedIn();
      if (body.enabled) {
        // The reminder comes with the daily question: content decides whether it is open to this member.
        const today = await clients.content.getTodayQuestion({ member: { userId: signedIn.userId, verifiedEmail: signedIn.verifiedEmail }, locale: '' });
        if (today.locked) throw new DomainError('DAILY_QUESTION_LOCKED', 'The daily question reminder comes with a membership', 'PERMISSION_DENIED');
      }
      const { reminder } = await clients.notification.setDailyReminder({
        userId: signedIn.userId,
        email: signedIn.email,
        locale: (currentRequestContext().hl ?? '').toUpperCase(),
        timeZone: body.timeZone,
        enabled: body.enabled,
      });
      return reminderJson(reminder);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/mail/daily-reminder/stop',
    surfaces: ['pay'],
    owner: 'notification',
    summary: 'Turns off the daily question reminder of the member the link in the reminder mail names (works any number of times)',
    body: z.object({ token: unsubscribeTokenField }),
    response: dailyReminderStoppedData,
    handle: async ({ body, clients }) => ({ stopped: (await clients.notification.stopDailyReminder({ token: body.token })).stopped }),
  }),
];

/** `POST {pay}/mail/daily-reminder/one-click?token=…`: the reminder's one-click stop (List-Unsubscribe-Post). */
export const oneClickDailyReminderStop = (clients: ServiceClients) =>
  oneClickTarget(async (token): Promise<z.infer<typeof dailyReminderStoppedData>> => ({ stopped: (await clients.notification.stopDailyReminder({ token })).stopped }));
