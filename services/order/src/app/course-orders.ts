import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import { localeOrDefault } from '@mindprint/platform/locales';
import type { CourseOrderRepository, CourseOrderRow } from '../db/course-order-repository.js';
import { courseOrderNumberPattern, newCourseOrderNumber } from '../domain/purchase.js';
import { courseSkuIdOf, findSku } from '../domain/sku-catalogue.js';

export interface CreateCourseOrderInput {
  courseId: string;
  userId: string;
  email: string;
  locale: string;
  country: string;
}

const courseIdPattern = /^[0-9A-Za-z_-]{1,32}$/;
const notFound = () => new DomainError('ORDER_NOT_FOUND', 'We could not find this order', 'NOT_FOUND');

/** Orders for single courses. Whether the course exists and is locked is the content service's answer, asked by the gateway. */
export class CourseOrders {
  constructor(private readonly orders: CourseOrderRepository) {}

  /** A member's order for a course; the member's earlier order for the same course is continued. */
  async create(input: CreateCourseOrderInput): Promise<CourseOrderRow & { skuId: string }> {
    const userId = input.userId.trim();
    if (!userId) throw new DomainError('NOT_SIGNED_IN', 'Please sign in to buy a course', 'UNAUTHENTICATED');
    const courseId = input.courseId.trim();
    if (!courseIdPattern.test(courseId)) throw new DomainError('INVALID_COURSE', 'course_id: not a course id', 'INVALID_ARGUMENT');
    if (!findSku('', courseSkuIdOf(courseId))) throw new DomainError('COURSE_NOT_FOR_SALE', `Course ${courseId} is not sold on its own`, 'NOT_FOUND');
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    const country = input.country.trim().toUpperCase();
    const earlier = await this.orders.latestOf(userId, courseId);
    const skuId = courseSkuIdOf(courseId);
    if (earlier) return { ...earlier, skuId };
    const order = {
      orderNumber: newCourseOrderNumber(),
      courseId,
      userId,
      email,
      locale: localeOrDefault(input.locale),
      country: /^[A-Z]{2}$/.test(country) ? country : null,
    };
    await this.orders.insert(order);
    return { ...order, createdAt: new Date(), skuId };
  }

  /** A course order by its number; malformed numbers are refused before any lookup. */
  async order(orderNumber: string): Promise<CourseOrderRow> {
    if (!courseOrderNumberPattern.test(orderNumber)) throw notFound();
    const order = await this.orders.byNumber(orderNumber);
    if (!order) throw notFound();
    return order;
  }
}
