/**
 * A local stand-in for Stripe's PaymentIntents API, enough for the official SDK pointed at it with
 * host/port/protocol (STRIPE_API_BASE). Form-encoded requests like Stripe's, Idempotency-Key honoured the
 * way Stripe does it (the same key replays the first response; other parameters under the same key are an
 * idempotency_error), test cards to confirm an intent with, and Stripe-shaped events for webhook tests.
 * Confirming an intent made with setup_future_usage saves the card as a PaymentMethod attached to the
 * intent's customer, for off-session charges later.
 *
 * HTTP API (what the SDK calls):
 *   POST /v1/payment_intents                 create (Idempotency-Key); with payment_method + confirm=true +
 *                                            off_session=true it charges a saved method at once (a decline
 *                                            answers 402 card_error carrying the intent, as Stripe does)
 *   POST /v1/customers                       create a Customer (Idempotency-Key)
 *   POST /v1/setup_intents                   create a SetupIntent (a card kept without a charge; Idempotency-Key)
 *   GET  /v1/setup_intents/:id               retrieve
 *   POST /v1/setup_intents/:id/cancel        cancel
 *   GET  /v1/payment_intents/:id             retrieve
 *   POST /v1/payment_intents/:id/cancel      cancel
 * Test control over HTTP (for end-to-end tests in another process):
 *   POST /_test/payment_intents/:id/confirm  form or JSON { card } (a test card number) or { outcome }
 *   POST /_test/setup_intents/:id/confirm    the same for a SetupIntent (a declined card is not saved)
 *   GET  /_test/stats                        { intentsCreated, requests }
 *   POST /_test/payment_methods/:id/decline  form or JSON { code }: every later off-session charge of this
 *                                            saved method is declined with the code (default card_declined)
 *   POST /_test/lose-responses               form or JSON { count }: the next API requests are carried out
 *                                            but answered 503 (a lost answer; the SDK retries)
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeStripeOutcome =
  | 'succeeded'
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'requires_action'
  | 'authentication_failed'
  | 'processing';

/** Stripe's documented test cards, mapped to what confirming with them does. */
export const fakeStripeTestCards: Readonly<Record<string, FakeStripeOutcome>> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000002500003155': 'requires_action',
  '4000000000000341': 'succeeded',
};

/** Test cards whose saved PaymentMethod declines every off-session charge (attaching works, charging fails). */
export const fakeStripeOffSessionDeclines: Readonly<Record<string, string>> = {
  '4000000000000341': 'card_declined',
};

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string };
  /** The decline code of off-session charges, when they are declined. */
  offSessionDecline: string | null;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  off_session: boolean;
  automatic_payment_methods: { enabled: boolean } | null;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  created: number;
  livemode: false;
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  usage: string;
  description: string | null;
  metadata: Record<string, string>;
  customer: string | null;
  payment_method: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
  last_setup_error: { type: string; code: string; decline_code?: string; message: string } | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  /** The decoded form parameters (tests check amounts and currencies that reached "Stripe"). */
  params: Record<string, unknown>;
}

