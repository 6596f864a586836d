/**
 * The daily question reminder end to end in a real browser, through the real gateway and services: a subscribed
 * member turns the reminder on from the daily question page in their morning (the browser's time zone), the
 * reminder mail arrives with today's question and the link that stops it, and that link — opened by anyone,
 * signed in or not — stops it with one press; the member's page then shows it off. The same switch in the account
 * settings turns it back on (and is not offered to a member whose membership lacks the daily question).
 */
import { describe, expect, it } from 'vitest';
import { memberCalls } from '../../../product-tests/support/member-calls';
import daily from '../../src/features/daily-question/locales/en.json';
import reminder from '../../src/locales/daily-reminder/en.json';
import { browserSession, signInThroughLoginPage } from './browser-session';
import { hasChromium } from './chromium';
import { fill } from './fill-template';

// The scheduler looks for members' mornings every 200 ms here instead of every minute.
const session = browserSession({ productVars: { DAILY_REMINDER_POLL_MS: '200' } });
const members = memberCalls(() => session.server.url);
const PAGE = '/userCenter/growthCenter/dailyQuestion';

/** A fixed-offset time zone where it is now between 08:00 and 11:00: turning the reminder on there sends today's at once. */
function morningZone(): string {
  for (let hours = -12; hours <= 14; hours++) {
    const zone = hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`; // Etc/GMT-2 is UTC+2
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
    if (hour >= 8 && hour <= 10) return zone;
  }
  throw new Error('no zone has a morning now');
}

async function reminderMail(to: string): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${session.server.url}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
    const found = ((await response.json()) as { data: Array<{ subject: string; text: string }> }).data.find((m) => m.subject === 'Today’s question is waiting');
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no daily question reminder mailed to ${to}`);
}

describe.skipIf(!hasChromium)('the daily question reminder', () => {
  it('a member turns it on in their morning, gets the mail, and its link stops it with one press', { timeout: 180_000 }, async () => {
    const member = await members.subscribedMember('basic', { emailPrefix: 'reminder' });
    const timeZone = morningZone();
    const page = await (await session.newContext({ timezoneId: timeZone, viewport: { width: 1000, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    await signInThroughLoginPage(page, session.server.url, member, PAGE);

    const reminderSwitch = page.getByLabel(reminder.label, { exact: true });
    await reminderSwitch.waitFor();
    await page.getByText(fill(reminder.hint, { timeZone })).waitFor();
    expect(await reminderSwitch.isChecked()).toBe(false);
    await reminderSwitch.check();
    await page.getByTestId('daily-reminder-state').filter({ hasText: reminder.on }).waitFor();

    const mail = await reminderMail(member.email);
    expect(mail.text).toContain(`${session.server.url}${PAGE}\n`);
    const link = /https?:\/\/[^\s]*?(\/userCenter\/growthCenter\/dailyQuestion\?stopReminder=[^\s]+)/.exec(mail.text)?.[1];
    expect(link, 'the stop link in the mail').toBeTruthy();

    // The link in a fresh browser (not signed in): nothing happens until the one button is pressed.
    const visitor = await (await session.newContext()).newPage();
    visitor.setDefaultTimeout(20_000);
    await visitor.goto(`${session.server.url}${link}`);
    await visitor.getByRole('heading', { level: 2, name: daily.stopReminder.heading }).waitFor();
    await visitor.getByRole('button', { name: daily.stopReminder.submit }).click();
    await visitor.getByTestId('stop-reminder-result').filter({ hasText: daily.stopReminder.done }).waitFor();

    // An altered link is refused, with the way out.
    await visitor.goto(`${session.server.url}${link!.replace(/stopReminder=./, 'stopReminder=x')}`);
    await visitor.getByRole('button', { name: daily.stopReminder.submit }).click();
    await visitor.getByTestId('stop-reminder-result').filter({ hasText: daily.stopReminder.invalid }).waitFor();

    const again = await (await session.newContext({ timezoneId: timeZone })).newPage();
    again.setDefaultTimeout(20_000);
    await signInThroughLoginPage(again, session.server.url, member, PAGE);
    const switchAgain = again.getByLabel(reminder.label, { exact: true });
    await switchAgain.waitFor();
    expect(await switchAgain.isChecked()).toBe(false);

    // The account settings offer the same switch under its own heading: on from there, the question page agrees.
    await again.goto(`${session.server.url}/user/setting`);
    const section = again.getByRole('region', { name: reminder.heading });
    const settingsSwitch = section.getByLabel(reminder.label, { exact: true });
    await settingsSwitch.waitFor();
    expect(await settingsSwitch.isChecked()).toBe(false);
    await settingsSwitch.check();
    await section.getByTestId('daily-reminder-state').filter({ hasText: reminder.on }).waitFor();
    await again.goto(`${session.server.url}${PAGE}`);
    await again.getByLabel(reminder.label, { exact: true }).waitFor();
    expect(await again.getByLabel(reminder.label, { exact: true }).isChecked()).toBe(true);
  });

  it('the account settings offer no reminder to a member whose membership lacks the daily question', { timeout: 120_000 }, async () => {
    const member = await members.signedInMember({ emailPrefix: 'no-plan' });
    const page = await (await session.newContext({ viewport: { width: 1000, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    await signInThroughLoginPage(page, session.server.url, member, '/user/setting');
    await page.getByTestId('membership-section').getByTestId('membership-state').waitFor();
    expect(await page.getByTestId('daily-reminder').count()).toBe(0);
    expect(await page.getByText(reminder.heading).count()).toBe(0);
  });
});
