import type { Knex } from '@mindprint/platform/db';
import { combinedStrength } from '../domain/type-statistics.js';
import { purchaseFromRow, type PurchaseRow } from './purchase-repository.js';

export interface ExamOrderRow {
  orderNumber: string;
  examId: string;
  locale: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  yearOfBirth: number | null;
  gender: string | null;
  country: string | null;
  typeCode: string;
  scalePositions: Array<{ scale: string; position: number }>;
  answers: Array<{ questionId: string; value: number }>;
  tracking: Record<string, string>;
  /** The visitor's advertising consent when the order was made (the consent cookie, read by the gateway). */
  advertisingConsent: boolean;
  /** The browser's user agent, kept only with advertising consent (Meta's client_user_agent). */
  userAgent: string | null;
  logId: string | null;
  shareToken: string | null;
  accuracyRating: number | null;
  /** Mean of |position - 50| * 2 over the scales, set at creation; null without positions. */
  strength: number | null;
  createdAt: Date;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function fromRow(r: Record<string, unknown>): ExamOrderRow {
  return {
    orderNumber: r.order_number as string,
    examId: r.exam_id as string,
    locale: r.locale as string,
    email: r.email as string,
    firstName: r.first_name as string | null,
    lastName: r.last_name as string | null,
    yearOfBirth: r.year_of_birth as number | null,
    gender: r.gender as string | null,
    country: r.country as string | null,
    typeCode: r.type_code as string,
    scalePositions: json(r.scale_positions),
    answers: json(r.answers),
    tracking: json(r.tracking),
    advertisingConsent: r.advertising_consent === true,
    userAgent: (r.user_agent as string | null) ?? null,
    logId: r.log_id as string | null,
    shareToken: r.share_token as string | null,
    accuracyRating: r.accuracy_rating as number | null,
    strength: r.strength === null || r.strength === undefined ? null : Number(r.strength),
    createdAt: new Date(r.created_at as string | Date),
  };
}

export class ExamOrderRepository {
  constructor(private readonly knex: Knex) {}

  /**
   * `createdAt` when the caller tells it (an event written with the row carries it; otherwise the database's
   * clock); `withStatement` adds steps to the same statement (outboxEvent's insertWith).
   */
  async insert(
    db: Knex,
    order: Omit<ExamOrderRow, 'shareToken' | 'accuracyRating' | 'strength' | 'createdAt'> & { createdAt?: Date },
    withStatement: (query: Knex.QueryBuilder) => Knex.QueryBuilder = (query) => query,
  ): Promise<ExamOrderRow> {
    const [row] = await withStatement(db('exam_orders'))
      .insert({
        ...(order.createdAt ? { created_at: order.createdAt } : {}),
        order_number: order.orderNumber,
        exam_id: order.examId,
        locale: order.locale,
        email: order.email,
        first_name: order.firstName,
        last_name: order.lastName,
        year_of_birth: order.yearOfBirth,
        gender: order.gender,
        country: order.country,
        type_code: order.typeCode,
        scale_positions: JSON.stringify(order.scalePositions),
        strength: combinedStrength(order.scalePositions),
        answers: JSON.stringify(order.answers),
        tracking: JSON.stringify(order.tracking),
        advertising_consent: order.advertisingConsent,
        user_agent: order.userAgent,
        log_id: order.logId,
      })
      .returning('*');
    return fromRow(row);
  }

  async byNumber(orderNumber: string, db: Knex = this.knex): Promise<ExamOrderRow | undefined> {
    const row = await db('exam_orders').where({ order_number: orderNumber }).first();
    return row && fromRow(row);
  }

  /** A buyer's orders, newest first, each with the SKU ids of its paid purchases: "my reports" in one statement. */
  async listByEmailWithPaidSkus(email: string, examId: string | undefined, limit: number): Promise<Array<ExamOrderRow & { paidSkuIds: string[] }>> {
    const paidSkuIds = this.knex('purchases')
      .whereRaw('purchases.order_number = exam_orders.order_number')
      .andWhere('purchases.status', 'paid')
      .select(this.knex.raw(`coalesce(jsonb_agg(purchases.sku_ids), '[]'::jsonb)`))
      .as('paid_sku_ids');
    const query = this.knex('exam_orders').select('exam_orders.*', paidSkuIds).where({ email }).orderBy('created_at', 'desc').limit(limit);
    if (examId) query.andWhere({ exam_id: examId });
    return (await query).map((row) => ({ ...fromRow(row), paidSkuIds: json<string[][]>(row.paid_sku_ids).flat() }));
  }

  /** An order with its paid purchases, newest first, in one statement: what paying for more of it needs. */
  async byNumberWithPaidPurchases(orderNumber: string): Promise<{ order: ExamOrderRow; paidPurchases: PurchaseRow[] } | undefined> {
    const paidPurchases = this.knex('purchases')
      .whereRaw('purchases.order_number = exam_orders.order_number')
      .andWhere('purchases.status', 'paid')
      .select(this.knex.raw(`coalesce(jsonb_agg(to_jsonb(purchases) order by purchases.created_at desc, purchases.purchase_number desc), '[]'::jsonb)`))
      .as('paid_purchases');
    const row = await this.knex('exam_orders').select('exam_orders.*', paidPurchases).where({ order_number: orderNumber }).first();
    return row && { order: fromRow(row), paidPurchases: json<Record<string, unknown>[]>(row.paid_purchases).map(purchaseFromRow) };
  }

  async byShareToken(token: string): Promise<ExamOrderRow | undefined> {
    const row = await this.knex('exam_orders').where({ share_token: token }).first();
    return row && fromRow(row);
  }

  async updateEmail(orderNumber: string, email: string): Promise<boolean> {
    return (await this.knex('exam_orders').where({ order_number: orderNumber }).update({ email })) > 0;
  }

  /** Sets the share token unless one exists; returns the token in force. */
  async ensureShareToken(orderNumber: string, token: string): Promise<string | undefined> {
    await this.knex('exam_orders').where({ order_number: orderNumber }).whereNull('share_token').update({ share_token: token });
    return (await this.byNumber(orderNumber))?.shareToken ?? undefined;
  }

  async rate(orderNumber: string, rating: number): Promise<boolean> {
    return (await this.knex('exam_orders').where({ order_number: orderNumber }).update({ accuracy_rating: rating, rated_at: this.knex.fn.now() })) > 0;
  }

  async completionStats(examId: string, country: string | undefined, startOfToday: Date) {
    const row = await this.knex('exam_orders')
      .where({ exam_id: examId })
      .select(
        this.knex.raw('count(*) as total'),
        this.knex.raw('count(*) filter (where created_at >= ?) as today', [startOfToday]),
        this.knex.raw('count(*) filter (where country = ?) as in_region', [country ?? '']),
        this.knex.raw('count(accuracy_rating) as ratings'),
        this.knex.raw('coalesce(avg(accuracy_rating), 0)::float8 as accuracy'),
      )
      .first();
    return {
      totalCompleted: Number(row.total),
      takenToday: Number(row.today),
      inRegion: Number(row.in_region),
      ratings: Number(row.ratings),
      accuracyAverage: Number(row.accuracy),
    };
  }
}
