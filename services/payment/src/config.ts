import { embeddedParts, env, parseEnv, refuseTestPartsInProduction, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';
import { defaultReconcileGiveUpMs } from './app/reconcile-payments.js';

/** What payment falls back to without each provider variable; refused in production. */
const providerTestParts = (vars: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; PAYPAL_CLIENT_ID?: string; PAYPAL_WEBHOOK_ID?: string }) => ({
  STRIPE_SECRET_KEY: !vars.STRIPE_SECRET_KEY && 'card payments run on the sandbox provider, whose test cards mark orders paid',
  STRIPE_WEBHOOK_SECRET: !vars.STRIPE_WEBHOOK_SECRET && 'Stripe webhooks cannot be verified',
  PAYPAL_CLIENT_ID: !vars.PAYPAL_CLIENT_ID && "PayPal payments run on the sandbox's approval page",
  PAYPAL_WEBHOOK_ID: !vars.PAYPAL_WEBHOOK_ID && 'PayPal webhooks cannot be verified',
});

const schema = z
  .object({
    ...sharedServiceEnv,
    PAYMENT_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
    PAYMENT_GRPC_PORT: env.port(50053),
    ORDER_GRPC_ADDR: env.string('127.0.0.1:50052'),
    GRPC_DEADLINE_MS: env.positiveInt(5_000),
    // Where visitors come back to after PayPal or the sandbox approval page (relative return paths are joined to it).
    PUBLIC_BASE_URL: env.string('http://localhost:8080'),
    // Card payments through Stripe when a secret key is set; the sandbox otherwise.
    STRIPE_SECRET_KEY: env.optionalString(),
    STRIPE_PUBLISHABLE_KEY: env.optionalString(),
    STRIPE_WEBHOOK_SECRET: env.optionalString(),
    // Stripe's API host, for a local fake in tests (the SDK's host, port and protocol settings).
    STRIPE_API_BASE: env.optionalUrl(['http', 'https']),
    // PayPal through Orders v2 when a client id and secret are set; the sandbox's approval page otherwise.
    PAYPAL_CLIENT_ID: env.optionalString(),
    PAYPAL_CLIENT_SECRET: env.optionalString(),
    PAYPAL_WEBHOOK_ID: env.optionalString(),
    // sandbox or production (PayPal's own environments), or a URL of a local fake in tests.
    PAYPAL_ENVIRONMENT: env.string('sandbox'),
    PAYPAL_API_BASE: env.optionalUrl(['http', 'https']),
    // Payments left in an unknown state longer than this are settled by asking the provider.
    RECONCILE_AFTER_MS: env.positiveInt(60_000),
    RECONCILE_INTERVAL_MS: env.positiveInt(30_000),
    // Unsettled payments older than this are left to the provider's webhook (default: three days).
    RECONCILE_GIVE_UP_AFTER_MS: env.positiveInt(defaultReconcileGiveUpMs),
    // Fault harness only (npm run faults): the process kills itself (SIGKILL) right after the sandbox took
    // the Nth card payment, before the payment row records it. Refused with a real card provider.
    FAULT_KILL_AFTER_SANDBOX_CHARGE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  })
  .superRefine((vars, ctx) => {
    refuseTestPartsInProduction(vars, { ...providerTestParts(vars), ...embeddedParts(vars, 'PAYMENT_DATABASE_URL') }, ctx);
    if (vars.STRIPE_SECRET_KEY && !vars.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
    if (vars.FAULT_KILL_AFTER_SANDBOX_CHARGE && (vars.STRIPE_SECRET_KEY || vars.NODE_ENV === 'production')) {
      ctx.addIssue({ code: 'custom', path: ['FAULT_KILL_AFTER_SANDBOX_CHARGE'], message: 'is for the fault harness on the sandbox provider only' });
    }
    if (Boolean(vars.PAYPAL_CLIENT_ID) !== Boolean(vars.PAYPAL_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['PAYPAL_CLIENT_SECRET'], message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set together' });
    }
  });

export type PaymentConfig = ReturnType<typeof loadPaymentConfig>;

export function loadPaymentConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return {
    ...serviceRuntimeConfig('payment', parsed, {
      databaseUrl: parsed.PAYMENT_DATABASE_URL,
      grpcPort: parsed.PAYMENT_GRPC_PORT,
      stagingTestParts: refuseTestPartsInProduction(parsed, { ...providerTestParts(parsed), ...embeddedParts(parsed, 'PAYMENT_DATABASE_URL') }),
    }),
    orderAddress: parsed.ORDER_GRPC_ADDR,
    grpcDeadlineMs: parsed.GRPC_DEADLINE_MS,
    publicBaseUrl: parsed.PUBLIC_BASE_URL,
    stripe: parsed.STRIPE_SECRET_KEY
      ? {
          secretKey: parsed.STRIPE_SECRET_KEY,
          publishableKey: parsed.STRIPE_PUBLISHABLE_KEY ?? '',
          webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
          apiBase: parsed.STRIPE_API_BASE,
        }
      : undefined,
    paypal:
      parsed.PAYPAL_CLIENT_ID && parsed.PAYPAL_CLIENT_SECRET
        ? {
            clientId: parsed.PAYPAL_CLIENT_ID,
            clientSecret: parsed.PAYPAL_CLIENT_SECRET,
            webhookId: parsed.PAYPAL_WEBHOOK_ID,
            environment: parsed.PAYPAL_ENVIRONMENT === 'production' ? ('production' as const) : ('sandbox' as const),
            apiBase: parsed.PAYPAL_API_BASE,
          }
        : undefined,
    reconcile: { afterMs: parsed.RECONCILE_AFTER_MS, intervalMs: parsed.RECONCILE_INTERVAL_MS, giveUpAfterMs: parsed.RECONCILE_GIVE_UP_AFTER_MS },
    faultKillAfterSandboxCharge: parsed.FAULT_KILL_AFTER_SANDBOX_CHARGE,
  };
}
