import type { Page } from 'playwright-core';
import en from '../../src/features/account/locales/en.json';

/** A form field by its visible label, exactly. */
export const labelledField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * From the English sign-in page: "forgot password" → e-mail → the mailed code → a new password, then back to the
 * sign-in page by the done page's link.
 */
export async function resetPasswordFromSignIn(page: Page, account: { email: string; newPassword: string; mailedCode: () => Promise<string> }): Promise<void> {
  const field = (label: string) => labelledField(page, label);
  await page.getByRole('link', { name: en.login.forgot }).click();
  await page.waitForURL((url) => url.pathname === '/user/forgot-password');
  // The address changes before the page does; the sign-in page's field has the same label.
  await page.getByRole('heading', { level: 1, name: en.forgot.heading }).waitFor();
  await field(en.common.email).fill(account.email);
  await page.getByRole('button', { name: en.forgot.sendCode }).click();
  await field(en.common.code).fill(await account.mailedCode());
  await page.getByRole('button', { name: en.forgot.next }).click();
  await field(en.forgot.newPassword).fill(account.newPassword);
  await field(en.common.confirmPassword).fill(account.newPassword);
  await page.getByRole('button', { name: en.forgot.submit }).click();
  await page.getByRole('heading', { level: 1, name: en.forgot.doneHeading }).waitFor();
  await page.getByRole('link', { name: en.forgot.login }).click();
  await page.waitForURL((url) => url.pathname === '/user/login');
}
