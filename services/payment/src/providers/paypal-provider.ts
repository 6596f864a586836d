/**
 * PayPal payments through Orders v2 (the official server SDK). Our payment id is the PayPal-Request-Id of
 * the create call and the purchase unit's custom_id, so a repeated create returns the first order and
 * webhooks lead back to our row; the capture's request id is `${paymentId}-capture`, so capturing twice
 * moves money once. Webhooks are verified by PayPal's verify-webhook-signature API, which the SDK does
 * not wrap: we call it with the SDK's OAuth token against the same base URL.
 *
 * Subscriptions: the first payment asks PayPal to vault the payer's wallet on success (merchant-initiated
 * use, consumer); the captured order carries the vault id, kept as the saved method. Renewals create an
 * order paid by that vault id with no buyer present, PayPal-Request-Id = our payment id, so a retry never
 * charges twice. A decline is an answer (failed with PayPal's issue), not an error.
 *
 * A free trial's first step charges nothing: PayPal's vault without purchase (Payment Method Tokens v3). A
 * setup token (PayPal-Request-Id = our payment id) sends the payer to approve; once approved, a payment
 * token made from it (PayPal-Request-Id `${paymentId}-vault`) is the vault id renewals are charged to.
 */
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  ExperienceContextShippingPreference,
  OrdersController,
  PaymentInitiator,
  PaypalExperienceUserAction,
  PaypalPaymentTokenCustomerType,
  PaypalPaymentTokenUsageType,
  PaypalWalletContextShippingPreference,
  StoreInVaultInstruction,
  StoredPaymentSourceUsageType,
  UsagePattern,
  VaultController,
  VaultInstructionAction,
  VaultTokenRequestType,
  VaultUserAction,
  type Order,
  type OrderRequest,
  type OAuthToken,
  type PaymentTokenResponse,
  type SetupTokenResponse,
} from '@paypal/paypal-server-sdk';
import type { Logger } from '@mindprint/platform/logger';
import {
  WebhookRejected,
  type ChargeSavedInput,
  type CreateProviderPaymentInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
  type ProviderWebhookEvent,
  type SavedMethodRef,
} from './payment-provider.js';
import { toPayPalValue } from './provider-amounts.js';

export interface PayPalProviderOptions {
  clientId: string;
  clientSecret: string;
  webhookId?: string;
  environment: 'sandbox' | 'production';
  /** PayPal's API base, for a local fake in tests; PayPal's own host for the environment otherwise. */
  apiBase?: string;
  log?: Logger;
}

const paypalHosts = { sandbox: 'https://api-m.sandbox.paypal.com', production: 'https://api-m.paypal.com' } as const;

/** A PayPal failure without anything secret in it (no client secret, no token, no request). */
export class PayPalProviderError extends Error {
  override readonly name = 'PayPalProviderError';
  constructor(
    message: string,
    /** PayPal's issue (ORDER_NOT_APPROVED…) or error name, when it gave one. */
    readonly issue: string | undefined,
    readonly statusCode: number | undefined,
  ) {
    super(message);
  }
}

interface PayPalErrorBody {
  name?: string;
  error?: string;
  debug_id?: string;
  details?: { issue?: string }[];
}

