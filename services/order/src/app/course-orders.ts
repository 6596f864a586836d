import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import { localeOrDefault } from '@mindprint/platform/locales';
import { currencyForCountry } from '@mindprint/platform/country-currency';
import type { CourseOrderRepository, CourseOrderRow } from '../db/course-order-repository.js';
import type { PurchaseRepository } from '../db/purchase-repository.js';
import { priceSku } from '../domain/pricing.js';
import { courseOrderNumberPattern, newCourseOrderNumber } from '../domain/purchase.js';
import { type CatalogueSku, courseSkuIdOf, courseSkus, findSku } from '../domain/sku-catalogue.js';
import { pricingCountry } from './catalogue-queries.js';
import { skuView } from './views.js';

export interface CreateCourseOrderInput {
  courseId: string;
  userId: string;
  email: string;
  locale: string;
  country: string;
}

const courseIdPattern = /^[0-9A-Za-z_-]{1,32}$/;
const notFound = () => new DomainError('ORDER_NOT_FOUND', 'We could not find this order', 'NOT_FOUND');

/** A course SKU as it is charged: no countdown offer, no promo code. */
const courseSkuView = (sku: CatalogueSku, currency: string, locale: string) => skuView(sku, locale, priceSku(sku, currency, { offer: false }));

/**
 * Orders for single courses and their prices (this service is the one owner of a course's price). Whether the
 * course exists and is locked is the content service's answer, asked by the gateway.
 */
export class CourseOrders {
  constructor(
    private readonly orders: CourseOrderRepository,
    private readonly purchases: Pick<PurchaseRepository, 'listByOrder'>,
  ) {}

  /** Every course sold on its own, priced in the country's currency. */
  skus(input: { country?: string; locale?: string }) {
    const currency = currencyForCountry(pricingCountry(input.country));
    const locale = localeOrDefault(input.locale);
    return { currency, courses: courseSkus().map(({ courseId, sku }) => ({ courseId, sku: courseSkuView(sku, currency, locale) })) };
  }

  /** A course order with its SKU priced in the order's country, as PreparePurchase charges it. */
  async orderView(orderNumber: string, locale?: string) {
    const order = await this.order(orderNumber);
    const sku = findSku('', courseSkuIdOf(order.courseId));
    if (!sku) throw new DomainError('COURSE_NOT_FOR_SALE', `Course ${order.courseId} is not sold on its own`, 'FAILED_PRECONDITION');
    const paid = (await this.purchases.listByOrder(order.orderNumber, 'paid')).length > 0;
    const view = courseSkuView(sku, currencyForCountry(pricingCountry(undefined, order)), localeOrDefault(locale || order.locale));
    return { orderNumber: order.orderNumber, courseId: order.courseId, userId: order.userId, email: order.email, sku: view, paid };
  }

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
