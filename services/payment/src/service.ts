import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import type { Database } from '@mindprint/platform/db';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { CreatePayment } from './app/create-payment.js';
import { HandleWebhook } from './app/handle-webhook.js';
import type { PurchaseSource } from './app/order-client.js';
import { PaymentProviders } from './app/payment-providers.js';
import { PaymentQueries } from './app/payment-queries.js';
import { PaymentUpdates } from './app/payment-updates.js';
import { ReconcilePayments, type ReconcileSettings } from './app/reconcile-payments.js';
import { SandboxPages } from './app/sandbox-pages.js';
import { ChargeSavedMethod, CreateSubscriptionPayment } from './app/subscription-payments.js';
import type { PaymentConfig } from './config.js';
import { paymentMigrations } from './db/migrations.js';
import { PaymentRepository } from './db/payment-repository.js';
import { SavedMethodRepository } from './db/saved-method-repository.js';
import { WebhookEventRepository } from './db/webhook-event-repository.js';
import { paymentHandlers, type PaymentUseCases } from './grpc/payment-handlers.js';
import { type SandboxControls, SandboxProvider } from './providers/sandbox-provider.js';

/**
 * Card through Stripe and PayPal through PayPal when configured; the embedded sandbox otherwise. A provider's
 * SDK is imported only when it is configured: each is a large module graph (PayPal's ~700 modules) that a
 * start on the sandbox would keep in memory for nothing.
 */
export async function configuredProviders(config: Pick<PaymentConfig, 'stripe' | 'paypal'>, log: Logger): Promise<(sandbox: SandboxProvider) => PaymentProviders> {
  const stripe = config.stripe ? (await import('./providers/stripe-provider.js')).createStripeProvider(config.stripe) : undefined;
  const paypal = config.paypal ? (await import('./providers/paypal-provider.js')).createPayPalProvider({ ...config.paypal, log }) : undefined;
  // The sandbox stays reachable by name: payments it took before a real provider was configured still settle.
  return (sandbox) => new PaymentProviders({ card: stripe ?? sandbox, paypal: paypal ?? sandbox }, [sandbox]);
}

export interface PaymentServiceParts extends PaymentUseCases {
  reconcile: ReconcilePayments;
  sandbox: SandboxProvider;
}

/** Every use case on one database; tests pass their own providers, order client, clock and settings. */
export function paymentUseCases(deps: {
  db: Database;
  orders: PurchaseSource;
  log: Logger;
  publicBaseUrl: string;
  reconcile: ReconcileSettings;
  /** Defaults to the sandbox for both methods. */
  providers?: (sandbox: SandboxProvider) => PaymentProviders;
  /** The sandbox pages' view of the sandbox (tests wrap it). */
  sandboxControls?: (sandbox: SandboxProvider) => SandboxControls;
  sandboxSettleDelayMs?: number;
  clock?: () => Date;
}): PaymentServiceParts {
  const { db, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const sandbox = new SandboxProvider({ knex: db.knex, settleDelayMs: deps.sandboxSettleDelayMs, clock });
  const providers = deps.providers?.(sandbox) ?? new PaymentProviders({ card: sandbox, paypal: sandbox });
  const payments = new PaymentRepository(db.knex);
  const webhooks = new WebhookEventRepository();
  const savedMethods = new SavedMethodRepository(db.knex);
  const updates = new PaymentUpdates({ db, payments, webhooks, savedMethods, log, clock });
  const createPayment = new CreatePayment({
    orders: deps.orders,
    payments,
    providers,
    updates,
    publicBaseUrl: deps.publicBaseUrl,
    log,
    clock,
    reconcileAfterMs: deps.reconcile.afterMs,
  });
  const subscriptionDeps = {
    payments,
    savedMethods,
    providers,
    updates,
    createPayment,
    publicBaseUrl: deps.publicBaseUrl,
    log,
    clock,
    reconcileAfterMs: deps.reconcile.afterMs,
  };
  const chargeSavedMethod = new ChargeSavedMethod(subscriptionDeps);
  const queries = new PaymentQueries({ payments, providers, updates, orders: deps.orders, log, offSession: chargeSavedMethod });
  return {
    providers,
    sandbox,
    createPayment,
    createSubscriptionPayment: new CreateSubscriptionPayment(subscriptionDeps),
    chargeSavedMethod,
    queries,
    handleWebhook: new HandleWebhook({ db, payments, webhooks, savedMethods, providers, updates, log, clock }),
    sandboxPages: new SandboxPages({ payments, sandbox: deps.sandboxControls?.(sandbox) ?? sandbox, updates, createPayment }),
    reconcile: new ReconcilePayments({ payments, queries, log, clock, settings: deps.reconcile }),
  };
}

/** The fault harness's crash between the provider's charge and our payment row (FAULT_KILL_AFTER_SANDBOX_CHARGE). */
function killAfterSandboxCharge(sandbox: SandboxProvider, nth: number, log: Logger): SandboxControls {
  let charges = 0;
  return {
    submitCard: async (paymentId, form) => {
      const answer = await sandbox.submitCard(paymentId, form);
      if (answer.status === 'succeeded' && ++charges === nth) {
        log.fatal({ paymentId }, 'fault harness: killed after the sandbox charge, before the payment row');
        process.kill(process.pid, 'SIGKILL');
      }
      return answer;
    },
    decideApproval: (paymentId, approve) => sandbox.decideApproval(paymentId, approve),
  };
}

export async function startPaymentService(config: PaymentConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, paymentMigrations);
  const orders = createServiceClient(OrderService, config.orderAddress, { deadlineMs: config.grpcDeadlineMs });
  const parts = paymentUseCases({
    db: infra.db,
    orders,
    log,
    publicBaseUrl: config.publicBaseUrl,
    reconcile: config.reconcile,
    providers: await configuredProviders(config, log),
    sandboxControls: config.faultKillAfterSandboxCharge ? (sandbox) => killAfterSandboxCharge(sandbox, config.faultKillAfterSandboxCharge!, log) : undefined,
  });
  const running = await serveService(infra, [paymentHandlers(parts)]);
  parts.reconcile.start();
  const methods = (['card', 'paypal'] as const).map((m) => `${m}: ${parts.providers.forMethod(m).name}`).join(', ');
  log.info({ methods }, 'payment providers ready');
  return {
    ...running,
    async stop() {
      await parts.reconcile.stop();
      await running.stop();
      orders.close();
    },
  };
}

