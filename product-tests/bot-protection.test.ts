import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductUnderTest, startProductForTest } from '@mindprint/scripts/product-under-test';
import { type FakeTurnstile, startFakeTurnstile } from './support/fake-turnstile.js';
import { gatewayCalls, uniqueEmail } from './support/gateway-calls.js';
import { type Member, memberCalls } from './support/member-calls.js';

/** Bot protection with Turnstile configured, through the real services, against a local fake of Turnstile. */
let product: ProductUnderTest;
let turnstile: FakeTurnstile;

beforeAll(async () => {
  turnstile = await startFakeTurnstile();
  product = await startProductForTest({ TURNSTILE_SITE_KEY: turnstile.siteKey, TURNSTILE_SECRET_KEY: turnstile.secretKey, TURNSTILE_BASE_URL: turnstile.baseUrl });
}, 120_000);
afterAll(async () => {
  await product?.stop();
  await turnstile?.stop();
});

const { call, ok } = gatewayCalls(() => product.base);
const token = (value: string) => ({ 'x-bot-check-token': value });

/** A finished 16-type test as the e-mail form sends it, with the honeypot field as a browser leaves it. */
async function orderBody(email: string, honeypot = '') {
  const sheet = await ok<{ parts: Array<{ questions: Array<{ questionId: string }> }> }>('GET', '/api/exam/question/list/1/EN');
  const answers = sheet.parts.flatMap((p) => p.questions).map((q, i) => ({ questionId: q.questionId, value: (i % 7) + 1 }));
  return { examId: '1', locale: 'EN', email, answers, website: honeypot };
}

