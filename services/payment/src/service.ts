import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import type { PaymentConfig } from './config.js';
import { paymentMigrations } from './db/migrations.js';
import { paymentHandlers } from './grpc/payment-handlers.js';

export async function startPaymentService(config: PaymentConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, paymentMigrations);
  return serveService(infra, [paymentHandlers()]);
}
