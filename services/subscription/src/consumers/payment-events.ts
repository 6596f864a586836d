import { PaymentFailedSchema, PaymentSucceededSchema } from '@mindprint/proto/gen/mindprint/payment/v1/events_pb';
import { onEvent } from '@mindprint/platform/event-consumer';
import type { Logger } from '@mindprint/platform/logger';
import type { ChargeOutcomes } from '../app/charge-outcomes.js';
import type { SubscriptionRepository } from '../db/subscription-repository.js';

export const paymentEventsTopic = 'payment.events.v1';

const validDate = (value: string) => {
  const date = new Date(value);
  return value && Number.isFinite(date.getTime()) ? date : undefined;
};

/**
 * Payment's late word on a subscription charge (the first charge completed in the browser, or a renewal that
 * was processing): applied once, by charge row, in the consumer's transaction. Events without a subscription
 * id are purchases, not ours.
 */
export function paymentEventHandlers(subscriptions: SubscriptionRepository, outcomes: ChargeOutcomes, log: Logger) {
  return [
    onEvent(PaymentSucceededSchema, async (event, trx) => {
      if (!event.subscriptionId) return;
      const charge = await subscriptions.chargeByPaymentKey(event.subscriptionId, event.periodIndex, trx);
      if (!charge) {
        log.warn({ subscriptionId: event.subscriptionId, periodIndex: event.periodIndex, paymentId: event.paymentId }, 'payment succeeded for a charge this service does not know');
        return;
      }
      await outcomes.applyIn(trx, charge, { status: 'succeeded', paymentId: event.paymentId, at: validDate(event.succeededAt) });
    }),
    onEvent(PaymentFailedSchema, async (event, trx) => {
      if (!event.subscriptionId) return;
      const charge = await subscriptions.chargeByPaymentKey(event.subscriptionId, event.periodIndex, trx);
      if (!charge) return;
      await outcomes.applyIn(trx, charge, { status: 'failed', paymentId: event.paymentId, failureCode: event.failureCode });
    }),
  ];
}
