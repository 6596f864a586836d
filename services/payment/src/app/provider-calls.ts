import type { PaymentRow } from '../db/payment-repository.js';
import type { CreateProviderPaymentInput, PaymentProvider, ProviderPayment } from '../providers/payment-provider.js';

/** What the provider was (or is) asked to create for a payment; rebuilt from the row for retries. */
export function createInputOf(row: PaymentRow): CreateProviderPaymentInput {
  return {
    paymentId: row.paymentId,
    method: row.method,
    amountMinor: row.amountMinor,
    currency: row.currency,
    description: row.title,
    email: row.email ?? '',
    returnUrl: row.returnUrl,
    cancelUrl: row.cancelUrl,
    locale: row.locale,
    ...(row.saveMethod ? { saveForOffSession: true } : {}),
  };
}

/** A free trial's first step: the provider keeps the method (a setup) and charges nothing. */
export const isSetupOnly = (row: Pick<PaymentRow, 'saveMethod' | 'amountMinor'>) => row.saveMethod && row.amountMinor === 0;

/**
 * The provider's current view of an unsettled payment, completing an approved one: a PayPal order the
 * payer approved (the return URL's token, or an order that needs no more approval) is captured now.
 * Capturing is idempotent at the provider, keyed by our payment id.
 */
export async function currentProviderView(
  provider: PaymentProvider,
  row: PaymentRow,
  options: { approved?: boolean } = {},
): Promise<ProviderPayment | undefined> {
  const setupOnly = isSetupOnly(row);
  if (options.approved && provider.capture && row.providerRef) {
    return provider.capture({ paymentId: row.paymentId, providerRef: row.providerRef, setupOnly });
  }
  const view = await provider.retrieve({ paymentId: row.paymentId, providerRef: row.providerRef ?? undefined, createInput: createInputOf(row), setupOnly });
  // requires_action without a page to send the payer to: approved, waiting for us to capture.
  if (view && provider.capture && view.status === 'requires_action' && !view.approvalUrl && row.method === 'paypal' && provider.name === 'paypal') {
    return provider.capture({ paymentId: row.paymentId, providerRef: view.providerRef || row.providerRef || '', setupOnly });
  }
  return view;
}
