import type { Knex } from '@mindprint/platform/db';
import type { AdAttribution } from '@mindprint/platform/tracking-keys';
import type { PurchaseStatus } from '../domain/purchase.js';

export interface PurchaseRow {
  purchaseNumber: string;
  orderNumber: string;
  examId: string;
  skuKey: string;
  skuIds: string[];
  title: string;
  status: PurchaseStatus;
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  promoCode: string | null;
  email: string;
  locale: string;
  /**
   * The ad attribution of the latest request to pay (consent cookie read by the gateway then); null on a
   * purchase prepared before it was recorded, whose conversion follows the exam order's attribution.
   */
  attribution: AdAttribution | null;
  paymentId: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

/** What may change on a purchase while it waits for payment. */
export type PurchaseTerms = Pick<PurchaseRow, 'title' | 'currency' | 'subtotalMinor' | 'discountMinor' | 'taxMinor' | 'totalMinor' | 'promoCode' | 'email' | 'locale' | 'attribution'>;

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function fromRow(r: Record<string, unknown>): PurchaseRow {
  return {
    purchaseNumber: r.purchase_number as string,
    orderNumber: r.order_number as string,
    examId: r.exam_id as string,
    skuKey: r.sku_key as string,
    skuIds: json(r.sku_ids),
    title: r.title as string,
    status: r.status as PurchaseStatus,
    currency: r.currency as string,
    subtotalMinor: Number(r.subtotal_minor),
    discountMinor: Number(r.discount_minor),
    taxMinor: Number(r.tax_minor),
    totalMinor: Number(r.total_minor),
    promoCode: r.promo_code as string | null,
    email: r.email as string,
    locale: r.locale as string,
    attribution:
      r.advertising_consent === null || r.advertising_consent === undefined
        ? null
        : { tracking: json(r.ad_tracking) ?? {}, advertisingConsent: r.advertising_consent === true, userAgent: (r.user_agent as string | null) ?? null },
    paymentId: r.payment_id as string | null,
    createdAt: new Date(r.created_at as string | Date),
    paidAt: r.paid_at ? new Date(r.paid_at as string | Date) : null,
  };
}

/** A purchase from its row, also from the row as JSON (an aggregate over purchases, as the exam order's read gives). */
export { fromRow as purchaseFromRow };

const termColumns = (terms: PurchaseTerms) => ({
  title: terms.title,
  currency: terms.currency,
  subtotal_minor: terms.subtotalMinor,
  discount_minor: terms.discountMinor,
  tax_minor: terms.taxMinor,
  total_minor: terms.totalMinor,
  promo_code: terms.promoCode,
  email: terms.email,
  locale: terms.locale,
  advertising_consent: terms.attribution?.advertisingConsent ?? null,
  ad_tracking: terms.attribution ? JSON.stringify(terms.attribution.tracking) : null,
  user_agent: terms.attribution?.userAgent ?? null,
});

/** Purchases; every method takes the connection or transaction to run on, defaulting to the pool. */
export class PurchaseRepository {
  constructor(private readonly knex: Knex) {}

  /**
   * Opens a purchase unless the order already has an open one for the same SKUs (a partial unique index
   * decides, so concurrent callers cannot both insert). Returns whether this call inserted it.
   */
  async insertPendingIfAbsent(
    purchase: Pick<PurchaseRow, 'purchaseNumber' | 'orderNumber' | 'examId' | 'skuKey' | 'skuIds'> & PurchaseTerms,
    db: Knex = this.knex,
  ): Promise<PurchaseRow | undefined> {
    const [inserted] = await db('purchases')
      .insert({
        purchase_number: purchase.purchaseNumber,
        order_number: purchase.orderNumber,
        exam_id: purchase.examId,
        sku_key: purchase.skuKey,
        sku_ids: JSON.stringify(purchase.skuIds),
        status: 'pending_payment',
        ...termColumns(purchase),
      })
      .onConflict()
      .ignore()
      .returning('*');
    return inserted && fromRow(inserted);
  }

