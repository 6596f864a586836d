import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';

export function orderHandlers() {
  return bindService(OrderService, {});
}
