import { OrderService, type PreparePurchaseRequest } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { HandlersOf } from '@mindprint/platform/grpc-server';
import type { Logger } from '@mindprint/platform/logger';
import { serveFake } from '@mindprint/platform/testing';
import { formatMoney } from '@mindprint/platform/money';

/**
 * A small OrderService over real gRPC for the payment tests: PreparePurchase prices SKUs on the "server"
 * (one price for everything, changeable), the same open purchase for the same order and SKUs; GetPurchase
 * reads it back. Orders named "missing-…" do not exist.
 */
export async function serveFakeOrderService(log: Logger) {
  const state = { amountMinor: 1999, currency: 'USD', paid: new Set<string>(), prepareCalls: 0 };
  const purchaseNumberOf = (request: Pick<PreparePurchaseRequest, 'orderNumber' | 'skuIds'>) => `PU-${request.orderNumber}-${[...request.skuIds].sort().join('+')}`;
  const money = (amountMinor: number) => ({ amountMinor: BigInt(amountMinor), currency: state.currency, formatted: formatMoney(amountMinor, state.currency) });
  const purchase = (purchaseNumber: string, orderNumber: string, skuIds: string[]) => ({
    purchaseNumber,
    orderNumber,
    examId: 'mbti',
    skuIds,
    status: state.paid.has(purchaseNumber) ? 'paid' : 'pending_payment',
    subtotal: money(state.amountMinor + 500),
    discount: money(500),
    tax: money(0),
    total: money(state.amountMinor),
    emailMasked: 'a***@example.com',
    locale: 'EN',
    createdAt: '2026-01-01T00:00:00.000Z',
    title: 'MBTI full report',
  });

  const handlers: Partial<HandlersOf<typeof OrderService>> = {
    preparePurchase: async (request: PreparePurchaseRequest) => {
      state.prepareCalls++;
      if (request.orderNumber.startsWith('missing')) throw new DomainError('ORDER_NOT_FOUND', 'Order not found', 'NOT_FOUND');
      const number = purchaseNumberOf(request);
      return { purchase: purchase(number, request.orderNumber, request.skuIds), alreadyPaid: state.paid.has(number) };
    },
    getPurchase: async (request: { purchaseNumber: string }) => {
      const [, orderNumber = '', skus = ''] = /^PU-(.+)-([^-]*)$/.exec(request.purchaseNumber) ?? [];
      if (!orderNumber) throw new DomainError('PURCHASE_NOT_FOUND', 'Purchase not found', 'NOT_FOUND');
      return { purchase: purchase(request.purchaseNumber, orderNumber, skus.split('+')) };
    },
  };
  const server = await serveFake(OrderService, handlers, log);
  const client = createServiceClient(OrderService, `127.0.0.1:${server.port}`, { deadlineMs: 10_000 });
  return {
    client,
    state,
    purchaseNumberOf,
    async close() {
      client.close();
      await server.shutdown(1_000);
    },
  };
}
