import { randomBytes, randomUUID } from 'node:crypto';
import { accountReadLimits } from '@mindprint/gateway/account-reads';
import { loadGatewayConfig } from '@mindprint/gateway/config';
import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { mailbox, startProductForTest } from '@mindprint/scripts/product-under-test';

/**
 * Accounts through the real gateway and services: register, verify by e-mail, sessions in cookies or bearer
 * tokens, forgotten passwords, brute force, CSRF. Each run uses fresh addresses and fresh client addresses
 * (random IPv6 /64s from the documentation range, through X-Forwarded-For, which the gateway trusts from
 * loopback) so counters left in a shared Redis by earlier runs never matter.
 *
 * Real Postgres and Redis when the setup found them; the in-memory bus even when Kafka is there: every product
 * started by a test file joins the same Kafka consumer groups, so on a shared broker another file's product
 * could take (and save in its own mailbox) the codes this file reads, and the ~60 events a run publishes
 * would pile up on user.events.v1 for tests that read it from the beginning. Kafka delivery of user events
 * is covered by thin-slice.test.ts.
 */
let product: EmbeddedProduct & { base: string };

beforeAll(async () => {
  product = await startProductForTest({ KAFKA_BROKERS: '' });
}, 120_000);
afterAll(() => product?.stop());

interface Envelope<T = unknown> {
  result: number;
  message: string;
  reason?: string;
  data: T;
}
interface UserJson {
  userId: string;
  email: string;
  emailVerified: boolean;
  name: string;
  nickname: string;
  birthday: string | null;
  gender: string;
  avatarUrl: string | null;
}
interface SignedInJson {
  user: UserJson;
  session: { expiresAt: string; idleTimeoutSeconds: number; token?: string };
}

const run = randomBytes(4).toString('hex');
const newEmail = (label: string) => `${label}-${run}-${randomBytes(3).toString('hex')}@example.com`;
const newClientIp = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
const password = 'lantern over the harbour';

/** A browser: its own client address and cookie jar, sending what a browser sends. */
class Client {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

  constructor(readonly ip = newClientIp()) {}

  async call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${product.base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.ip, ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Envelope<T> };
  }

  /** A write as the web app sends it: with the CSRF header read from the mp_csrf cookie. */
  post<T = unknown>(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    const csrf = this.cookies.get('mp_csrf');
    return this.call<T>('POST', path, body, { ...(csrf ? { 'x-csrf-token': csrf } : {}), ...headers });
  }

  get<T = unknown>(path: string, headers: Record<string, string> = {}) {
    return this.call<T>('GET', path, undefined, headers);
  }
}

/** The newest code mailed to the address, once at least `count` code mails arrived. */
async function mailedCode(email: string, count = 1): Promise<string> {
  const messages = await eventually(
    async () => {
      // Only code mails count: security notices (password changed) go to the same address.
      const found = (await mailbox(product.base, email)).filter((m) => /\b\d{6}\b/.test(m.text));
      expect(found.length).toBeGreaterThanOrEqual(count);
      return found;
    },
    { timeoutMs: 30_000 },
  );
  return /\b(\d{6})\b/.exec(messages[0]!.text)![1]!;
}

