import { SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';

export function subscriptionHandlers() {
  return bindService(SubscriptionService, {});
}