describe('bot protection with Turnstile configured', () => {
  beforeAll(() => {
    turnstile.outcome = 'pass';
  });

  // The pages' runtime config names the site key and script (gateway/test/bot-check.test.ts; the browser test renders it).
  it('lets Turnstile’s script and frame through the CSP', async () => {
    const answer = await fetch(`${product.base}/api/app/language/list/1`);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*${turnstile.baseUrl}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${turnstile.baseUrl}`));
  });

  it('places an order with a fresh token, and refuses it again with the same token', async () => {
    const pass = turnstile.issueToken();
    const placed = await call<{ orderNumber: string }>('POST', '/api/exam/order/info', await orderBody(uniqueEmail('human')), token(pass));
    expect(placed.status).toBe(200);
    expect(placed.body.data.orderNumber).toBeTruthy();
    expect(turnstile.verifications.at(-1)).toMatchObject({ token: pass, success: true });

    const replayed = await call('POST', '/api/exam/order/info', await orderBody(uniqueEmail('replay')), token(pass));
    expect(replayed.status).toBe(403);
    expect(replayed.body).toMatchObject({ result: 403, reason: 'BOT_CHECK_FAILED' });
  }, 30_000);

  it('refuses a call without a token or with one Turnstile does not accept, before any service is called', async () => {
    const email = uniqueEmail('bot');
    const account = { name: 'Bot', email, password: 'Password123!', confirmPassword: 'Password123!', agreePrivacy: true, locale: 'EN' };
    const missing = await call('POST', '/api/user/register', account);
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ result: 403, reason: 'BOT_CHECK_FAILED', data: null });

    const forged = await call('GET', `/api/email/captcha/send?email=${encodeURIComponent(email)}&purpose=register`, undefined, token('forged-token'));
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ reason: 'BOT_CHECK_FAILED' });

    turnstile.outcome = 'fail';
    const failed = await call('POST', '/pay-api/exam/order/report/retrieve', { email }, token(turnstile.issueToken()));
    turnstile.outcome = 'pass';
    expect(failed.status).toBe(403);
    expect(failed.body).toMatchObject({ reason: 'BOT_CHECK_FAILED' });
    // The refused registration made no account: with a valid token the address is still free.
    expect((await call('POST', '/api/user/register', account, token(turnstile.issueToken()))).status).toBe(200);
  });

  it('refuses a filled honeypot even with a valid token, without asking Turnstile', async () => {
    const asked = turnstile.verifications.length;
    const answer = await call('POST', '/api/exam/order/info', await orderBody(uniqueEmail('honeypot'), 'https://spam.example'), token(turnstile.issueToken()));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ reason: 'BOT_CHECK_FAILED' });
    expect(turnstile.verifications.length).toBe(asked);
  });

  it('answers a clear retryable 503 while Turnstile is unreachable, and works again after', async () => {
    turnstile.outcome = 'down';
    const down = await fetch(`${product.base}/api/exam/order/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...token(turnstile.issueToken()) },
      body: JSON.stringify(await orderBody(uniqueEmail('outage'))),
    });
    turnstile.outcome = 'pass';
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toMatchObject({ result: 503, reason: 'BOT_CHECK_UNAVAILABLE', message: expect.stringMatching(/try again/) });

    const after = await call('POST', '/api/exam/order/info', await orderBody(uniqueEmail('after')), token(turnstile.issueToken()));
    expect(after.status).toBe(200);
  }, 30_000);

  describe('on the calls a signed-in member orders with', () => {
    let member: Member;
    beforeAll(async () => {
      member = await memberCalls(() => product.base, { botCheckToken: () => turnstile.issueToken() }).signedInMember({ emailPrefix: 'bot-member' });
    }, 60_000);

    it('refuses a course order without a valid token, and places it with one', async () => {
      const list = await call<{ items: Array<{ courseId: string; free: boolean; locked: boolean }> }>('POST', '/api/course/infos/list', { pageSize: 24 }, member.headers);
      const course = list.body.data.items.find((c) => !c.free && c.locked);
      expect(course, 'a locked paid course').toBeTruthy();
      const order = { courseId: course!.courseId };

      const missing = await call('POST', '/api/course/order/create', order, member.headers);
      expect(missing.status).toBe(403);
      expect(missing.body).toMatchObject({ result: 403, reason: 'BOT_CHECK_FAILED' });
      const forged = await call('POST', '/api/course/order/create', order, { ...member.headers, ...token('forged-token') });
      expect(forged.body).toMatchObject({ result: 403, reason: 'BOT_CHECK_FAILED' });
      const honeypot = await call('POST', '/api/course/order/create', { ...order, website: 'https://spam.example' }, { ...member.headers, ...token(turnstile.issueToken()) });
      expect(honeypot.body).toMatchObject({ result: 403, reason: 'BOT_CHECK_FAILED' });

      const pass = turnstile.issueToken();
      const placed = await call<{ orderNumber: string; skuId: string }>('POST', '/api/course/order/create', order, { ...member.headers, ...token(pass) });
      expect(placed.body).toMatchObject({ result: 200, data: { orderNumber: expect.any(String), skuId: `course-${course!.courseId}` } });
      expect(turnstile.verifications.at(-1)).toMatchObject({ token: pass, success: true });
    }, 30_000);

    it('refuses a member’s subscription start without a valid token, and starts it with one', async () => {
      const listed = await call<{ plans: Array<{ planId: string; tier: string }>; consentVersion: string }>('GET', '/api/secondPhase/plan/sku/list/1/US?tier=basic', undefined, member.headers);
      const plan = listed.body.data.plans.find((p) => p.tier === 'basic');
      expect(plan, 'a basic plan').toBeTruthy();
      const start = { planId: plan!.planId, method: 'card', consentGiven: true, consentVersion: listed.body.data.consentVersion };

      const missing = await call('POST', '/api/user/subscribe/create', start, member.headers);
      expect(missing.status).toBe(403);
      expect(missing.body).toMatchObject({ result: 403, reason: 'BOT_CHECK_FAILED' });
      turnstile.outcome = 'fail';
      const refused = await call('POST', '/api/user/subscribe/create', start, { ...member.headers, ...token(turnstile.issueToken()) });
      turnstile.outcome = 'pass';
      expect(refused.body).toMatchObject({ result: 403, reason: 'BOT_CHECK_FAILED' });

      const started = await call<{ paymentId: string }>('POST', '/api/user/subscribe/create', start, { ...member.headers, ...token(turnstile.issueToken()) });
      expect(started.body).toMatchObject({ result: 200, data: { paymentId: expect.any(String) } });
    }, 30_000);
  });

  it('leaves calls that neither order, mail nor register alone', async () => {
    const languages = await call('GET', '/api/app/language/list/1');
    expect(languages.status).toBe(200);
  });
});
