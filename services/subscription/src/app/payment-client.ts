import type { PaymentService } from '@mindprint/proto/gen/mindprint/payment/v1/payment_service_pb';
import type { ClientOf } from '@mindprint/platform/grpc-client';

/** What the subscription service asks of payment: the first, customer-present charge and off-session renewals. */
export type SubscriptionPayments = Pick<ClientOf<typeof PaymentService>, 'createSubscriptionPayment' | 'chargeSavedMethod'>;
