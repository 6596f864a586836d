/**
 * A local stand-in for PayPal's REST API, enough for the official server SDK pointed at it (PAYPAL_API_BASE):
 * client-credentials OAuth, Orders v2 with PayPal-Request-Id honoured (the same id replays the first
 * response), captures that need approval and happen once, an approval page that redirects back like
 * PayPal's, and webhook signature verification for events the fake itself signed.
 *
 * HTTP API (what the SDK and the provider call):
 *   POST /v1/oauth2/token                          Basic client id:secret, grant_type=client_credentials
 *   POST /v2/checkout/orders                       create (PayPal-Request-Id); with payment_source.paypal.vault_id
 *                                                  a vaulted-wallet charge completed at once (or 422 when refused)
 *   GET  /v2/checkout/orders/:id                   show
 *   POST /v2/checkout/orders/:id/capture           capture (PayPal-Request-Id); 422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED;
 *                                                  an order that asked for attributes.vault.store_in_vault ON_SUCCESS
 *                                                  comes back with the vaulted wallet (vault id, customer id)
 *   POST /v1/notifications/verify-webhook-signature
 *   POST /v3/vault/setup-tokens                    vault without purchase (PayPal-Request-Id): PAYER_ACTION_REQUIRED
 *                                                  with an approve link
 *   GET  /v3/vault/setup-tokens/:id                show
 *   POST /v3/vault/payment-tokens                  from an APPROVED setup token (PayPal-Request-Id): the vault id;
 *                                                  422 when the setup token is not approved
 * The payer's side (a browser in end-to-end tests):
 *   GET  /checkoutnow?token=:id                    approves and redirects to return_url?token=:id&PayerID=…
 *   GET  /checkoutnow?token=:id&cancel=1           redirects to cancel_url?token=:id
 *   GET  /agreements/approve?approval_session_id=:id[&cancel=1]
 *                                                  approves a setup token and redirects to
 *                                                  return_url?approval_token_id=:id&approval_session_id=:id (or cancel_url)
 * Test control over HTTP (for end-to-end tests in another process):
 *   POST /_test/orders/:id/approve | /decline-next-capture | /void | /capture
 *   POST /_test/setup-tokens/:id/approve
 *   POST /_test/webhooks  JSON { event_type, order_id, webhook_id } → { body, headers } signed
 *   GET  /_test/stats     { ordersCreated, capturesMade, captureRequests }
 *   POST /_test/lose-responses  JSON { count }: the next API requests are carried out but answered 503
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePayPalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING';
  amount: { currency_code: string; value: string };
  final_capture: boolean;
  custom_id?: string;
  create_time: string;
  update_time: string;
  supplementary_data: { related_ids: { order_id: string } };
}

export interface FakePayPalOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VOIDED' | 'COMPLETED';
  purchase_units: {
    reference_id: string;
    amount: { currency_code: string; value: string };
    custom_id?: string;
    description?: string;
    payments?: { captures: FakePayPalCapture[] };
  }[];
  payment_source?: { paypal: Record<string, unknown> };
  payer?: { payer_id: string; email_address: string };
  links: { href: string; rel: string; method: string }[];
  create_time: string;
  update_time: string;
  /** Kept by the fake (not sent): where the approval page sends the payer. */
  experience?: { return_url?: string; cancel_url?: string; locale?: string };
  /** Kept by the fake (not sent): the vault instruction of the create request, as sent. */
  vaultRequest?: Record<string, unknown>;
  /** Kept by the fake (not sent): the stored_credential of a vaulted-wallet charge, as sent. */
  storedCredential?: Record<string, unknown>;
}

/** A vault setup token: the payer approves it, then the merchant makes a payment token of it. */
export interface FakePayPalSetupToken {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VAULTED';
  customer: { id: string };
  payment_source: { paypal: Record<string, unknown> };
  links: { href: string; rel: string; method: string }[];
  /** Kept by the fake (not sent): the request's payment_source.paypal, as sent. */
  request: Record<string, unknown>;
  /** Kept by the fake (not sent): the vault id its payment token got. */
  vaultId?: string;
}

