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

  /**
   * Purchases paid in a window, as OrderPaid announced them, for the notification re-drive. The window must
   * be well-formed; at most 500 a call (the caller pages by paid time).
   */
  async paidPurchases(paidFrom: string, paidBefore: string, limit: number) {
    const from = new Date(paidFrom);
    const before = new Date(paidBefore);
    if (!Number.isFinite(from.getTime()) || !Number.isFinite(before.getTime()) || from >= before) {
      throw new DomainError('INVALID_WINDOW', 'paid_from and paid_before must be RFC 3339 times, paid_from first', 'INVALID_ARGUMENT');
    }
    const paid = await this.purchases.paidBetween(from, before, Math.min(Math.max(limit || 100, 1), 500));
    return paid.map((p) => ({
      purchaseNumber: p.purchaseNumber,
      orderNumber: p.orderNumber,
      examId: p.examId,
      skuIds: p.skuIds,
      email: p.email,
      locale: p.locale,
      amountMinor: BigInt(p.totalMinor),
      currency: p.currency,
      paymentId: p.paymentId ?? '',
      paidAt: p.paidAt!.toISOString(),
      typeCode: p.typeCode,
      title: p.title,
      courseId: p.courseId,
      buyerUserId: p.buyerUserId,
    }));
  }

  async purchase(purchaseNumber: string) {
    if (!purchaseNumberPattern.test(purchaseNumber)) throw purchaseNotFound();
    const purchase = await this.purchases.byNumber(purchaseNumber);
    if (!purchase) throw purchaseNotFound();
    return { purchase: purchaseView(purchase) };
  }
}
