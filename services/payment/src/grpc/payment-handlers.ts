import { PaymentService } from '@mindprint/proto/gen/mindprint/payment/v1/payment_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';
import { formatMoney } from '@mindprint/platform/money';
import type { CreatePayment } from '../app/create-payment.js';
import type { HandleWebhook } from '../app/handle-webhook.js';
import { listMethods } from '../app/list-methods.js';
import type { Amount, PaymentQueries } from '../app/payment-queries.js';
import type { PaymentProviders } from '../app/payment-providers.js';
import type { PaymentView } from '../app/payment-view.js';
import type { SandboxPages } from '../app/sandbox-pages.js';
import type { ChargeSavedMethod, CreateSubscriptionPayment } from '../app/subscription-payments.js';

export interface PaymentUseCases {
  providers: PaymentProviders;
  createPayment: CreatePayment;
  createSubscriptionPayment: CreateSubscriptionPayment;
  chargeSavedMethod: ChargeSavedMethod;
  queries: PaymentQueries;
  handleWebhook: HandleWebhook;
  sandboxPages: SandboxPages;
}

const money = (amount: Amount) => ({
  amountMinor: BigInt(amount.amountMinor),
  currency: amount.currency,
  formatted: amount.currency ? formatMoney(amount.amountMinor, amount.currency) : '',
});

function payment(view: PaymentView) {
  return {
    paymentId: view.paymentId,
    orderNumber: view.orderNumber,
    purchaseNumber: view.purchaseNumber,
    status: view.status,
    provider: view.provider,
    method: view.method,
    amount: money(view),
    testMode: view.testMode,
    clientSecret: view.clientSecret,
    approvalUrl: view.approvalUrl,
    failureCode: view.failureCode,
    failureMessage: view.failureMessage,
    createdAt: view.createdAt,
    alreadyPaid: view.alreadyPaid,
    title: view.title,
  };
}

export function paymentHandlers(deps: PaymentUseCases) {
  return bindService(PaymentService, {
    listMethods: async () => listMethods(deps.providers),
    createPayment: async (request, call) => ({
      payment: payment(
        await deps.createPayment.run({
          orderNumber: request.orderNumber,
          skuIds: request.skuIds,
          method: request.method,
          email: request.email,
          promoCode: request.promoCode,
          country: request.country,
          locale: request.locale || call.request.hl || '',
          returnUrl: request.returnUrl,
          cancelUrl: request.cancelUrl,
          attribution: request.attribution,
        }),
      ),
    }),
    createSubscriptionPayment: async (request, call) => ({
      payment: payment(
        await deps.createSubscriptionPayment.run({
          subscriptionId: request.subscriptionId,
          periodIndex: request.periodIndex,
          amountMinor: request.amountMinor,
          currency: request.currency,
          email: request.email,
          method: request.method,
          title: request.title,
          locale: request.locale || call.request.hl || '',
          returnUrl: request.returnUrl,
          cancelUrl: request.cancelUrl,
        }),
      ),
    }),
    chargeSavedMethod: async (request) => ({
      payment: payment(
        await deps.chargeSavedMethod.run({
          subscriptionId: request.subscriptionId,
          periodIndex: request.periodIndex,
          amountMinor: request.amountMinor,
          currency: request.currency,
          title: request.title,
          email: request.email,
        }),
      ),
    }),
    getPaymentStatus: async (request) => ({ payment: payment(await deps.queries.status(request.paymentId, request.providerToken)) }),
    getPaymentInfo: async (request) => {
      const info = await deps.queries.info(request.paymentId);
      return { ...info, subtotal: money(info.subtotal), tax: money(info.tax), discount: money(info.discount), total: money(info.total) };
    },
    handleWebhook: async (request) => deps.handleWebhook.run(request.provider, Buffer.from(request.body), request.headers),
    submitSandboxCard: async (request) => ({
      payment: payment(
        await deps.sandboxPages.submitCard(request.paymentId, {
          cardNumber: request.cardNumber,
          expiry: request.expiry,
          cvc: request.cvc,
          cardholderName: request.cardholderName,
          postalCode: request.postalCode,
        }),
      ),
    }),
    decideSandboxApproval: async (request) => {
      const decided = await deps.sandboxPages.decideApproval(request.paymentId, request.approve);
      return { payment: payment(decided.payment), redirectUrl: decided.redirectUrl };
    },
  });
}
