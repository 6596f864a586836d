import type { Payment } from '@mindprint/proto/gen/mindprint/payment/v1/payment_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { formatMoney } from '@mindprint/platform/money';
import { z } from 'zod';
import { adAttributionOfRequest } from '../auth/request-auth.js';
import { sendOk } from '../envelope.js';
import { parseInput } from '../validation.js';
import { countryParam, moneyData, moneyJson } from './checkout-routes.js';
import { emailField, examIdParam, orderNumberField, sitePath, trackingField } from './params.js';
import { defineRoute } from './route.js';

/** The pay surface: ways to pay, payments, their status and receipts, and the sandbox provider's pages. */

const paymentIdField = z.string().uuid('must be a payment id');
const skuIds = z.array(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a SKU id')).min(1, 'choose an offer').max(10);
const method = z.enum(['card', 'paypal'], { message: 'must be card or paypal' });

const paymentData = z.object({
  paymentId: z.string(),
  orderNumber: z.string(),
  purchaseNumber: z.string(),
  status: z.string(),
  provider: z.string(),
  method: z.string(),
  amount: moneyData,
  testMode: z.boolean(),
  clientSecret: z.string(),
  approvalUrl: z.string(),
  failureCode: z.string(),
  failureMessage: z.string(),
  alreadyPaid: z.boolean(),
  title: z.string(),
  createdAt: z.string(),
});

export const paymentJson = (p: Payment | undefined): z.infer<typeof paymentData> => {
  if (!p) throw new DomainError('INTERNAL', 'The payment service returned no payment', 'INTERNAL');
  return {
    paymentId: p.paymentId,
    orderNumber: p.orderNumber,
    purchaseNumber: p.purchaseNumber,
    status: p.status,
    provider: p.provider,
    method: p.method,
    amount: moneyJson(p.amount),
    testMode: p.testMode,
    clientSecret: p.clientSecret,
    approvalUrl: p.approvalUrl,
    failureCode: p.failureCode,
    failureMessage: p.failureMessage,
    alreadyPaid: p.alreadyPaid,
    title: p.title,
    createdAt: p.createdAt,
  };
};

const createBody = z.object({
  orderNumber: orderNumberField,
  skuIds,
  method,
  email: emailField,
  promoCode: z.string().trim().max(32).optional(),
  country: countryParam.optional(),
  returnUrl: sitePath,
  cancelUrl: sitePath,
  tracking: trackingField,
});

const createPayment = async ({ body, clients }: { body: z.infer<typeof createBody>; clients: import('../service-clients.js').ServiceClients }) => {
  const { payment } = await clients.payment.createPayment({
    orderNumber: body.orderNumber,
    skuIds: body.skuIds,
    method: body.method,
    email: body.email,
    promoCode: body.promoCode ?? '',
    country: body.country ?? '',
    returnUrl: body.returnUrl ?? '',
    cancelUrl: body.cancelUrl ?? '',
    // Consent is read again now: a visitor who withdrew it since the exam order was made is not measured.
    attribution: { tracking: body.tracking, ...adAttributionOfRequest() },
  });
  return paymentJson(payment);
};

const receiptData = z.object({
  paymentId: z.string(),
  orderNumber: z.string(),
  purchaseNumber: z.string(),
  transactionId: z.string(),
  status: z.string(),
  paidAt: z.string(),
  currency: z.string(),
  subtotal: moneyData,
  tax: moneyData,
  discount: moneyData,
  total: moneyData,
  /** What was charged for the items, before tax: the subtotal less the discount (the receipt's item line). */
  itemsCharged: moneyData,
  provider: z.string(),
  method: z.string(),
  title: z.string(),
  emailMasked: z.string(),
});

/** The subtotal less the discount, in the subtotal's currency (both always sent with a receipt). */
function itemsCharged(subtotal: z.infer<typeof moneyData>, discount: z.infer<typeof moneyData>): z.infer<typeof moneyData> {
  const amountMinor = subtotal.amountMinor - discount.amountMinor;
  return { amountMinor, currency: subtotal.currency, formatted: formatMoney(amountMinor, subtotal.currency) };
}

export const paymentRoutes = [
  defineRoute({
    method: 'get',
    path: '/app/payment/list/:examId/:country',
    params: z.object({ examId: examIdParam, country: countryParam }),
    surfaces: ['base', 'pay'],
    owner: 'payment',
    summary: 'The ways to pay for a test in a country (card, PayPal) and whether they run in test mode',
    response: z.object({ testMode: z.boolean(), methods: z.array(z.object({ code: z.string(), provider: z.string(), testMode: z.boolean(), publishableKey: z.string() })) }),
    handle: async ({ params, clients }) => {
      const listed = await clients.payment.listMethods({
        examId: parseInput(examIdParam, params.examId, 'examId'),
        country: parseInput(countryParam, params.country, 'country'),
      });
      return {
        testMode: listed.testMode,
        methods: listed.methods.map((m) => ({ code: m.code, provider: m.provider, testMode: m.testMode, publishableKey: m.publishableKey })),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/pay/order/create',
    edgeLimit: 'money',
    surfaces: ['pay'],
    owner: 'payment',
    summary: 'Start paying for offers of an exam order; repeated calls return the same payment, charged once',
    body: createBody,
    response: paymentData,
    handle: createPayment,
  }),
  defineRoute({
    method: 'post',
    path: '/pay/order/payPackage',
    edgeLimit: 'money',
    surfaces: ['pay'],
    owner: 'payment',
    summary: 'Start paying for add-on packs of an exam order',
    body: createBody,
    response: paymentData,
    handle: createPayment,
  }),
  defineRoute({
    method: 'post',
    path: '/secondPhase/pay/skuPackage',
    edgeLimit: 'money',
    surfaces: ['pay'],
    owner: 'payment',
    summary: 'Start paying for the package offered at a second-phase step',
    body: z.object({
      orderNumber: orderNumberField,
      step: z.string().max(32).optional(),
      skuId: skuIds.element,
      method,
      email: emailField,
      returnUrl: sitePath,
      cancelUrl: sitePath,
      tracking: trackingField,
    }),
    response: paymentData,
    handle: async ({ body, clients }) => createPayment({ body: { ...body, skuIds: [body.skuId] }, clients }),
  }),
  defineRoute({
    method: 'post',
    path: '/pay/check/status',
    surfaces: ['pay'],
    owner: 'payment',
    summary: 'Where a payment stands; asks the provider when it may have settled (token: PayPal’s return token)',
    body: z.object({ paymentId: paymentIdField, token: z.string().max(64).optional() }),
    response: paymentData,
    handle: async ({ body, clients }) => paymentJson((await clients.payment.getPaymentStatus({ paymentId: body.paymentId, providerToken: body.token ?? '' })).payment),
  }),
  defineRoute({
    method: 'post',
    path: '/pay/check/payInfo',
    surfaces: ['pay'],
    owner: 'payment',
    summary: 'The receipt of a payment: order id, transaction id, payment date, currency and amounts',
    body: z.object({ paymentId: paymentIdField }),
    response: receiptData,
    handle: async ({ body, clients }) => {
      const info = await clients.payment.getPaymentInfo({ paymentId: body.paymentId });
      return {
        paymentId: info.paymentId,
        orderNumber: info.orderNumber,
        purchaseNumber: info.purchaseNumber,
        transactionId: info.transactionId,
        status: info.status,
        paidAt: info.paidAt,
        currency: info.currency,
        subtotal: moneyJson(info.subtotal),
        tax: moneyJson(info.tax),
        discount: moneyJson(info.discount),
        total: moneyJson(info.total),
        itemsCharged: itemsCharged(moneyJson(info.subtotal), moneyJson(info.discount)),
        provider: info.provider,
        method: info.method,
        title: info.title,
        emailMasked: info.emailMasked,
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/sandbox/card',
    surfaces: ['pay'],
    owner: 'payment',
    summary: 'Test mode only: the sandbox provider’s card form (documented test cards, never real cards)',
    testModeOnly: true,
    body: z.object({
      paymentId: paymentIdField,
      cardNumber: z.string().max(32),
      expiry: z.string().max(8),
      cvc: z.string().max(8),
      cardholderName: z.string().max(200),
      postalCode: z.string().max(16),
    }),
    response: paymentData,
    handle: async ({ body, clients }) => paymentJson((await clients.payment.submitSandboxCard(body)).payment),
  }),
  defineRoute({
    method: 'post',
    path: '/sandbox/approval',
    surfaces: ['pay'],
    owner: 'payment',
    summary: 'Test mode only: approve or cancel on the sandbox’s PayPal-like page',
    testModeOnly: true,
    body: z.object({ paymentId: paymentIdField, approve: z.boolean() }),
    response: z.object({ payment: paymentData, redirectUrl: z.string() }),
    handle: async ({ body, clients }) => {
      const decided = await clients.payment.decideSandboxApproval(body);
      return { payment: paymentJson(decided.payment), redirectUrl: decided.redirectUrl };
    },
  }),
];

/** A provider's event recorded: its id, and whether it had been recorded before. */
export const webhookAnswerData = z.object({ eventId: z.string(), duplicate: z.boolean() });

/** Headers a provider signs or identifies a webhook with; nothing else is passed on. */
const webhookHeaders = ['stripe-signature', 'paypal-transmission-id', 'paypal-transmission-time', 'paypal-transmission-sig', 'paypal-cert-url', 'paypal-auth-algo', 'content-type'];

/**
 * `POST {pay}/webhooks/stripe|paypal`: the body is passed on byte for byte (signatures are computed
 * over it), so this is mounted before the JSON parser. Answers 200 once recorded, also for a duplicate.
 */
export function paymentWebhook(clients: import('../service-clients.js').ServiceClients) {
  return async (req: import('express').Request, res: import('express').Response) => {
    const provider = parseInput(z.enum(['stripe', 'paypal'], { message: 'must be stripe or paypal' }), req.params.provider, 'provider');
    const headers = Object.fromEntries(webhookHeaders.flatMap((name) => (typeof req.headers[name] === 'string' ? [[name, req.headers[name] as string]] : [])));
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const handled = await clients.payment.handleWebhook({ provider, body, headers });
    sendOk(res, { eventId: handled.eventId, duplicate: handled.duplicate } satisfies z.infer<typeof webhookAnswerData>);
  };
}
