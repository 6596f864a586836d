import { Health } from '@mindprint/proto/gen/grpc/health/v1/health_pb';
import { ContentService } from '@mindprint/proto/gen/mindprint/content/v1/content_service_pb';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { NotificationService } from '@mindprint/proto/gen/mindprint/notification/v1/notification_service_pb';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { PaymentService } from '@mindprint/proto/gen/mindprint/payment/v1/payment_service_pb';
import { SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import { UserService } from '@mindprint/proto/gen/mindprint/user/v1/user_service_pb';
import { type ClientOf, type ClientOptions, createServiceClient } from '@mindprint/platform/grpc-client';
import type { ServiceName } from './config.js';

export type ServiceClients = ReturnType<typeof createServiceClients>;

/** One gRPC client per owner service, each with its own deadline and circuit breaker, plus a health client for each. */
export function createServiceClients(addresses: Record<ServiceName, string>, upstreams: Record<ServiceName, ClientOptions>) {
  const names = Object.keys(addresses) as ServiceName[];
  const health = Object.fromEntries(
    names.map((name) => [name, createServiceClient(Health, addresses[name], { deadlineMs: 1_000, maxAttempts: 1 })]),
  ) as Record<ServiceName, ClientOf<typeof Health>>;
  const clients = {
    exam: createServiceClient(ExamService, addresses.exam, upstreams.exam),
    order: createServiceClient(OrderService, addresses.order, upstreams.order),
    payment: createServiceClient(PaymentService, addresses.payment, upstreams.payment),
    subscription: createServiceClient(SubscriptionService, addresses.subscription, upstreams.subscription),
    user: createServiceClient(UserService, addresses.user, upstreams.user),
    content: createServiceClient(ContentService, addresses.content, upstreams.content),
    notification: createServiceClient(NotificationService, addresses.notification, upstreams.notification),
    health,
    close() {
      for (const client of [clients.exam, clients.order, clients.payment, clients.subscription, clients.user, clients.content, clients.notification, ...Object.values(health)]) {
        client.close();
      }
    },
  };
  return clients;
}
