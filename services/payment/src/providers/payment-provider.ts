/**
 * The one interface every payment provider implements (Stripe, PayPal, the local sandbox).
 * The payment service writes its payment row first and passes the row's id as `paymentId`:
 * it is the provider's idempotency key, so asking twice never charges twice.
 */

export type PaymentMethodCode = 'card' | 'paypal';
export type ProviderName = 'stripe' | 'paypal' | 'sandbox';

/** Where a payment stands at the provider. */
export type ProviderStatus = 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface ProviderPayment {
  /** The provider's id of the payment (PaymentIntent id, PayPal order id, sandbox charge id). */
  providerRef: string;
  status: ProviderStatus;
  /** Stripe: the client secret for Stripe's own card form in the browser. */
  clientSecret?: string;
  /** PayPal or the sandbox: where the payer approves. */
  approvalUrl?: string;
  /** The charge or capture id once money moved. */
  transactionId?: string;
  /** card_declined, insufficient_funds, expired_card, canceled, provider_error… */
  failureCode?: string;
  /** A succeeded payment created with `saveForOffSession` (or a kept method, amount 0): what later off-session charges use. */
  savedMethod?: SavedMethodRef;
}

/** A payment method the provider keeps for off-session charges: references only, never card data. */
export interface SavedMethodRef {
  /** Stripe: the Customer id. */
  customerRef?: string;
  /** Stripe: the PaymentMethod id; the sandbox: its opaque card token. */
  methodRef: string;
  brand?: string;
  last4?: string;
}

export interface ChargeSavedInput {
  /** Our payment id: the idempotency key at the provider. */
  paymentId: string;
  amountMinor: number;
  currency: string;
  description: string;
  savedMethod: SavedMethodRef;
}

export interface CreateProviderPaymentInput {
  /** Our payment id: the idempotency key at the provider and the metadata that links back to us. */
  paymentId: string;
  method: PaymentMethodCode;
  /** Integer minor units as the spec counts them (whole units for its zero-decimal currencies). */
  amountMinor: number;
  currency: string;
  description: string;
  email: string;
  /** Absolute URLs the payer returns to after approving or canceling (PayPal, sandbox approval). */
  returnUrl: string;
  cancelUrl: string;
  locale: string;
  /**
   * Keep the payment method for off-session charges (a subscription's first charge). With amountMinor 0
   * (a free trial) nothing is charged: the method is only kept (Stripe SetupIntent, PayPal vault setup token).
   */
  saveForOffSession?: boolean;
}

export interface ProviderWebhookEvent {
  /** The provider's event id: webhooks are de-duplicated by it. */
  eventId: string;
  type: string;
  /** Our payment id when the provider echoes it (metadata, custom_id). */
  paymentId?: string;
  providerRef: string;
  /** A method the provider kept (PayPal's vault id) when the event names no payment: the payment that saved it. */
  savedMethodRef?: string;
  /** The provider no longer keeps `savedMethodRef` (the payer removed it): nothing may be charged to it any more. */
  savedMethodRemoved?: boolean;
  /** What the event says about the payment; undefined for events that do not concern a payment's state. */
  status?: ProviderStatus;
  transactionId?: string;
  failureCode?: string;
  occurredAt: Date;
}

export class WebhookRejected extends Error {
  override readonly name = 'WebhookRejected';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methods: readonly PaymentMethodCode[];
  readonly testMode: boolean;
  /** Stripe's publishable key for the browser, when the card form is Stripe's. */
  readonly publishableKey?: string;
  /** Creates the payment at the provider; the same `paymentId` always yields the same provider payment. */
  create(input: CreateProviderPaymentInput): Promise<ProviderPayment>;
  /**
   * The provider's current view of a payment. Without `providerRef` (we crashed before storing it) the
   * provider finds it by our idempotency key; undefined when the provider never saw it. `setupOnly`: the
   * payment is a free trial's first step (amount 0, method kept), a setup at the provider rather than a charge.
   */
  retrieve(ref: { paymentId: string; providerRef?: string; createInput?: CreateProviderPaymentInput; setupOnly?: boolean }): Promise<ProviderPayment | undefined>;
  /**
   * Completes an approved payment (PayPal capture; for a setup, the vaulted payment token); idempotent by
   * `paymentId`.
   */
  capture?(ref: { paymentId: string; providerRef: string; setupOnly?: boolean }): Promise<ProviderPayment>;
  /** Cancels a payment that has not moved money (another method was chosen). */
  cancel?(ref: { paymentId: string; providerRef: string }): Promise<void>;
  /**
   * Charges a saved method without the customer (a subscription renewal); idempotent by `paymentId`.
   * A decline is an answer (status failed with the decline code), not an error. Providers without it
   * cannot take subscriptions.
   */
  chargeSaved?(input: ChargeSavedInput): Promise<ProviderPayment>;
  /** Verifies and parses a webhook; throws WebhookRejected when the signature does not hold. */
  parseWebhook?(body: Buffer, headers: Record<string, string>): Promise<ProviderWebhookEvent>;
}
