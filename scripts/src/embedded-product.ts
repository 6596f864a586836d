import { loadContentConfig } from '@mindprint/content/config';
import { startContentService } from '@mindprint/content/service';
import { loadExamConfig } from '@mindprint/exam/config';
import { startExamService } from '@mindprint/exam/service';
import { loadGatewayConfig } from '@mindprint/gateway/config';
import { type RunningGateway, startGateway } from '@mindprint/gateway/gateway';
import { loadNotificationConfig } from '@mindprint/notification/config';
import { startNotificationService } from '@mindprint/notification/service';
import { loadOrderConfig } from '@mindprint/order/config';
import { startOrderService } from '@mindprint/order/service';
import { loadPaymentConfig } from '@mindprint/payment/config';
import { startPaymentService } from '@mindprint/payment/service';
import { loadSubscriptionConfig } from '@mindprint/subscription/config';
import { startSubscriptionService } from '@mindprint/subscription/service';
import { loadUserConfig } from '@mindprint/user/config';
import { startUserService } from '@mindprint/user/service';
import { ConfigError } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import type { RunningService } from '@mindprint/platform/service-runtime';
import { runAsService } from '@mindprint/platform/telemetry';

export interface EmbeddedProduct {
  services: RunningService[];
  gateway: RunningGateway;
  stop(): Promise<void>;
}

/**
 * Every service and both gateway surfaces in one process, still talking gRPC over loopback. Each part
 * reads its own variables, so the same environment reaches Postgres, Kafka and Redis when they are set.
 */
export async function startEmbeddedProduct(allVars: Record<string, string | undefined>): Promise<EmbeddedProduct> {
  checkEveryConfig(allVars);
  // One process, one /metrics: the gateway serves what every part records.
  const vars: Record<string, string | undefined> = { ...allVars, METRICS_PORT: '' };
  const level = vars.LOG_LEVEL as Parameters<typeof createLogger>[0]['level'];
  const logger = (service: string) => createLogger({ service, level: level ?? 'info' });
  // Exam first: order scores through it and needs its address.
  const exam = await runAsService('exam', () => startExamService(loadExamConfig(vars), logger('exam')));
  const withExam = { ...vars, EXAM_GRPC_ADDR: `127.0.0.1:${exam.grpcPort}` };
  const order = runAsService('order', () => startOrderService(loadOrderConfig(withExam), logger('order')));
  // Payment prices every charge through the order service, so it starts once order's port is known.
  const withOrder = order.then((o) => ({ ...withExam, ORDER_GRPC_ADDR: `127.0.0.1:${o.grpcPort}` }));
  const payment = withOrder.then((v) => runAsService('payment', () => startPaymentService(loadPaymentConfig(v), logger('payment'))));
  // Subscriptions charge through payment.
  const subscription = payment.then((p) =>
    runAsService('subscription', () => startSubscriptionService(loadSubscriptionConfig({ ...vars, PAYMENT_GRPC_ADDR: `127.0.0.1:${p.grpcPort}` }), logger('subscription'))),
  );
  // Notification renders report PDFs through exam, finds reports through order and re-drives membership mail from subscription.
  const notification = Promise.all([withOrder, subscription]).then(([v, s]) =>
    runAsService('notification', () => startNotificationService(loadNotificationConfig({ ...v, SUBSCRIPTION_GRPC_ADDR: `127.0.0.1:${s.grpcPort}` }), logger('notification'))),
  );
  // Content decides the user center's locks from the member's privileges, asked of subscription.
  const content = subscription.then((s) =>
    runAsService('content', () => startContentService(loadContentConfig({ ...vars, SUBSCRIPTION_GRPC_ADDR: `127.0.0.1:${s.grpcPort}` }), logger('content'))),
  );
  const others = await Promise.all([order, payment, subscription, runAsService('user', () => startUserService(loadUserConfig(vars), logger('user'))), content, notification]);
  const services = [exam, ...others];
  const addresses = Object.fromEntries(services.map((s) => [`${s.name.toUpperCase()}_GRPC_ADDR`, `127.0.0.1:${s.grpcPort}`]));
  const gateway = await runAsService('gateway', () => startGateway(loadGatewayConfig({ ...allVars, ...addresses }), logger('gateway')));
  return {
    services,
    gateway,
    async stop() {
      await gateway.stop();
      await Promise.all(services.map((s) => s.stop()));
    },
  };
}

/**
 * Every part's configuration is checked before any part starts, so a refused start (production without its
 * provider keys, say) names every missing variable at once and leaves nothing running.
 */
function checkEveryConfig(vars: Record<string, string | undefined>) {
  const loaders = [loadExamConfig, loadOrderConfig, loadPaymentConfig, loadNotificationConfig, loadSubscriptionConfig, loadUserConfig, loadContentConfig, loadGatewayConfig];
  const problems = new Set<string>();
  for (const load of loaders) {
    try {
      load(vars);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      for (const problem of error.problems) problems.add(problem);
    }
  }
  if (problems.size > 0) throw new ConfigError([...problems]);
}
