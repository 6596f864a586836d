/**
 * Accounts end to end in a real browser, through the real gateway and services: a member page
 * sends a signed-out visitor to the login page; a wrong-format login; register (with the spec's
 * validation messages) → the code from the local mailbox → verify → the user center; the profile's
 * 'invalid date' and avatar upload (type and size checked before sending); sign out; forgot
 * password → code by mail → reset → sign in with the new password; change it while signed in.
 */
import type { Page } from 'playwright-core';
import { hasChromium } from './chromium';
import { describe, expect, it } from 'vitest';
import en from '../../src/features/account/locales/en.json';
import ja from '../../src/features/account/locales/ja.json';
import { labelledField, resetPasswordFromSignIn } from './account-steps';
import { browserSession } from './browser-session';
import { mailbox as mailboxOf, newCode as newCodeOf } from './mailbox';

const session = browserSession();

const FLOW_TIMEOUT = 120_000;

async function newVisitor(): Promise<Page> {
  const page = await (await session.newContext({ viewport: { width: 1000, height: 800 } })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const mailbox = (to: string) => mailboxOf(session.server.url, to);
const newCode = (to: string, seen: Set<string>) => newCodeOf(session.server.url, to, seen);

const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const field = labelledField;

async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const input = field(page, label);
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent ?? '';
  });

