import type { Knex } from '@mindprint/platform/db';

export interface CourseOrderRow {
  orderNumber: string;
  courseId: string;
  /** The member the course unlocks for. */
  userId: string;
  email: string;
  locale: string;
  country: string | null;
  createdAt: Date;
}

function fromRow(r: Record<string, unknown>): CourseOrderRow {
  return {
    orderNumber: r.order_number as string,
    courseId: r.course_id as string,
    userId: r.user_id as string,
    email: r.email as string,
    locale: r.locale as string,
    country: r.country as string | null,
    createdAt: new Date(r.created_at as string | Date),
  };
}

export class CourseOrderRepository {
  constructor(private readonly knex: Knex) {}

  async insert(order: Omit<CourseOrderRow, 'createdAt'>): Promise<void> {
    await this.knex('course_orders').insert({
      order_number: order.orderNumber,
      course_id: order.courseId,
      user_id: order.userId,
      email: order.email,
      locale: order.locale,
      country: order.country,
    });
  }

  /** The member's latest order for the course, so asking to buy it again continues the same order. */
  async latestOf(userId: string, courseId: string): Promise<CourseOrderRow | undefined> {
    const row = await this.knex('course_orders').where({ user_id: userId, course_id: courseId }).orderBy('created_at', 'desc').first();
    return row && fromRow(row);
  }

  async byNumber(orderNumber: string, db: Knex = this.knex): Promise<CourseOrderRow | undefined> {
    const row = await db('course_orders').where({ order_number: orderNumber }).first();
    return row && fromRow(row);
  }
}
