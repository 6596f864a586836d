import { PaymentService } from '@mindprint/proto/gen/mindprint/payment/v1/payment_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';

export function paymentHandlers() {
  return bindService(PaymentService, {});
}