function errorBody(error: ApiError): PayPalErrorBody | undefined {
  const result = (error as { result?: unknown }).result;
  if (result && typeof result === 'object') return result as PayPalErrorBody;
  if (typeof error.body === 'string') {
    try {
      return JSON.parse(error.body) as PayPalErrorBody;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** PayPal's issue code of a failed call: ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED, RESOURCE_NOT_FOUND… */
function issueOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = errorBody(error);
  return body?.details?.[0]?.issue ?? body?.name ?? body?.error;
}

function sanitize(error: unknown, action: string): PayPalProviderError {
  if (error instanceof PayPalProviderError) return error;
  if (error instanceof ApiError) {
    const issue = issueOf(error);
    const debugId = errorBody(error)?.debug_id;
    return new PayPalProviderError(
      `PayPal ${action} failed: HTTP ${error.statusCode}${issue ? ` ${issue}` : ''}${debugId ? ` (debug id ${debugId})` : ''}`,
      issue,
      error.statusCode,
    );
  }
  const reason = error instanceof Error ? `${error.name}${'code' in error && typeof error.code === 'string' ? ` ${error.code}` : ''}` : 'unknown error';
  return new PayPalProviderError(`PayPal ${action} failed: ${reason}`, undefined, undefined);
}

function approvalUrlOf(order: Order): string | undefined {
  const links = order.links ?? [];
  return (links.find((link) => link.rel === 'payer-action') ?? links.find((link) => link.rel === 'approve'))?.href;
}

/** The wallet PayPal vaulted on a first payment: the vault id renewals are charged to. */
function vaultedWallet(order: Order): SavedMethodRef | undefined {
  const vault = order.paymentSource?.paypal?.attributes?.vault;
  // APPROVED without an id: PayPal vaults later and says so by webhook; only an id can be charged.
  if (!vault?.id) return undefined;
  return { methodRef: vault.id, ...(vault.customer?.id ? { customerRef: vault.customer.id } : {}), brand: 'PayPal' };
}

/** Where an order stands, in the provider interface's words. */
export function mapOrder(order: Order): ProviderPayment {
  const providerRef = order.id ?? '';
  const captures = order.purchaseUnits?.[0]?.payments?.captures ?? [];
  const capture = captures[captures.length - 1];
  if (capture) {
    switch (capture.status) {
      case 'COMPLETED':
      case 'PARTIALLY_REFUNDED':
      case 'REFUNDED': {
        // Money moved; refunds are a separate story.
        const savedMethod = vaultedWallet(order);
        return { providerRef, status: 'succeeded', ...(capture.id ? { transactionId: capture.id } : {}), ...(savedMethod ? { savedMethod } : {}) };
      }
      case 'PENDING':
        return { providerRef, status: 'processing', ...(capture.id ? { transactionId: capture.id } : {}) };
      case 'DECLINED':
      case 'FAILED':
        return { providerRef, status: 'failed', failureCode: 'declined' };
      default:
        break;
    }
  }
  let status: ProviderStatus;
  switch (order.status) {
    case 'VOIDED':
      return { providerRef, status: 'canceled', failureCode: 'canceled' };
    case 'COMPLETED':
      // Completed without a capture in view (a minimal representation): money is on its way.
      status = 'processing';
      break;
    default:
      // CREATED, SAVED, PAYER_ACTION_REQUIRED: the payer has to approve; APPROVED: we have to capture.
      status = 'requires_action';
  }
  const payment: ProviderPayment = { providerRef, status };
  const approvalUrl = status === 'requires_action' && order.status !== 'APPROVED' ? approvalUrlOf(order) : undefined;
  if (approvalUrl) payment.approvalUrl = approvalUrl;
  return payment;
}

/** Where a vault setup token stands: the payer approves it, then we turn it into a payment token. */
export function mapSetupToken(token: SetupTokenResponse): ProviderPayment {
  const providerRef = token.id ?? '';
  if (token.status === 'CREATED' || token.status === 'PAYER_ACTION_REQUIRED') {
    const approvalUrl = (token.links ?? []).find((link) => link.rel === 'approve')?.href;
    return { providerRef, status: 'requires_action', ...(approvalUrl ? { approvalUrl } : {}) };
  }
  // APPROVED (or already vaulted): nothing left for the payer; the payment token is ours to create.
  return { providerRef, status: 'requires_action' };
}

/** A payment token made from an approved setup token: the wallet kept, nothing charged. */
export function mapPaymentToken(setupTokenId: string, token: PaymentTokenResponse): ProviderPayment {
  if (!token.id) return { providerRef: setupTokenId, status: 'failed', failureCode: 'provider_error' };
  return {
    providerRef: setupTokenId,
    status: 'succeeded',
    savedMethod: { methodRef: token.id, ...(token.customer?.id ? { customerRef: token.customer.id } : {}), brand: 'PayPal' },
  };
}

/** The spec's language codes (EN, CN, HK…) as PayPal's checkout locales. */
const paypalLocales: Record<string, string> = {
  EN: 'en-US',
  CN: 'zh-CN',
  FR: 'fr-FR',
  ES: 'es-ES',
  JA: 'ja-JP',
  HK: 'zh-HK',
  DE: 'de-DE',
  PT: 'pt-BR',
  KR: 'ko-KR',
  KO: 'ko-KR',
  ZH: 'zh-CN',
};

/** PayPal takes locales like "en-US"; anything it may not know is left out rather than rejected by PayPal. */
export function paypalLocale(locale: string): string | undefined {
  const known = paypalLocales[locale.trim().toUpperCase()];
  if (known) return known;
  const match = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(locale.trim());
  return match ? `${match[1]!.toLowerCase()}-${match[2]!.toUpperCase()}` : undefined;
}

/**
 * The SDK only knows PayPal's two hosts. For a local fake (apiBase) its HTTP client (axios underneath)
 * gets an adapter that sends the same request, path and headers to apiBase instead, with fetch.
 */
function redirectingAdapter(apiBase: string) {
  const base = new URL(apiBase);
  const prefix = base.pathname.replace(/\/$/, '');
  return async (config: {
    url?: string;
    method?: string;
    headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
    data?: unknown;
    timeout?: number;
  }) => {
    const original = new URL(config.url ?? '/', base);
    const target = new URL(`${prefix}${original.pathname}${original.search}`, base);
    const rawHeaders = typeof config.headers?.toJSON === 'function' ? config.headers.toJSON() : (config.headers ?? {});
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(rawHeaders)) {
      if (value === undefined || value === null || value === false) continue;
      if (['host', 'content-length', 'connection'].includes(name.toLowerCase())) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const method = (config.method ?? 'get').toUpperCase();
    const response = await fetch(target, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' || config.data === undefined || config.data === null ? undefined : (config.data as string),
      signal: AbortSignal.timeout(config.timeout && config.timeout > 0 ? config.timeout : 30_000),
    });
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config,
      request: {},
    };
  };
}

