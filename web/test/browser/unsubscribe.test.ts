/**
 * Unsubscribing from marketing mail end to end in a real browser, through the real gateway and services:
 * the e-mail form (validation, then the same confirmation whatever the address), the confirmation mail's
 * `/unsubscribe?token=` link and its one button, and an invalid link with the form as the way out.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../src/features/mail-preferences/locales/en.json';
import fr from '../../src/features/mail-preferences/locales/fr.json';
import { browserSession, expectFocused } from './browser-session';
import { hasChromium } from './chromium';

const session = browserSession();

async function newVisitor(): Promise<Page> {
  const page = await (await session.newContext({ viewport: { width: 1000, height: 800 } })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

interface Mail {
  id: string;
  subject: string;
  text: string;
}

async function mailbox(to: string): Promise<Mail[]> {
  const response = await fetch(`${session.server.url}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: Mail[] };
  return body.data;
}

/** Waits for a mail to `to` holding an unsubscribe link, and returns the link's path and query. */
async function unsubscribeLink(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const mail of await mailbox(to)) {
      const match = /https?:\/\/[^\s"'<>]*?(\/(?:[a-z]{2}\/)?unsubscribe\?token=[^\s"'<>)]+)/.exec(mail.text);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no unsubscribe link mailed to ${to}`);
}

const focusedText = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent ?? active?.textContent ?? '';
  });

describe.skipIf(!hasChromium)('unsubscribe from marketing mail', () => {
  it('asks for a confirmation link by e-mail, then the mailed link unsubscribes with one button', async () => {
    const page = await newVisitor();
    const email = `offers.${Date.now()}@example.com`;
    await page.goto(`${session.server.url}/unsubscribe`);
    await page.getByRole('heading', { level: 1, name: en.heading }).waitFor();
    await page.getByText(en.scope).waitFor();
    const field = page.getByLabel(en.email.label, { exact: true });
    const submit = page.getByRole('button', { name: en.email.submit });

    // Empty, then malformed: the spec's message, the field marked and focused.
    await submit.click();
    await page.getByRole('alert').filter({ hasText: en.email.invalid }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedText(page)).toBe(en.email.label);
    await field.fill('not-an-address');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: en.email.invalid }).waitFor();

    await field.fill(email);
    await submit.click();
    const sent = page.getByTestId('unsubscribe-request-result');
    await sent.filter({ hasText: en.email.sent }).waitFor();
    await expectFocused(page.getByTestId('unsubscribe-request-result'));
    // The answer never says whether the address is known: it does not even repeat it.
    expect(await sent.textContent()).not.toContain(email);

    // The confirmation mail's link: nothing happens until the button is pressed.
    const path = await unsubscribeLink(email);
    const token = new URL(path, session.server.url).searchParams.get('token');
    expect(token).toBeTruthy();
    await page.goto(`${session.server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: en.heading }).waitFor();
    await page.getByText(en.token.intro).waitFor();
    expect(await page.getByLabel(en.email.label, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: en.token.submit }).click();
    const done = page.getByTestId('unsubscribe-result');
    await done.waitFor();
    const [before, after] = en.token.success.split('{{email}}') as [string, string];
    const text = (await done.textContent()) ?? '';
    expect(text.startsWith(before)).toBe(true);
    expect(text.endsWith(after)).toBe(true);
    const masked = text.slice(before.length, text.length - after.length);
    expect(masked).toMatch(/@example\.com$/);
    expect(masked).not.toBe(email); // masked, not the full address

    // Opening the link again is harmless: it unsubscribes the same address again.
    await page.reload();
    await page.getByRole('button', { name: en.token.submit }).click();
    await page.getByTestId('unsubscribe-result').filter({ hasText: masked }).waitFor();
  }, 120_000);

  it('says a link is not valid (in the visitor’s language) and offers the e-mail form below', async () => {
    const page = await newVisitor();
    // A token the server does not accept: the answer comes after the button.
    await page.goto(`${session.server.url}/unsubscribe?token=${'x'.repeat(40)}&hl=FR`);
    await page.getByRole('heading', { level: 1, name: fr.heading }).waitFor();
    await page.getByRole('button', { name: fr.token.submit }).click();
    await page.getByRole('alert').filter({ hasText: fr.token.invalid }).waitFor();
    await page.getByRole('heading', { level: 2, name: fr.email.heading }).waitFor();
    await page.getByLabel(fr.email.label, { exact: true }).fill(`fr.${Date.now()}@example.com`);
    await page.getByRole('button', { name: fr.email.submit }).click();
    await page.getByTestId('unsubscribe-request-result').filter({ hasText: fr.email.sent }).waitFor();

    // A link cut short in the mail client: invalid at once, without asking the server.
    await page.goto(`${session.server.url}/unsubscribe?token=abc&hl=FR`);
    await page.getByRole('alert').filter({ hasText: fr.token.invalid }).waitFor();
    expect(await page.getByRole('button', { name: fr.token.submit }).count()).toBe(0);
    await page.getByLabel(fr.email.label, { exact: true }).waitFor();
  });
});
