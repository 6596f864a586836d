import { expect } from 'vitest';

/** Calls to a running product's gateway, for the product-level tests. */

export interface Envelope<T> {
  result: number;
  message: string;
  reason?: string;
  data: T;
}

export interface Money {
  amountMinor: number;
  currency: string;
  formatted: string;
}

/** A membership plan as `/api/secondPhase/plan/sku/list` answers it. */
export interface Plan {
  planId: string;
  tier: string;
  trialDays: number;
  trialPrice: Money;
  price: Money;
  terms: string;
}

/** A subscription as the membership calls answer it; `nextCharge` is left out when nothing is due. */
export interface Subscription {
  subscriptionId: string;
  status: string;
  trialEndsAt: string;
  nextCharge?: Money;
  accessEndsAt: string;
}

export function gatewayCalls(base: () => string) {
  /** Any answer, envelope parsed; a string body is sent as it is (webhooks). */
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  /** The data of a successful answer; fails the test with the envelope's message otherwise. */
  async function ok<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const answer = await call<T>(method, path, body);
    expect(answer.body, `${path}: ${answer.body.message}`).toMatchObject({ result: 200 });
    return answer.body.data;
  }

  /** A finished 16-type test in English (every answer given), with the personal form when a country is given. */
  async function examOrder(options: { email: string; country?: string }): Promise<string> {
    const sheet = await ok<{ parts: Array<{ questions: Array<{ questionId: string }> }> }>('GET', '/api/exam/question/list/1/EN');
    const answers = sheet.parts.flatMap((p) => p.questions).map((q, i) => ({ questionId: q.questionId, value: (i % 7) + 1 }));
    const form = options.country ? { firstName: 'Ana', lastName: 'Silva', yearOfBirth: 1990, gender: 'female', country: options.country } : undefined;
    return (await ok<{ orderNumber: string }>('POST', '/api/exam/order/info', { examId: '1', locale: 'EN', email: options.email, answers, form })).orderNumber;
  }

  return { call, ok, examOrder };
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
