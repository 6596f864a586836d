/**
 * Card payments through Stripe PaymentIntents (the official SDK). Our payment id is the idempotency key
 * of the create call and travels in `metadata.payment_id`, so a repeated create returns the first
 * intent and webhooks lead back to our row. The browser confirms the intent with Stripe's own card form
 * (client secret + publishable key): card data never reaches us.
 *
 * Subscriptions: the first charge creates a Customer (with the e-mail) and asks Stripe to keep the card for
 * off-session use (`setup_future_usage: 'off_session'`); renewals create and confirm an intent with that
 * customer and payment method, `off_session: true`, keyed by our payment id. A decline is an answer.
 */
import Stripe from 'stripe';
import {
  WebhookRejected,
  type ChargeSavedInput,
  type CreateProviderPaymentInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
  type ProviderWebhookEvent,
} from './payment-provider.js';
import { toStripeAmount } from './provider-amounts.js';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Stripe's API base, for a local fake in tests: parsed into the SDK's host, port and protocol. */
  apiBase?: string;
}

/** The SDK's host/port/protocol settings for an API base URL ("http://127.0.0.1:4010"). */
export function stripeHostSettings(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : undefined;
  if (!protocol) throw new Error(`Stripe API base must be http or https, got ${url.protocol}`);
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

function failureCodeOf(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): string | undefined {
  if (!error) return undefined;
  // 3-D Secure not completed or refused by the bank.
  if (error.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  // "generic_decline" says no more than the code card_declined; specific reasons (insufficient_funds…) say more.
  if (error.decline_code && error.decline_code !== 'generic_decline') return error.decline_code;
  return error.code ?? error.decline_code ?? 'card_declined';
}

function chargeId(intent: Stripe.PaymentIntent): string | undefined {
  const charge = intent.latest_charge;
  if (!charge) return undefined;
  return typeof charge === 'string' ? charge : charge.id;
}

/** Where a PaymentIntent stands, in the provider interface's words. */
export function mapPaymentIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const failureCode = failureCodeOf(intent.last_payment_error);
  let status: ProviderStatus;
  switch (intent.status) {
    case 'succeeded':
      status = 'succeeded';
      break;
    case 'processing':
      status = 'processing';
      break;
    case 'canceled':
      status = 'canceled';
      break;
    case 'requires_payment_method':
      // Back to requires_payment_method after an attempt means the attempt failed (declined, expired…).
      status = intent.last_payment_error ? 'failed' : 'requires_action';
      break;
    case 'requires_capture':
      // We never ask for manual capture; if it happens the money is authorised but not taken yet.
      status = 'processing';
      break;
    default:
      // requires_confirmation, requires_action: the payer still has something to do.
      status = 'requires_action';
  }
  const payment: ProviderPayment = { providerRef: intent.id, status };
  if (intent.client_secret && (status === 'requires_action' || status === 'processing')) payment.clientSecret = intent.client_secret;
  const transactionId = status === 'succeeded' ? chargeId(intent) : undefined;
  if (transactionId) payment.transactionId = transactionId;
  if (failureCode && status === 'failed') payment.failureCode = failureCode;
  if (status === 'canceled') payment.failureCode = 'canceled';
  const savedMethod = status === 'succeeded' && intent.setup_future_usage === 'off_session' ? savedMethodOf(intent) : undefined;
  if (savedMethod) payment.savedMethod = savedMethod;
  return payment;
}

const idOf = (value: string | { id: string } | null | undefined) => (value ? (typeof value === 'string' ? value : value.id) : undefined);

/** The customer and payment method Stripe kept for off-session charges. */
function savedMethodOf(intent: Stripe.PaymentIntent): ProviderPayment['savedMethod'] {
  const methodRef = idOf(intent.payment_method);
  if (!methodRef) return undefined;
  const customerRef = idOf(intent.customer);
  const card = typeof intent.payment_method === 'object' ? intent.payment_method?.card : undefined;
  return { methodRef, ...(customerRef ? { customerRef } : {}), ...(card ? { brand: card.brand, last4: card.last4 } : {}) };
}

/** A Stripe failure without anything secret in it (no key, no request body). */
export class StripeProviderError extends Error {
  override readonly name = 'StripeProviderError';
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly statusCode: number | undefined,
  ) {
    super(message);
  }
}

function sanitize(error: unknown, action: string, secrets: string[]): StripeProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    let message = `Stripe ${action} failed: ${error.type}${error.code ? ` ${error.code}` : ''}${error.statusCode ? ` (HTTP ${error.statusCode})` : ''}`;
    for (const secret of secrets) if (secret) message = message.split(secret).join('[redacted]');
    return new StripeProviderError(message, error.code, error.statusCode);
  }
  const reason = error instanceof Error ? error.name : 'unknown error';
  return new StripeProviderError(`Stripe ${action} failed: ${reason}`, undefined, undefined);
}

