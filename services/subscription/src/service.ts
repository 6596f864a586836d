import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import type { SubscriptionConfig } from './config.js';
import { subscriptionMigrations } from './db/migrations.js';
import { subscriptionHandlers } from './grpc/subscription-handlers.js';

export async function startSubscriptionService(config: SubscriptionConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, subscriptionMigrations);
  return serveService(infra, [subscriptionHandlers()]);
}
