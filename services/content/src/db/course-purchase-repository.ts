import type { Knex } from '@mindprint/platform/db';

/** Single courses bought by members, one row per member and course. */
export class CoursePurchaseRepository {
  constructor(private readonly knex: Knex) {}

  /**
   * Records the purchase unless the member already owns the course; returns the number of the purchase that
   * owns it (this one, or an earlier one whose second payment needs a refund); undefined for an unknown course.
   */
  async record(trx: Knex.Transaction, purchase: { userId: string; courseId: string; purchaseNumber: string; paidAt: Date }): Promise<string | undefined> {
    if (!(await trx('courses').where({ course_id: purchase.courseId }).first('course_id'))) return undefined;
    await trx('course_purchases')
      .insert({ user_id: purchase.userId, course_id: purchase.courseId, purchase_number: purchase.purchaseNumber, paid_at: purchase.paidAt })
      .onConflict(['user_id', 'course_id'])
      .ignore();
    const owner = await trx('course_purchases').where({ user_id: purchase.userId, course_id: purchase.courseId }).first('purchase_number');
    return owner.purchase_number as string;
  }

  async courseIdsOf(userId: string): Promise<Set<string>> {
    const rows = await this.knex('course_purchases').where({ user_id: userId }).select('course_id');
    return new Set(rows.map((r: { course_id: string }) => r.course_id));
  }
}
