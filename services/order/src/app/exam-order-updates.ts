import { maskEmail, normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { ExamOrderRepository } from '../db/exam-order-repository.js';
import { newShareToken, validateRating } from '../domain/exam-order.js';
import type { ExamOrderQueries } from './exam-order-queries.js';

/** Changes a visitor may make to their exam order: the delivery address, a share link, an accuracy rating. */
export class ExamOrderUpdates {
  constructor(
    private readonly orders: ExamOrderRepository,
    private readonly queries: ExamOrderQueries,
  ) {}

  async updateEmail(orderNumber: string, email: string) {
    const normalized = normalizeEmail(email);
    if (!normalized) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    await this.queries.order(orderNumber);
    // Once something is bought, the address is where the paid report goes and whose member list shows it:
    // whoever holds the order number must not move it to themselves.
    if (await this.queries.hasPaidPurchase(orderNumber)) {
      throw new DomainError('ORDER_PAID_EMAIL_LOCKED', 'The e-mail of a paid order cannot be changed; please contact support from the address you bought with', 'FAILED_PRECONDITION');
    }
    await this.orders.updateEmail(orderNumber, normalized);
    return { orderNumber, emailMasked: maskEmail(normalized) };
  }

  async share(orderNumber: string) {
    await this.queries.order(orderNumber);
    const shareToken = await this.orders.ensureShareToken(orderNumber, newShareToken());
    return { shareToken: shareToken! };
  }

  async rate(orderNumber: string, rating: number) {
    validateRating(rating);
    await this.queries.order(orderNumber);
    await this.orders.rate(orderNumber, rating);
    return { orderNumber, rating };
  }
}