  /** The open or the paid purchase of an order for one set of SKUs. */
  async byOrderAndKey(orderNumber: string, skuKey: string, status: PurchaseStatus, db: Knex = this.knex): Promise<PurchaseRow | undefined> {
    const row = await db('purchases').where({ order_number: orderNumber, sku_key: skuKey, status }).first();
    return row && fromRow(row);
  }

  async byNumber(purchaseNumber: string, db: Knex = this.knex): Promise<PurchaseRow | undefined> {
    const row = await db('purchases').where({ purchase_number: purchaseNumber }).first();
    return row && fromRow(row);
  }

  /** Locks the purchase row for the rest of the transaction. */
  async byNumberForUpdate(purchaseNumber: string, trx: Knex.Transaction): Promise<PurchaseRow | undefined> {
    const row = await trx('purchases').where({ purchase_number: purchaseNumber }).forUpdate().first();
    return row && fromRow(row);
  }

  /** An order's purchases, newest first. */
  async listByOrder(orderNumber: string, status?: PurchaseStatus): Promise<PurchaseRow[]> {
    const query = this.knex('purchases').where({ order_number: orderNumber }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'purchase_number', order: 'desc' }]);
    if (status) query.andWhere({ status });
    return (await query).map(fromRow);
  }

  /** The paid purchases of several orders, grouped by order number. */
  async paidByOrders(orderNumbers: readonly string[]): Promise<Map<string, PurchaseRow[]>> {
    const byOrder = new Map<string, PurchaseRow[]>();
    if (orderNumbers.length === 0) return byOrder;
    const rows = await this.knex('purchases').whereIn('order_number', [...orderNumbers]).andWhere({ status: 'paid' });
    for (const purchase of rows.map(fromRow)) byOrder.set(purchase.orderNumber, [...(byOrder.get(purchase.orderNumber) ?? []), purchase]);
    return byOrder;
  }

  /** Purchases paid in [from, before), oldest first, with their exam or course order's facts (what OrderPaid carried). */
  async paidBetween(from: Date, before: Date, limit: number): Promise<Array<PurchaseRow & { typeCode: string; courseId: string; buyerUserId: string }>> {
    const rows = await this.knex('purchases')
      .leftJoin('exam_orders', 'exam_orders.order_number', 'purchases.order_number')
      .leftJoin('course_orders', 'course_orders.order_number', 'purchases.order_number')
      .where('purchases.status', 'paid')
      .andWhere('purchases.paid_at', '>=', from)
      .andWhere('purchases.paid_at', '<', before)
      .orderBy([{ column: 'purchases.paid_at' }, { column: 'purchases.purchase_number' }])
      .limit(limit)
      .select('purchases.*', 'exam_orders.type_code', 'course_orders.course_id', { buyer_user_id: 'course_orders.user_id' });
    return rows.map((r: Record<string, unknown>) => ({
      ...fromRow(r),
      typeCode: (r.type_code as string | null) ?? '',
      courseId: (r.course_id as string | null) ?? '',
      buyerUserId: (r.buyer_user_id as string | null) ?? '',
    }));
  }

  /** Changes the terms of an open purchase; false when it is no longer open (paid meanwhile). */
  async updatePendingTerms(purchaseNumber: string, terms: PurchaseTerms, db: Knex = this.knex): Promise<boolean> {
    const updated = await db('purchases')
      .where({ purchase_number: purchaseNumber, status: 'pending_payment' })
      .update({ ...termColumns(terms), updated_at: db.fn.now() });
    return updated > 0;
  }

  /** pending_payment → paid, once: returns the paid purchase, or undefined when it was not open. */
  async markPaid(purchaseNumber: string, paymentId: string, paidAt: Date, trx: Knex.Transaction): Promise<PurchaseRow | undefined> {
    const [row] = await trx('purchases')
      .where({ purchase_number: purchaseNumber, status: 'pending_payment' })
      .update({ status: 'paid', payment_id: paymentId, paid_at: paidAt, updated_at: trx.fn.now() })
      .returning('*');
    return row && fromRow(row);
  }
}
