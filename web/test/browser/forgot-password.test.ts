/**
 * Forgot password in a real browser, run FORGOT_PASSWORD_RUNS times in a row (1 by default; the loop script
 * `FORGOT_PASSWORD_RUNS=20 npx vitest run --project browser web/test/browser/forgot-password.test.ts` is the
 * 20-in-a-row proof): each run is a new visitor with a new account who goes from the
 * sign-in page to "Forgot your password?", asks for a code, gets it by mail, sets a new password and signs in
 * with it. The reset page is used only once it is shown: the router changes the address before it renders the
 * new page, and typing in between goes into the sign-in page's e-mail field (same label), leaving the reset form empty.
 */
import { describe, expect, it } from 'vitest';
import en from '../../src/features/account/locales/en.json';
import { gatewayCall } from './gateway-api';
import { labelledField, resetPasswordFromSignIn } from './account-steps';
import { browserSession } from './browser-session';
import { hasChromium } from './chromium';
import { newCode as newCodeOf } from './mailbox';

const runs = Math.max(1, Number(process.env.FORGOT_PASSWORD_RUNS ?? 1));
// Every run registers and resets from this one client address: the hourly code limits must allow them all.
const session = browserSession({
  productVars: {
    USER_CODE_REQUESTS_PER_CLIENT_PER_HOUR: String(4 * runs + 20),
    USER_REGISTRATIONS_PER_CLIENT_PER_HOUR: String(runs + 10),
    MAIL_CALLS_PER_CLIENT_PER_HOUR: String(4 * runs + 60),
  },
});
const field = labelledField;
const newCode = (to: string, seen: Set<string>) => newCodeOf(session.server.url, to, seen);

const api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => gatewayCall<T>(session.server.url, method, path, body);

async function resetOnce(run: number): Promise<void> {
  const email = `forgot.${run}.${Date.now()}@example.com`;
  const firstPassword = 'correct horse battery';
  const newPassword = `a brand new passphrase ${run}`;
  await api('POST', '/api/user/register', { name: 'Ada', email, password: firstPassword, confirmPassword: firstPassword, agreePrivacy: true, locale: 'EN' });
  const seen = new Set<string>();
  await newCode(email, seen); // the registration's code, not the one asked for below

  const page = await (await session.newContext({ viewport: { width: 1000, height: 800 } })).newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${session.server.url}/user/login`);
  await page.getByRole('heading', { level: 1, name: en.login.heading }).waitFor();
  await resetPasswordFromSignIn(page, { email, newPassword, mailedCode: () => newCode(email, seen) });
  await page.getByRole('heading', { level: 1, name: en.login.heading }).waitFor();
  expect(await field(page, en.common.email).inputValue()).toBe(email);
  await field(page, en.common.password).fill(newPassword);
  await page.getByRole('button', { name: en.login.submit }).click();
  await page.waitForURL((url) => url.pathname === '/userCenter');
}

describe.skipIf(!hasChromium)('forgot password', () => {
  it(
    `resets the password from the sign-in page ${runs} time(s) in a row`,
    async () => {
      let passed = 0;
      for (let run = 1; run <= runs; run++) {
        await resetOnce(run);
        passed += 1;
      }
      console.log(`forgot-password: ${passed}/${runs} runs in a row passed`);
      expect(passed).toBe(runs);
    },
    60_000 + runs * 60_000,
  );
});
