import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eventually } from '@mindprint/platform/testing';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { gatewayCalls, type Money } from './gateway-calls.js';

/**
 * Buying and receiving a test's report through a running product's real calls: the offer's report SKU paid by
 * the sandbox's paying test card until the order says it is purchased, and the mails the embedded mailer
 * saved. Shared by the product tests of every test the site sells.
 */
export function reportPurchase(base: () => string) {
  const { ok } = gatewayCalls(base);

  /** Pays `skuId` for the order by card in the sandbox, checks the amount is the offer's, and waits until the order is purchased. */
  async function payReportByCard(input: { orderNumber: string; skuId: string; email: string; price: Money; cardholderName: string }) {
    const payment = await ok<{ paymentId: string; amount: Money }>('POST', '/pay-api/pay/order/create', {
      orderNumber: input.orderNumber,
      skuIds: [input.skuId],
      method: 'card',
      email: input.email,
    });
    expect(payment.amount).toEqual(input.price);
    const paid = await ok<{ status: string }>('POST', '/pay-api/sandbox/card', {
      paymentId: payment.paymentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      cardholderName: input.cardholderName,
      postalCode: '10001',
    });
    expect(paid.status).toBe('succeeded');
    await eventually(async () => expect(await ok<{ purchased: boolean }>('GET', `/api/exam/order/sku/check/${input.orderNumber}`)).toMatchObject({ purchased: true }), {
      timeoutMs: 20_000,
    });
  }

  return { payReportByCard };
}

/**
 * A mail saved under a product's data folder to an address (the embedded mailer keeps each as .eml), parsed: the
 * first whose subject is `match` (or matches it), or for which `match` holds.
 */
export async function savedMail(dataDir: string, address: string, match: string | RegExp | ((mail: ParsedMail) => boolean)) {
  const matches = (mail: ParsedMail) =>
    typeof match === 'string' ? mail.subject === match : match instanceof RegExp ? match.test(mail.subject ?? '') : match(mail);
  const dir = join(dataDir, 'mail');
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.eml'))) {
    const mail = await simpleParser(await readFile(join(dir, file)));
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (matches(mail) && to.some((t) => t.value.some((v) => v.address === address))) return mail;
  }
  throw new Error(`no mail ${typeof match === 'function' ? 'as asked' : `"${match}"`} to ${address} yet`);
}