function header(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

const webhookStatus: Record<string, ProviderStatus> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.processing': 'processing',
  'payment_intent.canceled': 'canceled',
};

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.apiBase ? stripeHostSettings(options.apiBase) : {}),
  });
  const secrets = [options.secretKey, options.webhookSecret ?? ''];

  async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw sanitize(error, action, secrets);
    }
  }

  function createParams(input: CreateProviderPaymentInput): Stripe.PaymentIntentCreateParams {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: toStripeAmount(input.amountMinor, input.currency),
      currency: input.currency.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      description: input.description,
      metadata: { payment_id: input.paymentId },
    };
    if (input.email) params.receipt_email = input.email;
    return params;
  }

  async function create(input: CreateProviderPaymentInput): Promise<ProviderPayment> {
    const params = createParams(input);
    if (input.saveForOffSession) {
      // One Customer per payment (its own idempotency key), so retries of this create keep the same parameters.
      const customer = await call('create customer', () =>
        stripe.customers.create(
          { ...(input.email ? { email: input.email } : {}), metadata: { payment_id: input.paymentId } },
          { idempotencyKey: `${input.paymentId}-customer` },
        ),
      );
      params.customer = customer.id;
      params.setup_future_usage = 'off_session';
    }
    const intent = await call('create', () => stripe.paymentIntents.create(params, { idempotencyKey: input.paymentId }));
    return mapPaymentIntent(intent);
  }

  async function chargeSaved(input: ChargeSavedInput): Promise<ProviderPayment> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: toStripeAmount(input.amountMinor, input.currency),
      currency: input.currency.toLowerCase(),
      payment_method: input.savedMethod.methodRef,
      off_session: true,
      confirm: true,
      description: input.description,
      metadata: { payment_id: input.paymentId },
    };
    if (input.savedMethod.customerRef) params.customer = input.savedMethod.customerRef;
    try {
      return mapPaymentIntent(await stripe.paymentIntents.create(params, { idempotencyKey: input.paymentId }));
    } catch (error) {
      // A declined off-session charge is a card error carrying the intent (requires_payment_method + the decline).
      if (error instanceof Stripe.errors.StripeCardError || (error instanceof Stripe.errors.StripeError && error.payment_intent)) {
        if (error.payment_intent) {
          const view = mapPaymentIntent(error.payment_intent);
          if (view.status === 'failed' || view.status === 'succeeded' || view.status === 'processing') return view;
          // requires_action: the bank wants the customer, who is not here.
          return { ...view, status: 'failed', failureCode: 'authentication_required' };
        }
        const code = error.decline_code && error.decline_code !== 'generic_decline' ? error.decline_code : (error.code ?? 'card_declined');
        return { providerRef: '', status: 'failed', failureCode: code };
      }
      throw sanitize(error, 'off-session charge', secrets);
    }
  }

  return {
    name: 'stripe',
    methods: ['card'],
    testMode: options.secretKey.startsWith('sk_test_'),
    publishableKey: options.publishableKey,
    create,
    chargeSaved,

    async retrieve(ref) {
      let providerRef = ref.providerRef;
      if (!providerRef) {
        // We crashed before storing the intent id: the same idempotency key returns the original intent
        // (Stripe keeps keys for at least 24 hours; a fresh intent made after that charges nothing by itself).
        // Stripe replays the first response, so the intent's current state is read afterwards.
        if (!ref.createInput) return undefined;
        providerRef = (await create({ ...ref.createInput, paymentId: ref.paymentId })).providerRef;
      }
      try {
        return mapPaymentIntent(await stripe.paymentIntents.retrieve(providerRef));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return undefined;
        throw sanitize(error, 'retrieve', secrets);
      }
    },

    async cancel(ref) {
      try {
        await stripe.paymentIntents.cancel(ref.providerRef, {}, { idempotencyKey: `${ref.paymentId}-cancel` });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state') {
          const current = await call('retrieve', () => stripe.paymentIntents.retrieve(ref.providerRef));
          if (current.status === 'canceled') return;
        }
        throw sanitize(error, 'cancel', secrets);
      }
    },

    async parseWebhook(body, headers) {
      if (!options.webhookSecret) throw new WebhookRejected('Stripe webhooks are not configured (no webhook secret)');
      const signature = header(headers, 'stripe-signature');
      if (!signature) throw new WebhookRejected('Stripe webhook without a Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(body, signature, options.webhookSecret);
      } catch (error) {
        const reason = error instanceof Stripe.errors.StripeSignatureVerificationError ? 'signature does not match' : 'unreadable payload';
        throw new WebhookRejected(`Stripe webhook rejected: ${reason}`);
      }
      // Signed but not shaped like an event (Stripe's own never lack these): refused, not a crash.
      if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new WebhookRejected('Stripe webhook rejected: not an event');
      const object = (event.data?.object ?? {}) as { id?: string; object?: string };
      const parsed: ProviderWebhookEvent = {
        eventId: event.id,
        type: event.type,
        providerRef: typeof object.id === 'string' ? object.id : '',
        occurredAt: Number.isFinite(event.created) ? new Date(event.created * 1000) : new Date(),
      };
      if (object.object !== 'payment_intent') return parsed;
      const intent = object as Stripe.PaymentIntent;
      const paymentId = intent.metadata?.payment_id;
      if (paymentId) parsed.paymentId = paymentId;
      const status = webhookStatus[event.type];
      if (!status) return parsed;
      parsed.status = status;
      if (status === 'succeeded') {
        const transactionId = chargeId(intent);
        if (transactionId) parsed.transactionId = transactionId;
      } else if (status === 'failed') {
        parsed.failureCode = failureCodeOf(intent.last_payment_error) ?? 'card_declined';
      } else if (status === 'canceled') {
        parsed.failureCode = 'canceled';
      }
      return parsed;
    },
  };
}
