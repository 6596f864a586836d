import { maskEmail, normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { ExamOrderRepository, ExamOrderRow } from '../db/exam-order-repository.js';
import type { PurchaseRepository, PurchaseRow } from '../db/purchase-repository.js';
import { orderNumberPattern } from '../domain/exam-order.js';
import { examOrderStatus, unlocksReport } from '../domain/purchase.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import type { ExamScoring } from './exam-client.js';

const notFound = () => new DomainError('ORDER_NOT_FOUND', 'We could not find this result', 'NOT_FOUND');

export class ExamOrderQueries {
  constructor(
    private readonly orders: ExamOrderRepository,
    private readonly purchases: PurchaseRepository,
    private readonly exam: ExamScoring,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** An order by its number; malformed numbers are refused before any lookup. */
  async order(orderNumber: string): Promise<ExamOrderRow> {
    if (!orderNumberPattern.test(orderNumber)) throw notFound();
    const order = await this.orders.byNumber(orderNumber);
    if (!order) throw notFound();
    return order;
  }

  /** An order with its paid purchases (newest first), read together; malformed numbers are refused before any lookup. */
  async orderWithPaidPurchases(orderNumber: string): Promise<{ order: ExamOrderRow; paidPurchases: PurchaseRow[] }> {
    if (!orderNumberPattern.test(orderNumber)) throw notFound();
    const found = await this.orders.byNumberWithPaidPurchases(orderNumber);
    if (!found) throw notFound();
    return found;
  }

  /** Whether anything was bought for the order (its report, an extra package). */
  async hasPaidPurchase(orderNumber: string): Promise<boolean> {
    const paid = await this.purchases.paidByOrders([orderNumber]);
    return (paid.get(orderNumber) ?? []).length > 0;
  }

  /** "paid" once a paid purchase unlocks the full report, else "pending_payment", for each order. */
  private async statuses(orders: readonly ExamOrderRow[]): Promise<Map<string, 'paid' | 'pending_payment'>> {
    const paid = await this.purchases.paidByOrders(orders.map((o) => o.orderNumber));
    return new Map(orders.map((o) => [o.orderNumber, examOrderStatus(unlocksReport(o.examId, (paid.get(o.orderNumber) ?? []).flatMap((p) => p.skuIds)))]));
  }

  async summary(orderNumber: string) {
    const order = await this.order(orderNumber);
    const status = (await this.statuses([order])).get(order.orderNumber)!;
    return {
      orderNumber: order.orderNumber,
      examId: order.examId,
      status,
      emailMasked: maskEmail(order.email),
      locale: order.locale,
      createdAt: order.createdAt.toISOString(),
      typeCode: order.typeCode,
    };
  }

  /**
   * The free result by order number or share token, in the asked locale (else the order's own). A share
   * token opens the free result and nothing else: its answer carries no order number (which would open the
   * paid report, the PDF and the delivery address).
   */
  async freeResult(input: { orderNumber?: string; shareToken?: string; locale?: string }) {
    const order = input.orderNumber
      ? await this.order(input.orderNumber)
      : input.shareToken && /^[\w-]{10,64}$/.test(input.shareToken)
        ? await this.orders.byShareToken(input.shareToken)
        : undefined;
    if (!order) throw notFound();
    const locale = input.locale ? localeOrDefault(input.locale) : order.locale;
    const { result } = await this.exam.describeResult({ examId: order.examId, locale, typeCode: order.typeCode, scales: order.scalePositions });
    return { orderNumber: input.orderNumber ? order.orderNumber : '', examId: order.examId, locale, createdAt: order.createdAt.toISOString(), result };
  }

  /** A member's exam orders by their verified address, each paid (full report bought) or pending payment. */
  async ordersOf(email: string, examId: string | undefined, limit: number) {
    const normalized = normalizeEmail(email);
    if (!normalized) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    if (limit < 1 || limit > 200) throw new DomainError('INVALID_LIMIT', 'limit must be between 1 and 200', 'INVALID_ARGUMENT');
    const orders = await this.orders.listByEmailWithPaidSkus(normalized, examId, limit);
    return orders.map((o) => ({
      orderNumber: o.orderNumber,
      examId: o.examId,
      typeCode: o.typeCode,
      createdAt: o.createdAt.toISOString(),
      status: examOrderStatus(unlocksReport(o.examId, o.paidSkuIds)),
    }));
  }

  async completionStats(examId: string, country: string) {
    const now = this.clock();
    const startOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    return this.orders.completionStats(examId, /^[A-Z]{2}$/.test(country) ? country : undefined, startOfToday);
  }
}
