import { expect } from 'vitest';
import { gatewayCall } from './gateway-api';

/**
 * Steps taken through the product's REST API rather than the pages, for tests about a later page: the 16-type test
 * answered (an exam order), and its report paid in the embedded sandbox with the paying test card.
 */
export interface Buyer {
  email: string;
  locale: string;
  /** Request headers the site sends in this locale (`x-hl`, `x-language`). */
  headers?: Record<string, string>;
  form: { firstName: string; lastName: string; yearOfBirth: number; country: string };
  cardholderName: string;
  postalCode: string;
}

export function apiSteps(base: () => string) {
  const api = <T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) => gatewayCall<T>(base(), method, path, body, headers);

  /** The 16-type test answered with varied values: an exam order. */
  async function examOrder(buyer: Buyer): Promise<string> {
    const sheet = await api<{ parts: Array<{ questions: Array<{ questionId: string }> }> }>('GET', `/api/exam/question/list/1/${buyer.locale}`, undefined, buyer.headers);
    const answers = sheet.parts.flatMap((p) => p.questions).map((q, i) => ({ questionId: q.questionId, value: ((i * 5) % 7) + 1 }));
    const created = await api<{ orderNumber: string }>(
      'POST',
      '/api/exam/order/info',
      { examId: '1', locale: buyer.locale, email: buyer.email, answers, form: { ...buyer.form, gender: 'secret' } },
      buyer.headers,
    );
    return created.orderNumber;
  }

  /** Pays the order's recommended report offer with the sandbox's 4242 card, then waits until the order says purchased. */
  async function payReportInSandbox(orderNumber: string, buyer: Buyer): Promise<void> {
    const list = await api<{ skus: Array<{ skuId: string; kind: string; recommended: boolean }> }>(
      'GET',
      `/api/exam/sku/list/1/${buyer.form.country}/${buyer.locale}?orderNumber=${encodeURIComponent(orderNumber)}`,
      undefined,
      buyer.headers,
    );
    const reports = list.skus.filter((s) => s.kind === 'report');
    const sku = reports.find((s) => s.recommended) ?? reports[0];
    expect(sku, 'a report offer').toBeDefined();
    const payment = await api<{ paymentId: string; provider: string }>(
      'POST',
      '/pay-api/pay/order/create',
      { orderNumber, skuIds: [sku!.skuId], method: 'card', email: buyer.email, country: buyer.form.country, returnUrl: '/pay_check', cancelUrl: '/pay_failed' },
      buyer.headers,
    );
    expect(payment.provider).toBe('sandbox');
    await api('POST', '/pay-api/sandbox/card', {
      paymentId: payment.paymentId,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      cardholderName: buyer.cardholderName,
      postalCode: buyer.postalCode,
    });
    await expect
      .poll(async () => (await api<{ purchased: boolean }>('GET', `/api/exam/order/sku/check/${orderNumber}`)).purchased, { timeout: 30_000, interval: 300 })
      .toBe(true);
  }

  return { api, examOrder, payReportInSandbox };
}