describe.skipIf(!hasChromium)('accounts', () => {
  it(
    'registers, verifies by mailed code, signs out, resets the password and signs in again',
    async () => {
      const page = await newVisitor();
      const email = `ada.${Date.now()}@example.com`;
      const firstPassword = 'correct horse battery';
      const newPassword = 'a brand new passphrase';
      const seen = new Set((await mailbox(email)).map((m) => m.id));

      // A member page sends a signed-out visitor to the login page, to come back afterwards.
      await page.goto(`${session.server.url}/userCenter`);
      await page.waitForURL((url) => url.pathname === '/user/login' && url.searchParams.get('redirect') === '/userCenter');
      await page.getByRole('heading', { level: 1, name: en.login.heading }).waitFor();

      // Login: the account must be an e-mail address.
      await field(page, en.common.email).fill('not-an-email');
      await field(page, en.common.password).fill('whatever');
      await page.getByRole('button', { name: en.login.submit }).click();
      await expectFieldError(page, en.common.email, 'wrong email format');
      await expect.poll(() => focusedLabel(page)).toBe(en.common.email);

      // Register, keeping the way back.
      await page.getByRole('link', { name: en.login.register }).click();
      await page.waitForURL((url) => url.pathname === '/user/register');
      await page.getByRole('heading', { level: 1, name: en.register.heading }).waitFor();
      await page.getByRole('button', { name: en.register.submit }).click();
      await expectFieldError(page, en.register.name, en.errors.nameRequired);
      await expectFieldError(page, en.common.email, en.errors.emailRequired);
      await expect.poll(() => focusedLabel(page)).toBe(en.register.name);
      await expect.poll(() => page.getByText(en.errors.privacyNotAgreed).isVisible()).toBe(true);

      await field(page, en.register.name).fill('Ada');
      await field(page, en.common.email).fill('ada@example');
      await field(page, en.common.password).fill(firstPassword);
      await field(page, en.common.confirmPassword).fill('something else');
      await page.getByRole('button', { name: en.register.submit }).click();
      await expectFieldError(page, en.common.email, en.errors.emailInvalid);
      await expectFieldError(page, en.common.confirmPassword, 'passwords do not match');

      await field(page, en.common.email).fill(email);
      await field(page, en.common.confirmPassword).fill(firstPassword);
      await page.getByRole('button', { name: en.register.submit }).click();
      await expect.poll(() => page.getByText('please agree to the privacy policy').isVisible()).toBe(true);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: en.register.submit }).click();

      // The verification step: the code is required, then the mailed one signs the member in.
      await page.getByRole('heading', { level: 1, name: en.verify.heading }).waitFor();
      await page.getByRole('button', { name: en.verify.submit }).click();
      await expectFieldError(page, en.common.code, en.errors.codeRequired);
      await field(page, en.common.code).fill(await newCode(email, seen));
      await page.getByRole('button', { name: en.verify.submit }).click();
      await page.waitForURL((url) => url.pathname === '/userCenter');
      await page.getByRole('heading', { level: 1, name: 'Hello, Ada' }).waitFor();
      await page.getByText(en.center.memberToday).waitFor();
      // A new member has no tests yet: my reports says so and offers the test.
      await page.getByRole('heading', { level: 2, name: en.reports.heading }).waitFor();
      await page.getByText(en.reports.empty).waitFor();

      // The profile: 'invalid date', then a real birthday is saved.
      await page.getByRole('link', { name: en.settings.profile }).first().click();
      await page.waitForURL((url) => url.pathname === '/userCenter/user-info');
      await field(page, en.profile.birthday).fill('2020-13-45');
      await page.getByRole('button', { name: en.profile.save }).click();
      await expectFieldError(page, en.profile.birthday, 'invalid date');
      await expect.poll(() => focusedLabel(page)).toBe(en.profile.birthday);
      await field(page, en.profile.birthday).fill('1990-12-10');
      await field(page, en.profile.nickname).fill('Countess');
      await page.getByRole('button', { name: en.profile.save }).click();
      await page.getByText(en.profile.saved).waitFor();

      // The avatar: wrong type and too large are refused before upload; a PNG is saved and shown.
      const picture = field(page, en.avatar.choose);
      await picture.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await page.getByText(en.errors.avatarType).waitFor();
      await picture.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(600 * 1024) });
      await page.getByText(en.errors.avatarTooLarge).waitFor();
      await picture.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1x1, 'base64') });
      await page.getByText(en.avatar.saved).waitFor();
      await page.getByRole('img', { name: en.avatar.alt }).waitFor();
      await expect
        .poll(() => page.getByRole('img', { name: en.avatar.alt }).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
        .toBe(1);

      // Settings → sign out; member pages are closed again.
      await page.goto(`${session.server.url}/userCenter/setting`);
      await page.getByRole('heading', { level: 1, name: en.settings.heading }).waitFor();
      await page.getByRole('button', { name: en.settings.logout }).click();
      await page.waitForURL((url) => url.pathname === '/user/login');
      await page.goto(`${session.server.url}/user/setting`);
      await page.waitForURL((url) => url.pathname === '/user/login' && url.searchParams.get('redirect') === '/user/setting');

      // Forgot password: e-mail → mailed code → new password.
      await resetPasswordFromSignIn(page, { email, newPassword, mailedCode: () => newCode(email, seen) });

      // The old password no longer works; the new one does.
      expect(await field(page, en.common.email).inputValue()).toBe(email);
      await field(page, en.common.password).fill(firstPassword);
      await page.getByRole('button', { name: en.login.submit }).click();
      await page.getByText(en.errors.invalidCredentials).waitFor();
      await field(page, en.common.password).fill(newPassword);
      await page.getByRole('button', { name: en.login.submit }).click();
      await page.waitForURL((url) => url.pathname === '/userCenter');
      await page.getByRole('heading', { level: 1, name: 'Hello, Countess' }).waitFor();

      // Change the password while signed in: the current one must be right.
      const thirdPassword = 'yet another passphrase';
      await page.goto(`${session.server.url}/user/edit-password`);
      await field(page, en.editPassword.oldPassword).fill('not my password');
      await field(page, en.editPassword.newPassword).fill(thirdPassword);
      await field(page, en.common.confirmPassword).fill(thirdPassword);
      await page.getByRole('button', { name: en.editPassword.submit }).click();
      await expectFieldError(page, en.editPassword.oldPassword, en.errors.incorrectPassword);
      await field(page, en.editPassword.oldPassword).fill(newPassword);
      await page.getByRole('button', { name: en.editPassword.submit }).click();
      await page.getByText(en.editPassword.done).waitFor();
      // Still signed in (the session was renewed): the user center opens.
      await page.getByRole('link', { name: en.settings.heading, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: en.settings.heading }).waitFor();
    },
    FLOW_TIMEOUT,
  );

  it('shows the login messages in the visitor\'s language', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/user/login?hl=JA`);
    await page.getByRole('heading', { level: 1, name: ja.login.heading }).waitFor();
    await field(page, ja.common.email).fill('wrong@');
    await field(page, ja.common.password).fill('whatever');
    await page.getByRole('button', { name: ja.login.submit }).click();
    await expectFieldError(page, ja.common.email, ja.errors.wrongEmailFormat);
    // A well-formed address the server does not know: its reason, translated.
    await field(page, ja.common.email).fill('nobody@example.com');
    await page.getByRole('button', { name: ja.login.submit }).click();
    await page.getByText(ja.errors.invalidCredentials).waitFor();
  });
});