/** A new account with a verified address, signed in on `client` (cookies). */
async function signedUp(client: Client, email = newEmail('member')) {
  const registered = await client.post('/user/register', { name: 'Ann', email, password, confirmPassword: password, agreePrivacy: true });
  expect(registered.status).toBe(200);
  const verified = await client.post<SignedInJson>('/user/verify', { email, code: await mailedCode(email) });
  expect(verified.status).toBe(200);
  return { email, user: verified.body.data.user };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

describe('accounts through the gateway', () => {
  it('runs on the real database and cache the test setup found', () => {
    const user = product.services.find((s) => s.name === 'user')!.infrastructure;
    expect(user.db.engine).toBe(process.env.USER_DATABASE_URL ? 'postgres' : 'pglite');
    expect(user.cache.kind).toBe(process.env.REDIS_URL ? 'redis' : 'memory');
  });

  it('register → code by mail → verify → log out → forgot password → reset → log in with the new password only', async () => {
    const browser = new Client();
    const email = newEmail('journey');

    const registered = await browser.post<{ user: UserJson; codeExpiresInSeconds: number }>(
      '/user/register',
      { name: 'Ann Lee', email, password, confirmPassword: password, agreePrivacy: true },
      { 'x-hl': 'DE' },
    );
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({ user: { email, emailVerified: false, name: 'Ann Lee' }, codeExpiresInSeconds: 600 });
    expect(browser.cookies.size).toBe(0); // not signed in before the address is verified

    const verified = await browser.post<SignedInJson>('/user/verify', { email, code: await mailedCode(email) });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.emailVerified).toBe(true);
    expect(verified.body.data.session.token).toBeUndefined(); // browsers get cookies, never the token in JSON
    const sessionCookie = browser.lastSetCookies.find((c) => c.startsWith('mp_session='))!;
    const csrfCookie = browser.lastSetCookies.find((c) => c.startsWith('mp_csrf='))!;
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).toMatch(/; SameSite=Lax/i);
    expect(sessionCookie).toMatch(/; Path=\//i);
    expect(sessionCookie).toMatch(/; Expires=/i);
    expect(sessionCookie).not.toMatch(/; Secure/i); // plain-http test gateway (SESSION_COOKIE_SECURE defaults on in production)
    expect(csrfCookie).not.toMatch(/HttpOnly/i);
    expect((await browser.get<UserJson>('/user/get')).body.data).toMatchObject({ email, emailVerified: true });

    // An API client signed in too, with a bearer token, before the password is reset.
    const api = await new Client().call<SignedInJson>('POST', '/user/login', { email, password }, { 'x-session-transport': 'bearer' });
    const apiToken = api.body.data.session.token!;
    expect(apiToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await new Client().get('/user/get', { authorization: `Bearer ${apiToken}` })).status).toBe(200);

    const loggedOut = await browser.post('/user/logout');
    expect(loggedOut.body.data).toEqual({ signedOut: true });
    expect(browser.cookies.has('mp_session')).toBe(false);
    expect((await browser.get('/user/get')).status).toBe(401);

    const forgot = await browser.get<{ notice: string }>(`/email/captcha/send?email=${encodeURIComponent(email)}&purpose=password_reset`);
    expect(forgot.body.data.notice).toBe('If an account exists for this address, we sent a code to it');
    const resetCode = await mailedCode(email, 2);
    const newPassword = 'a different harbour lantern';
    const reset = await browser.post('/user/password/reset', { email, code: resetCode, newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ passwordReset: true, sessionsEnded: 1 });

    expect((await new Client().get('/user/get', { authorization: `Bearer ${apiToken}` })).status).toBe(401); // ended by the reset
    const oldPassword = await browser.post('/user/login', { email, password });
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.body).toMatchObject({ result: 401, reason: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' });
    const signedIn = await browser.post<SignedInJson>('/user/login', { email, password: newPassword });
    expect(signedIn.status).toBe(200);
    expect((await browser.get<UserJson>('/user/get')).body.data.email).toBe(email);

    // The owner is told, in their language, with the way back in if it was not them.
    const notice = await eventually(async () => {
      const found = (await mailbox(product.base, email)).find((m) => m.subject === 'Ihr Mindprint-Passwort wurde geändert');
      expect(found).toBeDefined();
      return found!;
    }, { timeoutMs: 30_000 });
    expect(notice.text).toContain('/user/forgot-password');
  });

  it('a session cookie copied before logout is useless afterwards', async () => {
    const owner = new Client();
    await signedUp(owner);
    const stolen = new Map(owner.cookies);
    const thief = () => {
      const client = new Client();
      for (const [name, value] of stolen) client.cookies.set(name, value);
      return client;
    };
    expect((await thief().get('/user/get')).status).toBe(200);

    expect((await owner.post('/user/logout')).status).toBe(200);
    const read = await thief().get('/user/get');
    expect(read.status).toBe(401);
    expect(read.body).toMatchObject({ result: 401, reason: 'NOT_SIGNED_IN' });
    const write = await thief().post('/user/update', { nickname: 'pwned' }); // with the copied CSRF cookie too
    expect(write.status).toBe(401);
    const again = await thief().post('/user/password/update', { oldPassword: password, newPassword: 'taken over at last', confirmPassword: '' });
    expect(again.status).toBe(401);
  });

  it('brute force on one account from one client gets 429s; the owner on another client still signs in', async () => {
    const owner = new Client();
    const { email } = await signedUp(owner);
    const attacker = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await attacker.post('/user/login', { email, password: `guess number ${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const limited = await attacker.post('/user/login', { email, password }); // even the right password, from there
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ result: 429, reason: 'TOO_MANY_ATTEMPTS', data: null });
    expect(limited.body.message).toMatch(/try again in 15 minutes/);
    expect(limited.retryAfter).toBe('900');

    const ownerAgain = await new Client(owner.ip).post<SignedInJson>('/user/login', { email, password });
    expect(ownerAgain.status).toBe(200);
    expect(ownerAgain.body.data.user.email).toBe(email);
  });

  it('forgot-password answers known and unknown addresses the same way, in about the same time', async () => {
    const known = Array.from({ length: 10 }, () => newEmail('known'));
    const unknown = Array.from({ length: 10 }, () => newEmail('unknown'));
    for (const email of known) {
      const registered = await new Client().post('/user/register', { name: 'K', email, password, confirmPassword: password, agreePrivacy: true });
      expect(registered.status).toBe(200);
    }
    const ask = async (email: string) => {
      const started = performance.now();
      const answer = await new Client().get<unknown>(`/email/captcha/send?email=${encodeURIComponent(email)}&purpose=password_reset`);
      return { ms: performance.now() - started, answer };
    };
    await ask(newEmail('warm-up'));
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      // Alternate which goes first, so drift over the loop weighs on both sides alike.
      let k: Awaited<ReturnType<typeof ask>>;
      let u: Awaited<ReturnType<typeof ask>>;
      if (i % 2 === 0) {
        k = await ask(known[i % 10]!);
        u = await ask(unknown[i % 10]!);
      } else {
        u = await ask(unknown[i % 10]!);
        k = await ask(known[i % 10]!);
      }
      expect(k.answer).toEqual(u.answer);
      expect(k.answer.status).toBe(200);
      knownTimes.push(k.ms);
      unknownTimes.push(u.ms);
    }
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(50);

    // Only real accounts were sent a code (issued just after answering).
    const userDb = product.services.find((s) => s.name === 'user')!.infrastructure.db.knex;
    await eventually(async () => expect(await userDb('verification_codes').where({ email: known[0], purpose: 'password_reset' })).toHaveLength(2));
    expect(await userDb('verification_codes').whereIn('email', unknown)).toHaveLength(0);
  });

  it('refuses cookie writes without the CSRF header (403); bearer writes need none; a browser-sent x-uid means nothing', async () => {
    const browser = new Client();
    const { user } = await signedUp(browser);

    const noHeader = await browser.call('POST', '/user/update', { nickname: 'Nope' });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body).toMatchObject({ result: 403, reason: 'CSRF_TOKEN_INVALID', data: null });
    const wrongHeader = await browser.call('POST', '/user/update', { nickname: 'Nope' }, { 'x-csrf-token': 'x'.repeat(43) });
    expect(wrongHeader.status).toBe(403);
    const logoutWithoutHeader = await browser.call('POST', '/user/logout');
    expect(logoutWithoutHeader.status).toBe(403);
    expect((await browser.get('/user/get')).status).toBe(200); // still signed in
    // A page that lost its mp_csrf cookie gets it back on its next request, then can write again.
    const csrf = browser.cookies.get('mp_csrf')!;
    browser.cookies.delete('mp_csrf');
    expect((await browser.get('/user/get')).status).toBe(200);
    expect(browser.cookies.get('mp_csrf')).toBe(csrf);
    const withHeader = await browser.post<UserJson>('/user/update', { nickname: 'Annie' });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.data.nickname).toBe('Annie');

    const crossSite = await browser.post('/user/update', { nickname: 'Evil' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.reason).toBe('CROSS_ORIGIN_REQUEST');
    const crossSiteLogin = await new Client().call('POST', '/user/login', { email: 'x@example.com', password }, { origin: 'https://evil.example' });
    expect(crossSiteLogin.status).toBe(403);

    const api = await new Client().call<SignedInJson>('POST', '/user/login', { email: user.email, password }, { 'x-session-transport': 'bearer' });
    const bearer = { authorization: `Bearer ${api.body.data.session.token}` };
    expect((await new Client().call('POST', '/user/update', { nickname: 'Api' }, bearer)).status).toBe(200);

    const forged = await new Client().get('/user/get', { 'x-uid': user.userId });
    expect(forged.status).toBe(401);
  });

  it('keeps the profile: form messages, birthday rule, avatar stored and served, user center', async () => {
    const anonymous = new Client();
    const mismatch = await anonymous.post('/user/register', { name: 'A', email: newEmail('m'), password, confirmPassword: `${password}!`, agreePrivacy: true });
    expect(mismatch.body).toMatchObject({ result: 400, reason: 'PASSWORDS_DO_NOT_MATCH', message: 'passwords do not match' });
    const noPrivacy = await anonymous.post('/user/register', { name: 'A', email: newEmail('m'), password, confirmPassword: password });
    expect(noPrivacy.body).toMatchObject({ result: 400, message: 'please agree to the privacy policy' });
    const noName = await anonymous.post('/user/register', { email: newEmail('m'), password, confirmPassword: password, agreePrivacy: true });
    expect(noName.body.message).toBe('Please input name');
    const loginFormat = await anonymous.post('/user/login', { email: 'ann', password });
    expect(loginFormat.body).toMatchObject({ result: 400, message: 'wrong email format' });
    expect((await anonymous.get('/user/center/data')).status).toBe(401);

    const browser = new Client();
    const { user } = await signedUp(browser);
    const badDate = await browser.post('/user/update', { birthday: '2020-02-30' });
    expect(badDate.body).toMatchObject({ result: 400, reason: 'INVALID_DATE', message: 'invalid date' });

    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300 * 1024)]);
    const updated = await browser.post<UserJson>('/user/update', {
      nickname: 'Annie',
      birthday: '1990-05-17',
      gender: 'female',
      avatar: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ nickname: 'Annie', birthday: '1990-05-17', gender: 'female' });
    const avatarUrl = updated.body.data.avatarUrl!;
    expect(avatarUrl).toMatch(new RegExp(`^/api/user/avatar/${user.userId}\\?v=\\d+$`));
    const image = await fetch(`${product.base}${avatarUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(`${product.base}/api/user/avatar/${randomUUID()}`)).status).toBe(404);

    const tooBig = Buffer.concat([png, randomBytes(512 * 1024 + 1 - png.length)]); // one byte over 512 KB
    const refused = await browser.post('/user/update', { avatar: `data:image/png;base64,${tooBig.toString('base64')}` });
    expect(refused.body).toMatchObject({ result: 400, reason: 'AVATAR_TOO_LARGE' });
    const gif = await browser.post('/user/update', { avatar: `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}` });
    expect(gif.body).toMatchObject({ result: 400, reason: 'INVALID_AVATAR' });

    const center = await browser.get<{ user: UserJson; memberDays: number; activeSessions: number; profileCompletionPercent: number }>('/user/center/data');
    expect(center.body.data).toMatchObject({ user: { userId: user.userId, nickname: 'Annie' }, memberDays: 0, activeSessions: 1, profileCompletionPercent: 80 });

    const changed = await browser.post<SignedInJson>('/user/password/update', { oldPassword: password, newPassword: 'yet another harbour light', confirmPassword: 'yet another harbour light' });
    expect(changed.status).toBe(200);
    expect(browser.lastSetCookies.some((c) => c.startsWith('mp_session='))).toBe(true); // rotated
    expect((await browser.get('/user/get')).status).toBe(200);
  });
});

describe('my reports', () => {
  it('lists the tests taken as a guest with the verified address, and nothing for someone else', async () => {
    const member = new Client();
    const { email } = await signedUp(member);
    const sheet = (await member.get<{ parts: Array<{ questions: Array<{ questionId: string }> }> }>('/exam/question/list/1/EN')).body.data;
    const answers = sheet.parts.flatMap((p) => p.questions).map((q) => ({ questionId: q.questionId, value: 5 }));
    const guest = new Client();
    const placed = await guest.call<{ orderNumber: string }>('POST', '/exam/order/info', { examId: '1', locale: 'EN', email: email.toUpperCase(), answers });
    expect(placed.status).toBe(200);

    const mine = await member.get<{ emailVerified: boolean; orders: Array<{ orderNumber: string; status: string; resultPath: string }> }>('/user/order/list/all');
    expect(mine.body.data.emailVerified).toBe(true);
    expect(mine.body.data.orders).toEqual([
      expect.objectContaining({ orderNumber: placed.body.data.orderNumber, status: 'pending_payment', resultPath: `/report/result-free-test?orderNumber=${placed.body.data.orderNumber}` }),
    ]);
    expect((await member.get<{ orders: unknown[] }>('/user/order/list/3')).body.data.orders).toEqual([]);

    const stranger = new Client();
    await signedUp(stranger);
    expect((await stranger.get<{ orders: unknown[] }>('/user/order/list/all')).body.data.orders).toEqual([]);
    expect((await new Client().get('/user/order/list/all')).status).toBe(401);
  });
});

describe('a member’s reads kept by the gateway', () => {
  /** Past the few seconds after a sign-in or a write in which the gateway keeps none of the account's reads. */
  const pastTheSwitch = () => new Promise((resolve) => setTimeout(resolve, accountReadLimits.ttlMs + 100));

  it('show the member’s own changes at once: a sign-in on another device, a profile update', async () => {
    const phone = new Client();
    const { email } = await signedUp(phone);
    const center = async () => (await phone.get<{ user: UserJson; activeSessions: number }>('/user/center/data')).body.data;
    await pastTheSwitch();
    expect(await center()).toMatchObject({ activeSessions: 1 });

    const laptop = new Client();
    expect((await laptop.post('/user/login', { email, password })).status).toBe(200);
    expect(await center()).toMatchObject({ activeSessions: 2 });

    await pastTheSwitch();
    expect(await center()).toMatchObject({ user: { nickname: '' }, activeSessions: 2 });
    expect((await phone.post('/user/update', { nickname: 'Kept' })).status).toBe(200);
    expect(await center()).toMatchObject({ user: { nickname: 'Kept' } });
  });
});

describe('session cookie settings', () => {
  it('are Secure by default in production only, and SESSION_COOKIE_SECURE says otherwise either way', () => {
    const secure = (vars: Record<string, string>) => loadGatewayConfig(vars).session.cookieSecure;
    const production = { NODE_ENV: 'production', KAFKA_BROKERS: '127.0.0.1:9092', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(secure(production)).toBe(true);
    expect(secure({})).toBe(false);
    expect(secure({ ...production, SESSION_COOKIE_SECURE: 'false' })).toBe(false);
    expect(secure({ SESSION_COOKIE_SECURE: 'true' })).toBe(true);
    expect(() => loadGatewayConfig({ SESSION_COOKIE_SECURE: 'maybe' })).toThrow(/SESSION_COOKIE_SECURE/);
  });
});
