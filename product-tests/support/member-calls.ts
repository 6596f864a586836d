import { randomBytes } from 'node:crypto';
import { eventually } from '@mindprint/platform/testing';
import { expect } from 'vitest';
import { mailbox } from '@mindprint/scripts/product-under-test';
import { type Envelope, uniqueEmail } from './gateway-calls.js';

/**
 * Members through a running product's real calls: register, verify by the mailed code, sign in with a
 * bearer token, and subscribe with the sandbox's paying test card. For product-level and browser tests.
 */

export interface Member {
  email: string;
  password: string;
  userId: string;
  /** For bearer calls: the session token, and a client address of the member's own (rate limits count per address). */
  headers: Record<string, string>;
}

export type MemberTier = 'basic' | 'premium';

/** A documentation-range IPv6 address per member, so limits left in a shared Redis by earlier runs never matter. */
const newClientIp = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

const payingTestCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', cardholderName: 'Member', postalCode: '10001' };

/**
 * `botCheckToken`: with Turnstile keys set, a fresh widget token for each bot-checked call (sign-up, starting a
 * subscription), e.g. the fake Turnstile's `issueToken`.
 */
export function memberCalls(base: () => string, settings: { botCheckToken?: () => string } = {}) {
  const botChecked = (): Record<string, string> => (settings.botCheckToken ? { 'x-bot-check-token': settings.botCheckToken() } : {});
  async function send<T>(method: 'GET' | 'POST', path: string, body: unknown, headers: Record<string, string>): Promise<T> {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Envelope<T>;
    expect(answer, `${method} ${path}: ${answer.message}`).toMatchObject({ result: 200 });
    return answer.data;
  }

  /** The six-digit code mailed to a new address. */
  async function verificationCode(email: string): Promise<string> {
    return eventually(
      async () => {
        const code = (await mailbox(base(), email)).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
        expect(code, `verification code mailed to ${email}`).toBeTruthy();
        return code!;
      },
      { timeoutMs: 30_000 },
    );
  }

  /** A new account with a verified address, signed in with a bearer token. */
  async function signedInMember(options: { name?: string; emailPrefix?: string } = {}): Promise<Member> {
    const email = uniqueEmail(options.emailPrefix ?? 'member');
    const password = `lantern over the harbour ${randomBytes(3).toString('hex')}`;
    const client = { 'x-forwarded-for': newClientIp() };
    await send('POST', '/api/user/register', { name: options.name ?? 'Ann', email, password, confirmPassword: password, agreePrivacy: true }, { ...client, ...botChecked() });
    const verified = await send<{ user: { userId: string }; session: { token?: string } }>(
      'POST',
      '/api/user/verify',
      { email, code: await verificationCode(email) },
      { ...client, 'x-session-transport': 'bearer' },
    );
    expect(verified.session.token, 'bearer token of the new session').toBeTruthy();
    return { email, password, userId: verified.user.userId, headers: { ...client, authorization: `Bearer ${verified.session.token}` } };
  }

  /**
   * Gives the member a subscription of that tier through the real calls (the plan list's consent, the pay
   * surface's planSku, the sandbox card) and waits until the member's privileges show it.
   */
  async function subscribe(member: Member, tier: MemberTier): Promise<void> {
    const listed = await send<{ plans: Array<{ planId: string; tier: string }>; consentVersion: string }>('GET', `/api/secondPhase/plan/sku/list/1/US?tier=${tier}`, undefined, member.headers);
    const plan = listed.plans.find((p) => p.tier === tier);
    expect(plan, `a ${tier} plan`).toBeTruthy();
    const started = await send<{ paymentId: string }>(
      'POST',
      '/pay-api/secondPhase/pay/planSku',
      { planId: plan!.planId, email: member.email, method: 'card', skipTrial: false, consentGiven: true, consentVersion: listed.consentVersion },
      { ...member.headers, ...botChecked() },
    );
    const paid = await send<{ status: string }>('POST', '/pay-api/sandbox/card', { paymentId: started.paymentId, ...payingTestCard }, member.headers);
    expect(paid.status).toBe('succeeded');
    await eventually(
      async () => {
        const privileges = await send<{ tier: string }>('GET', '/api/user/privilege', undefined, member.headers);
        expect(privileges.tier).toBe(tier);
      },
      { timeoutMs: 20_000 },
    );
  }

  /** A signed-in member with a live subscription of that tier. */
  async function subscribedMember(tier: MemberTier, options: { name?: string; emailPrefix?: string } = {}): Promise<Member> {
    const member = await signedInMember(options);
    await subscribe(member, tier);
    return member;
  }

  return { signedInMember, subscribe, subscribedMember };
}