/** A PayPal wallet the fake vaulted, and what its merchant-initiated charges do. */
interface FakeVault {
  id: string;
  customerId: string;
  /** The next charges: 'decline' completes the order with a DECLINED capture, 'refuse' answers 422. */
  nextOutcomes: Array<'decline' | 'refuse'>;
}

export interface FakePayPalWebhook {
  /** The raw body to POST to the webhook endpoint. */
  body: string;
  /** PayPal's transmission headers, signed by the fake for this body and webhook id. */
  headers: Record<string, string>;
}

export interface FakePayPalServer {
  /** The API base for the provider / PAYPAL_API_BASE, e.g. http://127.0.0.1:40125 */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** How many distinct orders were created (replays under a PayPal-Request-Id do not count). */
  readonly ordersCreated: number;
  /** How many captures moved money (COMPLETED captures). */
  readonly capturesMade: number;
  /** How many capture calls reached the fake, replays included. */
  readonly captureRequests: number;
  order(id: string): FakePayPalOrder | undefined;
  /** What the order asked of PayPal's payer page (return and cancel URLs, locale). */
  experience(id: string): FakePayPalOrder['experience'];
  orderForPayment(paymentId: string): FakePayPalOrder | undefined;
  /** The payer approves on PayPal's page. */
  approve(id: string): FakePayPalOrder;
  /** The next capture of this order is declined by the funding source. */
  declineNextCapture(id: string): void;
  void(id: string): FakePayPalOrder;
  /** Captures as if our service had called capture and crashed before recording the answer. */
  capture(id: string): FakePayPalOrder;
  /** A PayPal webhook event about an order (its latest capture for PAYMENT.CAPTURE.*), signed for webhookId. */
  webhook(eventType: string, orderId: string, webhookId: string): FakePayPalWebhook;
  /** Signs any body as a PayPal transmission for webhookId. */
  signWebhook(body: string, webhookId: string): FakePayPalWebhook;
  /** The next `count` Orders API requests are carried out, but their answers are lost (503). */
  loseResponses(count: number): void;
  /** What the order's create request asked to vault (store_in_vault, usage_type, customer_type). */
  vaultRequest(id: string): Record<string, unknown> | undefined;
  /** The orders charged to a vaulted wallet without the payer (renewals), oldest first. */
  vaultCharges(vaultId: string): FakePayPalOrder[];
  /** The stored_credential a vaulted-wallet charge was created with. */
  storedCredential(id: string): Record<string, unknown> | undefined;
  /** The next charge of this vaulted wallet is declined ('decline': a DECLINED capture) or refused (422 INSTRUMENT_DECLINED). */
  declineNextVaultCharge(vaultId: string, how?: 'decline' | 'refuse'): void;
  /** A setup token as the fake keeps it (with the request it was made from and its vault id, once vaulted). */
  setupToken(id: string): FakePayPalSetupToken | undefined;
  /** The payer approves the setup token on PayPal's page. */
  approveSetupToken(id: string): void;
  /** How many payment tokens (vaulted wallets without a purchase) were made; replays do not count. */
  readonly paymentTokensCreated: number;
  close(): Promise<void>;
}

const noDecimalCurrencies = new Set(['HUF', 'JPY', 'TWD']);

function upperId(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(length);
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
}

