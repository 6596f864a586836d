import type { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import type { ClientOf } from '@mindprint/platform/grpc-client';

/** What the payment service asks of the order service: server-priced purchases. */
export type PurchaseSource = Pick<ClientOf<typeof OrderService>, 'preparePurchase' | 'getPurchase'>;
