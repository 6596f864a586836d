import { randomBytes } from 'node:crypto';
import { PaymentService } from '@mindprint/proto/gen/mindprint/payment/v1/payment_service_pb';
import type { Cache } from '@mindprint/platform/cache';
import type { Database } from '@mindprint/platform/db';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { Cancellation, type CancellationSettings } from './app/cancellation.js';
import { ChangeSubscription } from './app/change-subscription.js';
import { ChargeOutcomes } from './app/charge-outcomes.js';
import { MembershipLinks } from './app/membership-links.js';
import type { SubscriptionPayments } from './app/payment-client.js';
import { RenewalScheduler, type RenewalSettings } from './app/renewal-scheduler.js';
import { StartSubscription } from './app/start-subscription.js';
import { SubscriptionEvents } from './app/subscription-events.js';
import { MailedEvents } from './app/mailed-events.js';
import { SubscriptionQueries } from './app/subscription-queries.js';
import type { SubscriptionConfig } from './config.js';
import { paymentEventHandlers, paymentEventsTopic } from './consumers/payment-events.js';
import { subscriptionMigrations } from './db/migrations.js';
import { SubscriptionRepository } from './db/subscription-repository.js';
import { subscriptionHandlers, type SubscriptionUseCases } from './grpc/subscription-handlers.js';

export interface SubscriptionServiceParts extends SubscriptionUseCases {
  subscriptions: SubscriptionRepository;
  outcomes: ChargeOutcomes;
  scheduler: RenewalScheduler;
}

/** Every use case on one database; tests pass their own payment client, clock and settings. */
export function subscriptionUseCases(deps: {
  db: Database;
  cache: Cache;
  payments: SubscriptionPayments;
  log: Logger;
  tokenSecret: string;
  renewals: RenewalSettings;
  cancelLimits?: CancellationSettings;
  clock?: () => Date;
}): SubscriptionServiceParts {
  const { db, log, payments } = deps;
  const clock = deps.clock ?? (() => new Date());
  const subscriptions = new SubscriptionRepository(db.knex);
  const links = new MembershipLinks(deps.tokenSecret, clock);
  const events = new SubscriptionEvents(links);
  const outcomes = new ChargeOutcomes({ db, subscriptions, events, log, clock });
  return {
    subscriptions,
    outcomes,
    start: new StartSubscription({ db, subscriptions, payments, outcomes, log, clock }),
    queries: new SubscriptionQueries({ subscriptions, clock }),
    cancellation: new Cancellation({
      db,
      subscriptions,
      links,
      events,
      cache: deps.cache,
      log,
      clock,
      settings: deps.cancelLimits ?? { perEmailPerHour: 5, perClientPerHour: 20 },
    }),
    change: new ChangeSubscription({ db, subscriptions, payments, outcomes, log, clock }),
    scheduler: new RenewalScheduler({ db, subscriptions, payments, outcomes, log, settings: deps.renewals, clock }),
    mailedEvents: new MailedEvents({ subscriptions, events }),
  };
}

export async function startSubscriptionService(config: SubscriptionConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, subscriptionMigrations);
  const payments = createServiceClient(PaymentService, config.paymentAddress, { deadlineMs: config.grpcDeadlineMs });
  let tokenSecret = config.tokenSecret;
  if (!tokenSecret) {
    tokenSecret = randomBytes(32).toString('base64url');
    log.warn('SUBSCRIPTION_TOKEN_SECRET is not set: cancellation links are signed with a per-process secret and stop working on restart');
  }
  const parts = subscriptionUseCases({ db: infra.db, cache: infra.cache, payments, log, tokenSecret, renewals: config.renewals, cancelLimits: config.cancelLimits });
  // Consumption stops with the bus, which the running service stops on shutdown.
  await consumeEvents({
    db: infra.db,
    bus: infra.bus,
    log,
    consumer: 'subscription.payment-events',
    topic: paymentEventsTopic,
    handlers: paymentEventHandlers(parts.subscriptions, parts.outcomes, log),
  });
  const running = await serveService(infra, [subscriptionHandlers(parts)]);
  parts.scheduler.start();
  return {
    ...running,
    async stop() {
      await parts.scheduler.stop();
      await running.stop();
      payments.close();
    },
  };
}
