import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import type { OrderConfig } from './config.js';
import { orderMigrations } from './db/migrations.js';
import { orderHandlers } from './grpc/order-handlers.js';

export async function startOrderService(config: OrderConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, orderMigrations);
  return serveService(infra, [orderHandlers()]);
}