function nowIso(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function issue(status: number, name: string, issueCode: string, description: string) {
  return {
    status,
    body: {
      name,
      message: status === 422 ? 'The requested action could not be performed, semantically incorrect, or failed business validation.' : description,
      debug_id: randomBytes(6).toString('hex'),
      details: [{ issue: issueCode, description }],
    },
  };
}

export async function startFakePayPalServer(options: { clientId?: string; clientSecret?: string; port?: number } = {}): Promise<FakePayPalServer> {
  const clientId = options.clientId ?? 'fake-paypal-client-id';
  const clientSecret = options.clientSecret ?? 'fake-paypal-client-secret';
  const signingKey = randomBytes(32);
  const orders = new Map<string, FakePayPalOrder>();
  const vaults = new Map<string, FakeVault>();
  const setupTokens = new Map<string, FakePayPalSetupToken>();
  let paymentTokensCreated = 0;
  /** Vault id → the orders it paid without the payer. */
  const vaultOrders = new Map<string, string[]>();
  const declineNext = new Set<string>();
  const replays = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const tokens = new Set<string>();
  let ordersCreated = 0;
  let capturesMade = 0;
  let captureRequests = 0;
  let responsesToLose = 0;
  let url = '';

  const view = (order: FakePayPalOrder) => {
    const { experience: _experience, vaultRequest: _vaultRequest, storedCredential: _storedCredential, ...rest } = structuredClone(order);
    return rest;
  };

  function mustGet(id: string): FakePayPalOrder {
    const order = orders.get(id);
    if (!order) throw new Error(`No PayPal order ${id}`);
    return order;
  }

  function approve(id: string): FakePayPalOrder {
    const order = mustGet(id);
    if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'APPROVED') {
      throw new Error(`PayPal order ${id} is ${order.status} and cannot be approved`);
    }
    order.status = 'APPROVED';
    order.payer = { payer_id: upperId(13), email_address: 'payer@example.com' };
    order.update_time = nowIso();
    order.links = order.links.filter((link) => link.rel !== 'approve' && link.rel !== 'payer-action');
    order.links.push({ href: `${url}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' });
    return view(order) as FakePayPalOrder;
  }

  function doCapture(id: string): { status: number; body: unknown } {
    const order = orders.get(id);
    if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    if (order.status === 'COMPLETED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
    if (order.status !== 'APPROVED') {
      return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    }
    const unit = order.purchase_units[0]!;
    const declined = declineNext.delete(id);
    const capture: FakePayPalCapture = {
      id: upperId(17),
      status: declined ? 'DECLINED' : 'COMPLETED',
      amount: unit.amount,
      final_capture: true,
      ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
      create_time: nowIso(),
      update_time: nowIso(),
      supplementary_data: { related_ids: { order_id: id } },
    };
    unit.payments = { captures: [...(unit.payments?.captures ?? []), capture] };
    order.status = 'COMPLETED';
    order.update_time = nowIso();
    if (!declined) capturesMade += 1;
    if (!declined && order.vaultRequest?.store_in_vault === 'ON_SUCCESS') vaultWallet(order);
    return { status: 201, body: view(order) };
  }

  /** PayPal keeps the payer's wallet after a successful payment that asked for it. */
  function vaultWallet(order: FakePayPalOrder): void {
    const vault: FakeVault = { id: upperId(7).toLowerCase(), customerId: upperId(10), nextOutcomes: [] };
    vaults.set(vault.id, vault);
    order.payment_source = {
      paypal: {
        ...order.payment_source?.paypal,
        email_address: order.payer?.email_address ?? 'payer@example.com',
        account_id: order.payer?.payer_id ?? upperId(13),
        attributes: {
          vault: {
            id: vault.id,
            status: 'VAULTED',
            customer: { id: vault.customerId },
            links: [{ href: `${url}/v3/vault/payment-tokens/${vault.id}`, rel: 'self', method: 'GET' }],
          },
        },
      },
    };
  }

  /** A merchant-initiated charge of a vaulted wallet: the order is created and captured in one call. */
  function chargeVault(
    vaultId: string,
    unit: FakePayPalOrder['purchase_units'][number],
    intent: string,
    storedCredential: Record<string, unknown> | undefined,
  ): { status: number; body: unknown; final?: boolean } {
    const vault = vaults.get(vaultId);
    if (!vault) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    const outcome = vault.nextOutcomes.shift();
    // A refusal is this request's answer: a retry under the same PayPal-Request-Id gets it again.
    if (outcome === 'refuse') {
      return { ...issue(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', 'The instrument presented was either declined by the processor or bank.'), final: true };
    }
    const id = upperId(17);
    const created = nowIso();
    const capture: FakePayPalCapture = {
      id: upperId(17),
      status: outcome === 'decline' ? 'DECLINED' : 'COMPLETED',
      amount: unit.amount,
      final_capture: true,
      ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
      create_time: created,
      update_time: created,
      supplementary_data: { related_ids: { order_id: id } },
    };
    const order: FakePayPalOrder = {
      id,
      intent,
      status: 'COMPLETED',
      purchase_units: [{ ...unit, payments: { captures: [capture] } }],
      payment_source: { paypal: { attributes: { vault: { id: vault.id, customer: { id: vault.customerId } } } } },
      links: [{ href: `${url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' }],
      create_time: created,
      update_time: created,
      ...(storedCredential ? { storedCredential: structuredClone(storedCredential) } : {}),
    };
    orders.set(id, order);
    vaultOrders.set(vault.id, [...(vaultOrders.get(vault.id) ?? []), id]);
    ordersCreated += 1;
    if (capture.status === 'COMPLETED') capturesMade += 1;
    return { status: 201, body: view(order) };
  }

  const setupTokenView = (token: FakePayPalSetupToken) => {
    const { request: _request, vaultId: _vaultId, ...rest } = structuredClone(token);
    return rest;
  };

  function createSetupToken(body: Record<string, unknown>): { status: number; body: unknown } {
    const paypal = (body.payment_source as { paypal?: Record<string, unknown> } | undefined)?.paypal;
    if (!paypal) return issue(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'payment_source is required');
    if (paypal.usage_type !== 'MERCHANT' && paypal.usage_type !== 'PLATFORM') {
      return issue(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'usage_type must be MERCHANT or PLATFORM');
    }
    const context = (paypal.experience_context ?? {}) as Record<string, string>;
    if (!context.return_url || !context.cancel_url) return issue(422, 'UNPROCESSABLE_ENTITY', 'MISSING_REQUIRED_PARAMETER', 'return_url and cancel_url are required');
    const id = upperId(17);
    const token: FakePayPalSetupToken = {
      id,
      status: 'PAYER_ACTION_REQUIRED',
      customer: { id: upperId(10) },
      payment_source: { paypal: {} },
      links: [
        { href: `${url}/agreements/approve?approval_session_id=${id}`, rel: 'approve', method: 'GET' },
        { href: `${url}/v3/vault/setup-tokens/${id}`, rel: 'self', method: 'GET' },
      ],
      request: structuredClone(paypal),
    };
    setupTokens.set(id, token);
    return { status: 201, body: setupTokenView(token) };
  }

  function approveSetupToken(id: string): FakePayPalSetupToken {
    const token = setupTokens.get(id);
    if (!token) throw new Error(`No PayPal setup token ${id}`);
    if (token.status === 'PAYER_ACTION_REQUIRED') {
      token.status = 'APPROVED';
      token.payment_source = { paypal: { email_address: 'payer@example.com', payer_id: upperId(13) } };
      token.links = token.links.filter((link) => link.rel !== 'approve');
    }
    return token;
  }

  /** A payment token from an approved setup token: the wallet is vaulted for merchant-initiated charges. */
  function createPaymentToken(body: Record<string, unknown>): { status: number; body: unknown; final?: boolean } {
    const source = (body.payment_source as { token?: { id?: string; type?: string } } | undefined)?.token;
    if (!source?.id || source.type !== 'SETUP_TOKEN') return issue(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'payment_source.token is required');
    const token = setupTokens.get(source.id);
    if (!token) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    if (token.status === 'PAYER_ACTION_REQUIRED') return issue(422, 'UNPROCESSABLE_ENTITY', 'SETUP_TOKEN_NOT_APPROVED', 'The payer has not approved the setup token.');
    if (!token.vaultId) {
      const vault: FakeVault = { id: upperId(7).toLowerCase(), customerId: token.customer.id, nextOutcomes: [] };
      vaults.set(vault.id, vault);
      token.vaultId = vault.id;
      token.status = 'VAULTED';
      paymentTokensCreated += 1;
    }
    return {
      status: 201,
      body: {
        id: token.vaultId,
        customer: { id: token.customer.id },
        payment_source: { paypal: token.payment_source.paypal },
        links: [{ href: `${url}/v3/vault/payment-tokens/${token.vaultId}`, rel: 'self', method: 'GET' }],
      },
    };
  }

  function createOrder(body: Record<string, unknown>): { status: number; body: unknown; final?: boolean } {
    const units = body.purchase_units as { amount?: { currency_code?: string; value?: string }; custom_id?: string; description?: string }[] | undefined;
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') return issue(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'intent is required');
    const unit = units?.[0];
    const currency = unit?.amount?.currency_code ?? '';
    const value = unit?.amount?.value ?? '';
    if (!/^[A-Z]{3}$/.test(currency)) return issue(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'currency_code is invalid');
    if (!/^\d+(\.\d{1,2})?$/.test(value)) return issue(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX', 'amount value is invalid');
    if (noDecimalCurrencies.has(currency) && value.includes('.')) {
      return issue(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION', 'If the currency supports decimals, only two decimal place precision is supported.');
    }
    const paypal = (
      body.payment_source as
        | {
            paypal?: {
              experience_context?: Record<string, string>;
              vault_id?: string;
              stored_credential?: Record<string, unknown>;
              attributes?: { vault?: Record<string, unknown> };
            };
          }
        | undefined
    )?.paypal;
    if (paypal?.vault_id) {
      return chargeVault(
        paypal.vault_id,
        {
          reference_id: 'default',
          amount: { currency_code: currency, value },
          ...(unit?.custom_id ? { custom_id: unit.custom_id } : {}),
          ...(unit?.description ? { description: unit.description } : {}),
        },
        String(body.intent),
        paypal.stored_credential,
      );
    }
    const id = upperId(17);
    const context = paypal?.experience_context ?? (body.application_context as Record<string, string> | undefined) ?? {};
    const created = nowIso();
    const order: FakePayPalOrder = {
      id,
      intent: String(body.intent),
      status: paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      purchase_units: [
        {
          reference_id: 'default',
          amount: { currency_code: currency, value },
          ...(unit?.custom_id ? { custom_id: unit.custom_id } : {}),
          ...(unit?.description ? { description: unit.description } : {}),
        },
      ],
      ...(paypal ? { payment_source: { paypal: {} } } : {}),
      links: [
        { href: `${url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${url}/checkoutnow?token=${id}`, rel: paypal ? 'payer-action' : 'approve', method: 'GET' },
      ],
      create_time: created,
      update_time: created,
      experience: {
        ...(context.return_url ? { return_url: context.return_url } : {}),
        ...(context.cancel_url ? { cancel_url: context.cancel_url } : {}),
        ...(context.locale ? { locale: context.locale } : {}),
      },
      ...(paypal?.attributes?.vault ? { vaultRequest: structuredClone(paypal.attributes.vault) } : {}),
    };
    orders.set(id, order);
    ordersCreated += 1;
    return { status: 201, body: view(order) };
  }

  function canonical(event: unknown): string {
    return JSON.stringify(event);
  }

  function signature(transmissionId: string, time: string, webhookId: string, body: string): string {
    return createHmac('sha256', signingKey).update(`${transmissionId}|${time}|${webhookId}|`).update(body).digest('base64');
  }

  function signWebhook(body: string, webhookId: string): FakePayPalWebhook {
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    return {
      body,
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${url}/v1/notifications/certs/CERT-fake`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature(transmissionId, time, webhookId, canonical(JSON.parse(body))),
        'paypal-transmission-time': time,
      },
    };
  }

  function webhook(eventType: string, orderId: string, webhookId: string): FakePayPalWebhook {
    const order = mustGet(orderId);
    const captures = order.purchase_units[0]?.payments?.captures ?? [];
    const isCapture = eventType.startsWith('PAYMENT.CAPTURE.');
    const resource = isCapture ? captures[captures.length - 1] : view(order);
    if (!resource) throw new Error(`PayPal order ${orderId} has no capture for ${eventType}`);
    const event = {
      id: `WH-${upperId(8)}-${upperId(17)}`,
      event_version: '1.0',
      create_time: nowIso(),
      resource_type: isCapture ? 'capture' : 'checkout-order',
      resource_version: '2.0',
      event_type: eventType,
      summary: `${eventType} for ${orderId}`,
      resource: structuredClone(resource),
      links: [],
    };
    return signWebhook(JSON.stringify(event), webhookId);
  }

  function verify(body: Record<string, unknown>): { verification_status: 'SUCCESS' | 'FAILURE' } {
    const fields = ['transmission_id', 'transmission_time', 'transmission_sig', 'webhook_id', 'cert_url', 'auth_algo'] as const;
    if (fields.some((field) => typeof body[field] !== 'string') || body.webhook_event === undefined) return { verification_status: 'FAILURE' };
    const expected = signature(String(body.transmission_id), String(body.transmission_time), String(body.webhook_id), canonical(body.webhook_event));
    return { verification_status: expected === body.transmission_sig ? 'SUCCESS' : 'FAILURE' };
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(6).toString('hex'), ...headers });
    res.end(JSON.stringify(body));
  }

  function withReplay(
    key: string | undefined,
    fingerprint: string,
    run: () => { status: number; body: unknown; final?: boolean },
  ): { status: number; body: unknown } {
    if (!key) return run();
    const earlier = replays.get(key);
    if (earlier && earlier.fingerprint === fingerprint) return earlier;
    if (earlier) return issue(422, 'UNPROCESSABLE_ENTITY', 'DUPLICATE_REQUEST_ID', 'The PayPal-Request-Id was already used for another request.');
    const result = run();
    if (result.status < 300 || result.final) replays.set(key, { fingerprint, status: result.status, body: result.body });
    return result;
  }

  function control(method: string, path: string, raw: string): { status: number; body: unknown } {
    if (method === 'GET' && path === '/_test/stats') return { status: 200, body: { ordersCreated, capturesMade, captureRequests } };
    if (method === 'POST' && path === '/_test/lose-responses') {
      responsesToLose = Number((JSON.parse(raw || '{}') as { count?: number }).count ?? 1);
      return { status: 200, body: { ok: true } };
    }
    if (method === 'POST' && path === '/_test/webhooks') {
      const input = JSON.parse(raw || '{}') as { event_type?: string; order_id?: string; webhook_id?: string };
      return { status: 200, body: webhook(input.event_type ?? '', input.order_id ?? '', input.webhook_id ?? '') };
    }
    const setupApproval = /^\/_test\/setup-tokens\/([^/]+)\/approve$/.exec(path);
    if (method === 'POST' && setupApproval) return { status: 200, body: setupTokenView(approveSetupToken(decodeURIComponent(setupApproval[1]!))) };
    const match = /^\/_test\/orders\/([^/]+)\/(approve|decline-next-capture|void|capture)$/.exec(path);
    if (method === 'POST' && match) {
      const id = decodeURIComponent(match[1]!);
      switch (match[2]) {
        case 'approve':
          return { status: 200, body: approve(id) };
        case 'decline-next-capture':
          mustGet(id);
          declineNext.add(id);
          return { status: 200, body: { ok: true } };
        case 'void':
          return { status: 200, body: voidOrder(id) };
        default:
          return doCapture(id);
      }
    }
    return { status: 404, body: { message: 'unknown test control' } };
  }

  function voidOrder(id: string): FakePayPalOrder {
    const order = mustGet(id);
    if (order.status === 'COMPLETED') throw new Error(`PayPal order ${id} is completed and cannot be voided`);
    order.status = 'VOIDED';
    order.update_time = nowIso();
    return view(order) as FakePayPalOrder;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const requestUrl = new URL(req.url ?? '/', 'http://fake-paypal');
      const path = requestUrl.pathname;
      const raw = await readBody(req);

      if (path.startsWith('/_test/')) {
        try {
          const result = control(method, path, raw);
          return send(res, result.status, result.body);
        } catch (error) {
          return send(res, 400, { message: (error as Error).message });
        }
      }

      if (method === 'GET' && path === '/checkoutnow') {
        const order = orders.get(requestUrl.searchParams.get('token') ?? '');
        if (!order) return send(res, 404, { message: 'no such order' });
        const cancel = requestUrl.searchParams.get('cancel') === '1';
        const target = cancel ? order.experience?.cancel_url : order.experience?.return_url;
        if (!cancel) approve(order.id);
        if (!target) return send(res, 200, { id: order.id, status: order.status });
        const back = new URL(target);
        back.searchParams.set('token', order.id);
        if (!cancel && order.payer) back.searchParams.set('PayerID', order.payer.payer_id);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }

      if (method === 'GET' && path === '/agreements/approve') {
        const token = setupTokens.get(requestUrl.searchParams.get('approval_session_id') ?? '');
        if (!token) return send(res, 404, { message: 'no such setup token' });
        const cancel = requestUrl.searchParams.get('cancel') === '1';
        const context = (token.request.experience_context ?? {}) as Record<string, string>;
        if (!cancel) approveSetupToken(token.id);
        const back = new URL(cancel ? context.cancel_url! : context.return_url!);
        if (!cancel) back.searchParams.set('approval_token_id', token.id);
        back.searchParams.set('approval_session_id', token.id);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }

      if (method === 'POST' && path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
          return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        const token = `A21AA${randomBytes(24).toString('base64url')}`;
        tokens.add(token);
        return send(res, 200, {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32400,
          nonce: randomUUID(),
        });
      }

      const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) {
        return send(res, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.', debug_id: 'fake' });
      }
      const requestId = typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : undefined;
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(res, 400, issue(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.').body);
      }

      if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return send(res, 200, verify(body));
      const answer = (status: number, payload: unknown) => {
        if (responsesToLose > 0) {
          responsesToLose -= 1;
          return send(res, 503, { name: 'SERVICE_UNAVAILABLE', message: 'The answer was lost (fake).', debug_id: 'fake' });
        }
        return send(res, status, payload);
      };
      if (method === 'POST' && path === '/v2/checkout/orders') {
        const result = withReplay(requestId && `create ${requestId}`, raw, () => createOrder(body));
        return answer(result.status, result.body);
      }
      if (method === 'POST' && path === '/v3/vault/setup-tokens') {
        const result = withReplay(requestId && `setup ${requestId}`, raw, () => createSetupToken(body));
        return answer(result.status, result.body);
      }
      const setupMatch = /^\/v3\/vault\/setup-tokens\/([^/]+)$/.exec(path);
      if (method === 'GET' && setupMatch) {
        const token = setupTokens.get(decodeURIComponent(setupMatch[1]!));
        if (!token) return answer(404, issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.').body);
        return answer(200, setupTokenView(token));
      }
      if (method === 'POST' && path === '/v3/vault/payment-tokens') {
        const result = withReplay(requestId && `payment-token ${requestId}`, raw, () => createPaymentToken(body));
        return answer(result.status, result.body);
      }
      const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      if (match) {
        const id = decodeURIComponent(match[1]!);
        if (method === 'GET' && !match[2]) {
          const order = orders.get(id);
          if (!order) return answer(404, issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.').body);
          return answer(200, view(order));
        }
        if (method === 'POST' && match[2]) {
          captureRequests += 1;
          const result = withReplay(requestId && `capture ${requestId}`, id, () => doCapture(id));
          return answer(result.status, result.body);
        }
      }
      return send(res, 404, issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `No route ${method} ${path}`).body);
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: (error as Error).message });
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    get ordersCreated() {
      return ordersCreated;
    },
    get capturesMade() {
      return capturesMade;
    },
    get captureRequests() {
      return captureRequests;
    },
    order: (id) => {
      const order = orders.get(id);
      return order ? (view(order) as FakePayPalOrder) : undefined;
    },
    experience: (id) => structuredClone(orders.get(id)?.experience),
    orderForPayment: (paymentId) => {
      const order = [...orders.values()].find((candidate) => candidate.purchase_units[0]?.custom_id === paymentId);
      return order ? (view(order) as FakePayPalOrder) : undefined;
    },
    approve,
    declineNextCapture(id) {
      mustGet(id);
      declineNext.add(id);
    },
    void: voidOrder,
    capture(id) {
      const result = doCapture(id);
      if (result.status >= 300) throw new Error(`Capture of ${id} failed: ${JSON.stringify(result.body)}`);
      return result.body as FakePayPalOrder;
    },
    webhook,
    signWebhook,
    loseResponses(count) {
      responsesToLose = count;
    },
    vaultRequest: (id) => structuredClone(orders.get(id)?.vaultRequest),
    storedCredential: (id) => structuredClone(orders.get(id)?.storedCredential),
    vaultCharges: (vaultId) => (vaultOrders.get(vaultId) ?? []).map((id) => view(orders.get(id)!) as FakePayPalOrder),
    declineNextVaultCharge(vaultId, how = 'decline') {
      const vault = vaults.get(vaultId);
      if (!vault) throw new Error(`No PayPal vault ${vaultId}`);
      vault.nextOutcomes.push(how);
    },
    setupToken: (id) => structuredClone(setupTokens.get(id)),
    approveSetupToken(id) {
      approveSetupToken(id);
    },
    get paymentTokensCreated() {
      return paymentTokensCreated;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