export interface FakeStripeServer {
  /** The API base for the SDK / STRIPE_API_BASE, e.g. http://127.0.0.1:40123 */
  readonly url: string;
  /** How many distinct PaymentIntents were created (replays under an idempotency key do not count). */
  readonly intentsCreated: number;
  /** Every API request received, in order. */
  readonly requests: readonly FakeStripeRequest[];
  intent(id: string): FakePaymentIntent | undefined;
  intents(): FakePaymentIntent[];
  /** The intent whose metadata.payment_id is ours. */
  intentForPayment(paymentId: string): FakePaymentIntent | undefined;
  setupIntent(id: string): FakeSetupIntent | undefined;
  /** The SetupIntent whose metadata.payment_id is ours. */
  setupIntentForPayment(paymentId: string): FakeSetupIntent | undefined;
  /** How many off-session charges of saved methods were made (replays under an idempotency key do not count). */
  readonly offSessionCharges: number;
  customer(id: string): { id: string; email: string | null } | undefined;
  paymentMethod(id: string): FakePaymentMethod | undefined;
  /** Every later off-session charge of this saved method is declined with `code`. */
  declineSavedMethod(paymentMethodId: string, code?: string): void;
  /** Confirms an intent as the browser would with a test card (number or outcome). */
  confirm(id: string, cardOrOutcome: string): FakePaymentIntent;
  /** Confirms a SetupIntent as the browser's confirmSetup would with a test card (number or outcome). */
  confirmSetup(id: string, cardOrOutcome: string): FakeSetupIntent;
  /** A Stripe event payload (JSON text) about a PaymentIntent or SetupIntent, to sign with stripe.webhooks.generateTestHeaderString. */
  eventPayload(type: string, intentId: string): string;
  /** The next `count` API requests are carried out, but their answers are lost (503, Stripe-Should-Retry). */
  loseResponses(count: number): void;
  close(): Promise<void>;
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Stripe's bracket form encoding (metadata[payment_id]=…, automatic_payment_methods[enabled]=true) decoded. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]$/).filter((part, index) => index === 0 || part !== '');
    let target: Record<string, unknown> = result;
    for (let i = 0; i < parts.length - 1; i += 1) {
      const part = parts[i]!;
      const next = target[part];
      if (typeof next !== 'object' || next === null) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts[parts.length - 1]!] = value;
  }
  return result;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function stripeError(status: number, type: string, message: string, code?: string, extra: Record<string, unknown> = {}) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}), ...extra } } };
}

