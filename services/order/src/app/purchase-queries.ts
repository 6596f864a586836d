import { DomainError } from '@mindprint/platform/errors';
import type { ExamOrderRow } from '../db/exam-order-repository.js';
import type { PurchaseRepository, PurchaseRow } from '../db/purchase-repository.js';
import { purchaseNumberPattern, unlocksReport } from '../domain/purchase.js';
import type { ExamOrderQueries } from './exam-order-queries.js';
import { purchaseView } from './views.js';

const purchaseNotFound = () => new DomainError('PURCHASE_NOT_FOUND', 'We could not find this purchase', 'NOT_FOUND');

/** What an exam order has bought. */
export class PurchaseQueries {
  constructor(
    private readonly orders: ExamOrderQueries,
    private readonly purchases: PurchaseRepository,
  ) {}

  /** Whether the full report of an exam order is bought, and by which paid purchase. */
  async checkPurchase(orderNumber: string) {
    const order = await this.orders.order(orderNumber);
    const unlocking = await this.reportPurchase(order);
    return { orderNumber: order.orderNumber, purchased: unlocking !== undefined, purchaseNumber: unlocking?.purchaseNumber ?? '', examId: order.examId };
  }

  /** The first paid purchase that unlocks the order's full report (the report SKU, directly or in a package). */
  async reportPurchase(order: Pick<ExamOrderRow, 'orderNumber' | 'examId'>): Promise<PurchaseRow | undefined> {
    const paid = await this.purchases.listByOrder(order.orderNumber, 'paid');
    return [...paid].reverse().find((p) => unlocksReport(order.examId, p.skuIds));
  }

  /** Every purchase of an exam order, paid or pending, newest first. */
  async secondPhaseOrder(orderNumber: string) {
    const order = await this.orders.order(orderNumber);
    return { orderNumber: order.orderNumber, purchases: (await this.purchases.listByOrder(order.orderNumber)).map(purchaseView) };
  }

  async purchase(purchaseNumber: string) {
    if (!purchaseNumberPattern.test(purchaseNumber)) throw purchaseNotFound();
    const purchase = await this.purchases.byNumber(purchaseNumber);
    if (!purchase) throw purchaseNotFound();
    return { purchase: purchaseView(purchase) };
  }
}
