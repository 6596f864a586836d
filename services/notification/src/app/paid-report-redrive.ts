import type { OrderPaid } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import type { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import type { EventHandler } from '@mindprint/platform/event-consumer';
import type { ClientOf } from '@mindprint/platform/grpc-client';
import { receiptKind } from '../consumers/send-paid-report.js';
import type { RedriveSource } from './mail-redrive.js';

/**
 * Paid purchases without their report or receipt mail: order lists the purchases paid in the window as OrderPaid
 * announced them; the OrderPaid handler (sendPaidReport) mails them. Every purchase is acknowledged by one
 * receipt-kind row (the report mail or the receipt), and the handler locks per order.
 */
export function paidReportRedrive(deps: { orders: Pick<ClientOf<typeof OrderService>, 'listPaidPurchases'>; handler: EventHandler }): RedriveSource {
  return {
    name: 'paid report',
    async list({ from, before, limit }) {
      const { purchases } = await deps.orders.listPaidPurchases({ paidFrom: from, paidBefore: before, limit });
      return purchases.map((purchase) => ({ at: purchase.paidAt, event: purchase }));
    },
    mailOf(event) {
      const purchase = event as OrderPaid;
      return {
        handler: deps.handler,
        kind: receiptKind,
        reference: purchase.purchaseNumber,
        topic: 'order.events.v1',
        key: purchase.orderNumber,
        context: { orderNumber: purchase.orderNumber, purchaseNumber: purchase.purchaseNumber },
      };
    },
  };
}