export async function startFakeStripeServer(options: { port?: number } = {}): Promise<FakeStripeServer> {
  const intents = new Map<string, FakePaymentIntent>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null; metadata: Record<string, string> }>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  let intentsCreated = 0;
  let offSessionCharges = 0;
  let responsesToLose = 0;

  /** The card the browser confirmed with, kept as a PaymentMethod (attached when the intent saves it). */
  function savePaymentMethod(intent: FakePaymentIntent | FakeSetupIntent, card: string): void {
    const digits = card.replace(/\s/g, '');
    const id = randomId('pm');
    const keeps = intent.object === 'setup_intent' || Boolean(intent.setup_future_usage);
    paymentMethods.set(id, {
      id,
      object: 'payment_method',
      type: 'card',
      customer: keeps && intent.customer ? intent.customer : null,
      card: { brand: digits.startsWith('4') ? 'visa' : 'card', last4: /^\d{12,19}$/.test(digits) ? digits.slice(-4) : '4242' },
      offSessionDecline: fakeStripeOffSessionDeclines[digits] ?? null,
    });
    intent.payment_method = id;
  }

  function confirm(id: string, cardOrOutcome: string): FakePaymentIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`No PaymentIntent ${id}`);
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
      throw new Error(`PaymentIntent ${id} is ${intent.status} and cannot be confirmed`);
    }
    const outcome = fakeStripeTestCards[cardOrOutcome.replace(/\s/g, '')] ?? (cardOrOutcome as FakeStripeOutcome);
    const chargeId = randomId('ch');
    if (outcome === 'succeeded' || outcome === 'processing') savePaymentMethod(intent, cardOrOutcome);
    switch (outcome) {
      case 'succeeded':
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: chargeId, last_payment_error: null });
        break;
      case 'processing':
        Object.assign(intent, { status: 'processing', latest_charge: chargeId, last_payment_error: null });
        break;
      case 'requires_action':
        Object.assign(intent, { status: 'requires_action', last_payment_error: null });
        break;
      case 'authentication_failed':
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method.',
          },
        });
        break;
      case 'declined':
      case 'insufficient_funds':
      case 'expired_card': {
        const error =
          outcome === 'expired_card'
            ? { type: 'card_error', code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' }
            : outcome === 'insufficient_funds'
              ? { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }
              : { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
        Object.assign(intent, { status: 'requires_payment_method', latest_charge: chargeId, last_payment_error: error });
        break;
      }
      default:
        throw new Error(`Unknown test card or outcome: ${cardOrOutcome}`);
    }
    return structuredClone(intent);
  }

  /** confirmSetup in the browser: a card that would be charged is kept; a declined one is not. */
  function confirmSetup(id: string, cardOrOutcome: string): FakeSetupIntent {
    const intent = setupIntents.get(id);
    if (!intent) throw new Error(`No SetupIntent ${id}`);
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
      throw new Error(`SetupIntent ${id} is ${intent.status} and cannot be confirmed`);
    }
    const outcome = fakeStripeTestCards[cardOrOutcome.replace(/\s/g, '')] ?? (cardOrOutcome as FakeStripeOutcome);
    switch (outcome) {
      case 'succeeded':
      case 'processing':
        savePaymentMethod(intent, cardOrOutcome);
        Object.assign(intent, { status: outcome, last_setup_error: null });
        break;
      case 'requires_action':
        Object.assign(intent, { status: 'requires_action', last_setup_error: null });
        break;
      case 'authentication_failed':
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_setup_error: { type: 'invalid_request_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
        });
        break;
      case 'declined':
      case 'insufficient_funds':
      case 'expired_card':
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_setup_error:
            outcome === 'expired_card'
              ? { type: 'card_error', code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' }
              : { type: 'card_error', code: 'card_declined', decline_code: outcome === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline', message: 'Your card was declined.' },
        });
        break;
      default:
        throw new Error(`Unknown test card or outcome: ${cardOrOutcome}`);
    }
    return structuredClone(intent);
  }

  function handleSetupIntents(method: string, path: string, params: Record<string, unknown>): { status: number; body: unknown } | undefined {
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customerId = typeof params.customer === 'string' ? params.customer : null;
      if (customerId && !customers.has(customerId)) {
        return stripeError(400, 'invalid_request_error', `No such customer: '${customerId}'`, 'resource_missing', { param: 'customer' });
      }
      const usage = typeof params.usage === 'string' ? params.usage : 'off_session';
      if (usage !== 'off_session' && usage !== 'on_session') return stripeError(400, 'invalid_request_error', 'Invalid usage', 'parameter_invalid_empty', { param: 'usage' });
      const id = randomId('seti');
      const apm = params.automatic_payment_methods as { enabled?: string } | undefined;
      const intent: FakeSetupIntent = {
        id,
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        usage,
        description: typeof params.description === 'string' ? params.description : null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        customer: customerId,
        payment_method: null,
        automatic_payment_methods: apm ? { enabled: apm.enabled === 'true' } : null,
        last_setup_error: null,
        cancellation_reason: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      setupIntents.set(id, intent);
      return { status: 200, body: structuredClone(intent) };
    }
    const match = /^\/v1\/setup_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (!match) return undefined;
    const intent = setupIntents.get(decodeURIComponent(match[1]!));
    if (!intent) return stripeError(404, 'invalid_request_error', `No such setupintent: '${match[1]}'`, 'resource_missing', { param: 'intent' });
    if (method === 'GET' && !match[2]) return { status: 200, body: structuredClone(intent) };
    if (method === 'POST' && match[2]) {
      if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
        return stripeError(400, 'invalid_request_error', `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`, 'setup_intent_unexpected_state');
      }
      Object.assign(intent, { status: 'canceled', cancellation_reason: 'requested_by_customer' });
      return { status: 200, body: structuredClone(intent) };
    }
    return undefined;
  }

  function handleApi(method: string, path: string, params: Record<string, unknown>): { status: number; body: unknown } {
    const setup = handleSetupIntents(method, path, params);
    if (setup) return setup;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: randomId('cus'),
        object: 'customer' as const,
        email: typeof params.email === 'string' ? params.email : null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      };
      customers.set(customer.id, customer);
      return { status: 200, body: structuredClone(customer) };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      const currency = typeof params.currency === 'string' ? params.currency : '';
      if (!Number.isSafeInteger(amount) || amount < 1) return stripeError(400, 'invalid_request_error', 'Invalid integer: amount', 'parameter_invalid_integer', { param: 'amount' });
      if (!/^[a-z]{3}$/.test(currency)) return stripeError(400, 'invalid_request_error', 'Invalid currency', 'parameter_invalid_empty', { param: 'currency' });
      const customerId = typeof params.customer === 'string' ? params.customer : null;
      if (customerId && !customers.has(customerId)) {
        return stripeError(400, 'invalid_request_error', `No such customer: '${customerId}'`, 'resource_missing', { param: 'customer' });
      }
      const offSession = params.off_session === 'true' && params.confirm === 'true';
      const paymentMethodId = typeof params.payment_method === 'string' ? params.payment_method : null;
      const saved = paymentMethodId ? paymentMethods.get(paymentMethodId) : undefined;
      if (offSession) {
        if (!saved) return stripeError(400, 'invalid_request_error', `No such PaymentMethod: '${paymentMethodId}'`, 'resource_missing', { param: 'payment_method' });
        if (saved.customer !== customerId) {
          return stripeError(400, 'invalid_request_error', 'The provided PaymentMethod does not belong to the customer.', 'payment_method_not_available', {
            param: 'payment_method',
          });
        }
      }
      const id = randomId('pi');
      const apm = params.automatic_payment_methods as { enabled?: string } | undefined;
      const intent: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        description: typeof params.description === 'string' ? params.description : null,
        receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        customer: customerId,
        payment_method: paymentMethodId,
        setup_future_usage: typeof params.setup_future_usage === 'string' ? params.setup_future_usage : null,
        off_session: offSession,
        automatic_payment_methods: apm ? { enabled: apm.enabled === 'true' } : null,
        latest_charge: null,
        last_payment_error: null,
        cancellation_reason: null,
        capture_method: 'automatic',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      intentsCreated += 1;
      if (offSession && saved) {
        offSessionCharges += 1;
        const chargeId = randomId('ch');
        if (saved.offSessionDecline) {
          const error = { type: 'card_error', code: 'card_declined', decline_code: saved.offSessionDecline, message: 'Your card was declined.' };
          Object.assign(intent, { status: 'requires_payment_method', latest_charge: chargeId, last_payment_error: error });
          return { status: 402, body: { error: { ...error, charge: chargeId, payment_intent: structuredClone(intent) } } };
        }
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: chargeId });
      }
      return { status: 200, body: structuredClone(intent) };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (match) {
      const intent = intents.get(decodeURIComponent(match[1]!));
      if (!intent) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${match[1]}'`, 'resource_missing', { param: 'intent' });
      if (method === 'GET' && !match[2]) return { status: 200, body: structuredClone(intent) };
      if (method === 'POST' && match[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
          return stripeError(
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            'payment_intent_unexpected_state',
          );
        }
        Object.assign(intent, { status: 'canceled', cancellation_reason: typeof params.cancellation_reason === 'string' ? params.cancellation_reason : 'requested_by_customer' });
        return { status: 200, body: structuredClone(intent) };
      }
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req'), ...headers });
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const raw = await readBody(req);

      if (url.pathname.startsWith('/_test/')) {
        if (method === 'GET' && url.pathname === '/_test/stats') return send(res, 200, { intentsCreated, requests });
        if (method === 'POST' && url.pathname === '/_test/lose-responses') {
          const params = (req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw || '{}') as Record<string, string>) : Object.fromEntries(new URLSearchParams(raw));
          responsesToLose = Number(params.count ?? 1);
          return send(res, 200, { ok: true });
        }
        const decline = /^\/_test\/payment_methods\/([^/]+)\/decline$/.exec(url.pathname);
        if (method === 'POST' && decline) {
          const params = (req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw || '{}') as Record<string, string>) : Object.fromEntries(new URLSearchParams(raw));
          const saved = paymentMethods.get(decodeURIComponent(decline[1]!));
          if (!saved) return send(res, 404, { error: { message: 'no such payment method' } });
          saved.offSessionDecline = params.code || 'card_declined';
          return send(res, 200, { ok: true });
        }
        const control = /^\/_test\/(payment_intents|setup_intents)\/([^/]+)\/confirm$/.exec(url.pathname);
        if (method === 'POST' && control) {
          const params = (req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw || '{}') as Record<string, string>) : Object.fromEntries(new URLSearchParams(raw));
          const confirmIntent = control[1] === 'setup_intents' ? confirmSetup : confirm;
          try {
            return send(res, 200, confirmIntent(decodeURIComponent(control[2]!), params.card ?? params.outcome ?? 'succeeded'));
          } catch (error) {
            return send(res, 400, { error: { message: (error as Error).message } });
          }
        }
        return send(res, 404, { error: { message: 'unknown test control' } });
      }

      const auth = req.headers.authorization ?? '';
      if (!/^Bearer sk_(test|live)_\S+$/.test(auth)) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        if (responsesToLose > 0) {
          responsesToLose -= 1;
          return send(res, 503, { error: { type: 'api_error', message: 'The answer was lost (fake).' } }, { 'stripe-should-retry': 'true' });
        }
        return send(res, status, body, headers);
      };
      const params = method === 'GET' ? Object.fromEntries(url.searchParams) : decodeStripeForm(raw);
      const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      requests.push({ method, path: url.pathname, ...(idempotencyKey ? { idempotencyKey } : {}), params });

      if (method === 'POST' && idempotencyKey) {
        const slot = `${auth} ${idempotencyKey}`;
        const fingerprint = `${url.pathname} ${raw}`;
        const earlier = idempotent.get(slot);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            const error = stripeError(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            );
            return answer(error.status, error.body);
          }
          return answer(earlier.status, earlier.body, { 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey });
        }
        const result = handleApi(method, url.pathname, params);
        if (result.status < 500) idempotent.set(slot, { fingerprint, ...result });
        return answer(result.status, result.body, { 'idempotency-key': idempotencyKey });
      }
      const result = handleApi(method, url.pathname, params);
      return answer(result.status, result.body);
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: (error as Error).message } });
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get intentsCreated() {
      return intentsCreated;
    },
    get requests() {
      return requests;
    },
    intent: (id) => {
      const intent = intents.get(id);
      return intent ? structuredClone(intent) : undefined;
    },
    intents: () => [...intents.values()].map((intent) => structuredClone(intent)),
    get offSessionCharges() {
      return offSessionCharges;
    },
    customer: (id) => {
      const customer = customers.get(id);
      return customer ? { id: customer.id, email: customer.email } : undefined;
    },
    paymentMethod: (id) => {
      const saved = paymentMethods.get(id);
      return saved ? structuredClone(saved) : undefined;
    },
    declineSavedMethod(paymentMethodId, code = 'card_declined') {
      const saved = paymentMethods.get(paymentMethodId);
      if (!saved) throw new Error(`No PaymentMethod ${paymentMethodId}`);
      saved.offSessionDecline = code;
    },
    intentForPayment: (paymentId) => {
      const intent = [...intents.values()].find((candidate) => candidate.metadata.payment_id === paymentId);
      return intent ? structuredClone(intent) : undefined;
    },
    setupIntent: (id) => {
      const intent = setupIntents.get(id);
      return intent ? structuredClone(intent) : undefined;
    },
    setupIntentForPayment: (paymentId) => {
      const intent = [...setupIntents.values()].find((candidate) => candidate.metadata.payment_id === paymentId);
      return intent ? structuredClone(intent) : undefined;
    },
    confirm,
    confirmSetup,
    loseResponses(count) {
      responsesToLose = count;
    },
    eventPayload(type, intentId) {
      const intent = intents.get(intentId) ?? setupIntents.get(intentId);
      if (!intent) throw new Error(`No PaymentIntent or SetupIntent ${intentId}`);
      return JSON.stringify({
        id: randomId('evt'),
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(intent) },
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