function header(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

interface WebhookResource {
  id?: string;
  status?: string;
  custom_id?: string;
  purchase_units?: { custom_id?: string }[];
  supplementary_data?: { related_ids?: { order_id?: string } };
  status_details?: { reason?: string };
}

interface WebhookEventBody {
  id?: string;
  event_type?: string;
  create_time?: string;
  resource_type?: string;
  resource?: WebhookResource;
}

export function createPayPalProvider(options: PayPalProviderOptions): PaymentProvider {
  const apiBase = (options.apiBase ?? paypalHosts[options.environment]).replace(/\/$/, '');
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
    environment: options.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
    // Creates and captures carry a PayPal-Request-Id, so retrying a POST never pays twice.
    // The SDK waits retryInterval × 2^n seconds between tries, never more than maximumRetryWaitTime in all.
    httpClientOptions: {
      timeout: 20_000,
      retryConfig: { maxNumberOfRetries: 2, retryInterval: 0.5, maximumRetryWaitTime: 10, httpMethodsToRetry: ['GET', 'POST'] },
    },
    ...(options.apiBase ? { unstable_httpClientOptions: { adapter: redirectingAdapter(options.apiBase) } } : {}),
  });
  const orders = new OrdersController(client);
  const vault = new VaultController(client);
  const log = options.log;

  async function call<T>(action: string, run: () => Promise<{ result: T }>): Promise<T> {
    try {
      return (await run()).result;
    } catch (error) {
      throw sanitize(error, action);
    }
  }

  function orderRequest(input: CreateProviderPaymentInput): OrderRequest {
    const locale = paypalLocale(input.locale);
    return {
      intent: CheckoutPaymentIntent.Capture,
      purchaseUnits: [
        {
          customId: input.paymentId,
          ...(input.description.trim() ? { description: input.description.trim().slice(0, 127) } : {}),
          amount: { currencyCode: input.currency.toUpperCase(), value: toPayPalValue(input.amountMinor, input.currency) },
        },
      ],
      paymentSource: {
        paypal: {
          experienceContext: {
            returnUrl: input.returnUrl,
            cancelUrl: input.cancelUrl,
            userAction: PaypalExperienceUserAction.PayNow,
            shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
            ...(locale ? { locale } : {}),
          },
          ...(input.saveForOffSession
            ? {
                attributes: {
                  vault: {
                    storeInVault: StoreInVaultInstruction.OnSuccess,
                    usageType: PaypalPaymentTokenUsageType.Merchant,
                    customerType: PaypalPaymentTokenCustomerType.Consumer,
                  },
                },
              }
            : {}),
        },
      },
    };
  }

  /** A renewal: an order paid by the vaulted wallet, which PayPal completes at once (no payer to approve). */
  function vaultOrderRequest(input: ChargeSavedInput): OrderRequest {
    return {
      intent: CheckoutPaymentIntent.Capture,
      purchaseUnits: [
        {
          customId: input.paymentId,
          ...(input.description.trim() ? { description: input.description.trim().slice(0, 127) } : {}),
          amount: { currencyCode: input.currency.toUpperCase(), value: toPayPalValue(input.amountMinor, input.currency) },
        },
      ],
      paymentSource: {
        paypal: {
          vaultId: input.savedMethod.methodRef,
          // A merchant-initiated charge of a stored wallet, one of a subscription's prepaid periods.
          storedCredential: {
            paymentInitiator: PaymentInitiator.Merchant,
            usage: StoredPaymentSourceUsageType.Subsequent,
            usagePattern: UsagePattern.SubscriptionPrepaid,
          },
        },
      },
    };
  }

  async function chargeSaved(input: ChargeSavedInput): Promise<ProviderPayment> {
    let order: Order;
    try {
      ({ result: order } = await orders.createOrder({ body: vaultOrderRequest(input), paypalRequestId: input.paymentId, prefer: 'return=representation' }));
    } catch (error) {
      // 422: PayPal refused the charge (INSTRUMENT_DECLINED, TRANSACTION_REFUSED, PAYER_ACTION_REQUIRED…).
      if (error instanceof ApiError && error.statusCode === 422) {
        const issue = issueOf(error) ?? 'declined';
        log?.info({ paymentId: input.paymentId, issue }, 'PayPal declined a vaulted-wallet charge');
        return { providerRef: '', status: 'failed', failureCode: issue.toLowerCase().slice(0, 64) };
      }
      throw sanitize(error, 'vaulted-wallet charge');
    }
    const view = mapOrder(order);
    // Usually completed by the create; an order left approved is captured under its own request id.
    if (view.status === 'requires_action' && order.status === 'APPROVED' && order.id) {
      return provider.capture!({ paymentId: input.paymentId, providerRef: order.id });
    }
    if (view.status === 'requires_action') return { ...view, status: 'failed', failureCode: 'payer_action_required' };
    return view;
  }

  /** Vault without purchase: a setup token the payer approves on PayPal's page (a free trial's first step). */
  async function createSetupToken(input: CreateProviderPaymentInput): Promise<SetupTokenResponse> {
    const locale = paypalLocale(input.locale);
    return call('create setup token', () =>
      vault.createSetupToken({
        body: {
          paymentSource: {
            paypal: {
              ...(input.description.trim() ? { description: input.description.trim().slice(0, 127) } : {}),
              usageType: PaypalPaymentTokenUsageType.Merchant,
              customerType: PaypalPaymentTokenCustomerType.Consumer,
              usagePattern: UsagePattern.SubscriptionPrepaid,
              experienceContext: {
                returnUrl: input.returnUrl,
                cancelUrl: input.cancelUrl,
                shippingPreference: ExperienceContextShippingPreference.NoShipping,
                userAction: VaultUserAction.SetupNow,
                vaultInstruction: VaultInstructionAction.OnCreatePaymentTokens,
                ...(locale ? { locale } : {}),
              },
            },
          },
        },
        paypalRequestId: input.paymentId,
      }),
    );
  }

  async function getSetupToken(id: string): Promise<SetupTokenResponse | undefined> {
    try {
      return (await vault.getSetupToken(id)).result;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return undefined;
      throw sanitize(error, 'retrieve setup token');
    }
  }

  /** The approved setup token becomes a payment token (the vault id); the same request id never makes two. */
  async function vaultApproved(ref: { paymentId: string; providerRef: string }): Promise<ProviderPayment> {
    try {
      const { result } = await vault.createPaymentToken({
        body: { paymentSource: { token: { id: ref.providerRef, type: VaultTokenRequestType.SetupToken } } },
        paypalRequestId: `${ref.paymentId}-vault`,
      });
      return mapPaymentToken(ref.providerRef, result);
    } catch (error) {
      // 422: not approved (yet), or PayPal refused to vault the wallet: read where the setup token stands.
      if (error instanceof ApiError && error.statusCode === 422) {
        log?.info({ paymentId: ref.paymentId, issue: issueOf(error) }, 'PayPal did not vault the wallet; reading the setup token');
        const token = await getSetupToken(ref.providerRef);
        if (!token) throw sanitize(error, 'vault');
        const current = mapSetupToken(token);
        return current.approvalUrl ? current : { providerRef: ref.providerRef, status: 'failed', failureCode: (issueOf(error) ?? 'vault_refused').toLowerCase().slice(0, 64) };
      }
      throw sanitize(error, 'vault');
    }
  }

  async function createOrder(input: CreateProviderPaymentInput): Promise<Order> {
    return call('create', () =>
      orders.createOrder({ body: orderRequest(input), paypalRequestId: input.paymentId, prefer: 'return=representation' }),
    );
  }

  async function getOrder(providerRef: string): Promise<Order | undefined> {
    try {
      return (await orders.getOrder({ id: providerRef })).result;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return undefined;
      throw sanitize(error, 'retrieve');
    }
  }

  let token: { value: string; expiresAt: number } | undefined;
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    let fetched: OAuthToken;
    try {
      fetched = await client.clientCredentialsAuthManager.fetchToken();
    } catch (error) {
      throw sanitize(error, 'authentication');
    }
    const lifetimeMs = fetched.expiresIn !== undefined ? Number(fetched.expiresIn) * 1000 : 5 * 60_000;
    token = { value: fetched.accessToken, expiresAt: Date.now() + lifetimeMs };
    return token.value;
  }

  async function verifySignature(rawBody: string, headers: Record<string, string>, webhookId: string): Promise<boolean> {
    const fields = {
      auth_algo: header(headers, 'paypal-auth-algo'),
      cert_url: header(headers, 'paypal-cert-url'),
      transmission_id: header(headers, 'paypal-transmission-id'),
      transmission_sig: header(headers, 'paypal-transmission-sig'),
      transmission_time: header(headers, 'paypal-transmission-time'),
    };
    if (Object.values(fields).some((value) => !value)) return false;
    // The event goes back byte for byte as received: PayPal checks the signature over the raw body.
    const body = `${JSON.stringify({ ...fields, webhook_id: webhookId }).slice(0, -1)},"webhook_event":${rawBody}}`;
    const send = async () =>
      fetch(`${apiBase}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
        body,
        signal: AbortSignal.timeout(20_000),
      });
    let response = await send();
    if (response.status === 401) {
      token = undefined;
      response = await send();
    }
    if (!response.ok) {
      throw new PayPalProviderError(`PayPal webhook verification failed: HTTP ${response.status}`, undefined, response.status);
    }
    const result = (await response.json()) as { verification_status?: string };
    return result.verification_status === 'SUCCESS';
  }

  const provider: PaymentProvider = {
    name: 'paypal',
    methods: ['paypal'],
    testMode: options.environment === 'sandbox',
    chargeSaved,

    async create(input) {
      if (input.amountMinor === 0 && input.saveForOffSession) return mapSetupToken(await createSetupToken(input));
      return mapOrder(await createOrder(input));
    },

    async retrieve(ref) {
      if (ref.setupOnly) {
        // Lost the setup token's id: the same PayPal-Request-Id returns it.
        const id = ref.providerRef || (ref.createInput ? (await createSetupToken({ ...ref.createInput, paymentId: ref.paymentId })).id : undefined);
        const token = id ? await getSetupToken(id) : undefined;
        if (!token?.id) return undefined;
        const view = mapSetupToken(token);
        return view.approvalUrl ? view : vaultApproved({ paymentId: ref.paymentId, providerRef: token.id });
      }
      let providerRef = ref.providerRef;
      if (!providerRef) {
        // We crashed before storing the order id: the same PayPal-Request-Id returns the original order.
        if (!ref.createInput) return undefined;
        providerRef = (await createOrder({ ...ref.createInput, paymentId: ref.paymentId })).id;
        if (!providerRef) return undefined;
      }
      const order = await getOrder(providerRef);
      return order ? mapOrder(order) : undefined;
    },

    async capture(ref) {
      if (ref.setupOnly) return vaultApproved(ref);
      try {
        const { result } = await orders.captureOrder({
          id: ref.providerRef,
          paypalRequestId: `${ref.paymentId}-capture`,
          prefer: 'return=representation',
        });
        return mapOrder(result);
      } catch (error) {
        const issue = issueOf(error);
        if (issue === 'ORDER_ALREADY_CAPTURED' || issue === 'ORDER_NOT_APPROVED' || issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_ACTION_REQUIRED') {
          log?.info({ paymentId: ref.paymentId, providerRef: ref.providerRef, issue }, 'PayPal capture not done; reading the order');
          const order = await getOrder(ref.providerRef);
          if (!order) throw sanitize(error, 'capture');
          const current = mapOrder(order);
          // A declined funding source: the payer may pick another one on PayPal's page.
          return issue === 'INSTRUMENT_DECLINED' && current.status === 'requires_action' ? { ...current, failureCode: 'instrument_declined' } : current;
        }
        throw sanitize(error, 'capture');
      }
    },

    async parseWebhook(body, headers) {
      if (!options.webhookId) throw new WebhookRejected('PayPal webhooks are not configured (no webhook id)');
      const raw = body.toString('utf8');
      let event: WebhookEventBody;
      try {
        event = JSON.parse(raw) as WebhookEventBody;
      } catch {
        throw new WebhookRejected('PayPal webhook rejected: body is not JSON');
      }
      if (!(await verifySignature(raw, headers, options.webhookId))) {
        log?.warn({ eventId: event.id, eventType: event.event_type }, 'PayPal webhook signature not verified');
        throw new WebhookRejected('PayPal webhook rejected: signature not verified');
      }
      const resource = event.resource ?? {};
      const type = event.event_type ?? '';
      const parsed: ProviderWebhookEvent = {
        eventId: event.id ?? '',
        type,
        providerRef: '',
        occurredAt: event.create_time ? new Date(event.create_time) : new Date(),
      };
      switch (type) {
        case 'CHECKOUT.ORDER.APPROVED':
        case 'CHECKOUT.ORDER.VOIDED':
        case 'CHECKOUT.ORDER.COMPLETED': {
          parsed.providerRef = resource.id ?? '';
          const paymentId = resource.purchase_units?.[0]?.custom_id;
          if (paymentId) parsed.paymentId = paymentId;
          if (type === 'CHECKOUT.ORDER.APPROVED') parsed.status = 'requires_action';
          if (type === 'CHECKOUT.ORDER.VOIDED') {
            parsed.status = 'canceled';
            parsed.failureCode = 'canceled';
          }
          break;
        }
        case 'PAYMENT.CAPTURE.COMPLETED':
        case 'PAYMENT.CAPTURE.DENIED':
        case 'PAYMENT.CAPTURE.PENDING':
        case 'PAYMENT.CAPTURE.DECLINED': {
          parsed.providerRef = resource.supplementary_data?.related_ids?.order_id ?? '';
          if (resource.custom_id) parsed.paymentId = resource.custom_id;
          if (type === 'PAYMENT.CAPTURE.COMPLETED') {
            parsed.status = 'succeeded';
            if (resource.id) parsed.transactionId = resource.id;
          } else if (type === 'PAYMENT.CAPTURE.PENDING') {
            parsed.status = 'processing';
          } else {
            parsed.status = 'failed';
            parsed.failureCode = 'declined';
          }
          break;
        }
        case 'VAULT.PAYMENT-TOKEN.CREATED':
          // PayPal has no event for a setup token's approval; this one follows the payment token we make from it
          // and names only the vault id (resource.id) and PayPal's customer: it leads to the payment that saved it.
          parsed.savedMethodRef = resource.id ?? '';
          break;
        case 'VAULT.PAYMENT-TOKEN.DELETED':
          // The payer (or PayPal) removed the vaulted wallet: renewals must stop charging it.
          parsed.savedMethodRef = resource.id ?? '';
          parsed.savedMethodRemoved = true;
          break;
        default:
          parsed.providerRef = resource.id ?? '';
      }
      return parsed;
    },
  };
  return provider;
}
