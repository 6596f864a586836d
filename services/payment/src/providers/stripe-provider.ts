/**
 * Card payments through Stripe PaymentIntents (the official SDK). Our payment id is the idempotency key
 * of the create call and travels in `metadata.payment_id`, so a repeated create returns the first
 * intent and webhooks lead back to our row. The browser confirms the intent with Stripe's own card form
 * (client secret + publishable key): card data never reaches us.
 *
 * Subscriptions: the first charge creates a Customer (with the e-mail) and asks Stripe to keep the card for
 * off-session use (`setup_future_usage: 'off_session'`); renewals create and confirm an intent with that
 * customer and payment method, `off_session: true`, keyed by our payment id. A decline is an answer.
 * A free trial's first step charges nothing: a SetupIntent (`usage: 'off_session'`, same customer) keeps the
 * card, confirmed by the browser like an intent (`confirmSetup`); its id starts with `seti_`.
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

/** The decline or authentication failure of a PaymentIntent's or SetupIntent's last attempt. */
function failureCodeOf(error: { code?: string; decline_code?: string } | null | undefined): string | undefined {
  if (!error) return undefined;
  // 3-D Secure not completed or refused by the bank.
  if (error.code === 'payment_intent_authentication_failure' || error.code === 'setup_intent_authentication_failure') return 'authentication_failed';
  // "generic_decline" says no more than the code card_declined; specific reasons (insufficient_funds…) say more.
  if (error.decline_code && error.decline_code !== 'generic_decline') return error.decline_code;
  return error.code ?? error.decline_code ?? 'card_declined';
}

function chargeId(intent: Stripe.PaymentIntent): string | undefined {
  const charge = intent.latest_charge;
  if (!charge) return undefined;
  return typeof charge === 'string' ? charge : charge.id;
}

/** A PaymentIntent's or SetupIntent's status in the provider interface's words; `attemptFailed`: it has a last error. */
function statusOf(status: string, attemptFailed: boolean): ProviderStatus {
  switch (status) {
    case 'succeeded':
    case 'processing':
    case 'canceled':
      return status;
    case 'requires_payment_method':
      // Back to requires_payment_method after an attempt means the attempt failed (declined, expired…).
      return attemptFailed ? 'failed' : 'requires_action';
    case 'requires_capture':
      // We never ask for manual capture; if it happens the money is authorised but not taken yet.
      return 'processing';
    default:
      // requires_confirmation, requires_action: the payer still has something to do.
      return 'requires_action';
  }
}

/** What both intents report the same way: the client secret while open, the failure code, cancellation. */
function intentView(intent: Stripe.PaymentIntent | Stripe.SetupIntent, status: ProviderStatus, failureCode: string | undefined): ProviderPayment {
  const payment: ProviderPayment = { providerRef: intent.id, status };
  if (intent.client_secret && (status === 'requires_action' || status === 'processing')) payment.clientSecret = intent.client_secret;
  if (failureCode && status === 'failed') payment.failureCode = failureCode;
  if (status === 'canceled') payment.failureCode = 'canceled';
  return payment;
}

/** Where a PaymentIntent stands, in the provider interface's words. */
export function mapPaymentIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const status = statusOf(intent.status, Boolean(intent.last_payment_error));
  const payment = intentView(intent, status, failureCodeOf(intent.last_payment_error));
  const transactionId = status === 'succeeded' ? chargeId(intent) : undefined;
  if (transactionId) payment.transactionId = transactionId;
  const savedMethod = status === 'succeeded' && intent.setup_future_usage === 'off_session' ? savedMethodOf(intent) : undefined;
  if (savedMethod) payment.savedMethod = savedMethod;
  return payment;
}

/** Where a SetupIntent (a card kept without a charge) stands: succeeded once the card is saved, no money moved. */
export function mapSetupIntent(intent: Stripe.SetupIntent): ProviderPayment {
  const status = statusOf(intent.status, Boolean(intent.last_setup_error));
  const payment = intentView(intent, status, failureCodeOf(intent.last_setup_error));
  const savedMethod = status === 'succeeded' ? savedMethodOf(intent) : undefined;
  if (savedMethod) payment.savedMethod = savedMethod;
  return payment;
}

/** SetupIntent ids: a zero first step's provider reference. */
export const isSetupIntentRef = (providerRef: string) => providerRef.startsWith('seti_');

const idOf = (value: string | { id: string } | null | undefined) => (value ? (typeof value === 'string' ? value : value.id) : undefined);

/** The customer and payment method Stripe kept for off-session charges. */
function savedMethodOf(intent: Stripe.PaymentIntent | Stripe.SetupIntent): ProviderPayment['savedMethod'] {
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
  'setup_intent.succeeded': 'succeeded',
  'setup_intent.setup_failed': 'failed',
  'setup_intent.canceled': 'canceled',
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

  /** One Customer per payment (its own idempotency key), so retries of a create keep the same parameters. */
  async function customerFor(input: CreateProviderPaymentInput): Promise<string> {
    const customer = await call('create customer', () =>
      stripe.customers.create(
        { ...(input.email ? { email: input.email } : {}), metadata: { payment_id: input.paymentId } },
        { idempotencyKey: `${input.paymentId}-customer` },
      ),
    );
    return customer.id;
  }

  /** Nothing to charge today (a free trial): the card is only kept, for the first renewal off-session. */
  async function createSetup(input: CreateProviderPaymentInput): Promise<ProviderPayment> {
    const customer = await customerFor(input);
    const intent = await call('create setup', () =>
      stripe.setupIntents.create(
        {
          customer,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: { payment_id: input.paymentId },
        },
        { idempotencyKey: input.paymentId },
      ),
    );
    return mapSetupIntent(intent);
  }

  async function create(input: CreateProviderPaymentInput): Promise<ProviderPayment> {
    if (input.amountMinor === 0 && input.saveForOffSession) return createSetup(input);
    const params = createParams(input);
    if (input.saveForOffSession) {
      params.customer = await customerFor(input);
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
        if (isSetupIntentRef(providerRef)) return mapSetupIntent(await stripe.setupIntents.retrieve(providerRef));
        return mapPaymentIntent(await stripe.paymentIntents.retrieve(providerRef));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return undefined;
        throw sanitize(error, 'retrieve', secrets);
      }
    },

    async cancel(ref) {
      try {
        if (isSetupIntentRef(ref.providerRef)) {
          await stripe.setupIntents.cancel(ref.providerRef, {}, { idempotencyKey: `${ref.paymentId}-cancel` });
          return;
        }
        await stripe.paymentIntents.cancel(ref.providerRef, {}, { idempotencyKey: `${ref.paymentId}-cancel` });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && (error.code === 'payment_intent_unexpected_state' || error.code === 'setup_intent_unexpected_state')) {
          const current = isSetupIntentRef(ref.providerRef)
            ? await call('retrieve', () => stripe.setupIntents.retrieve(ref.providerRef))
            : await call('retrieve', () => stripe.paymentIntents.retrieve(ref.providerRef));
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
      if (object.object === 'setup_intent') {
        const setup = object as Stripe.SetupIntent;
        if (setup.metadata?.payment_id) parsed.paymentId = setup.metadata.payment_id;
        const status = webhookStatus[event.type];
        if (status) parsed.status = status;
        if (status === 'failed') parsed.failureCode = failureCodeOf(setup.last_setup_error) ?? 'card_declined';
        if (status === 'canceled') parsed.failureCode = 'canceled';
        return parsed;
      }
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
