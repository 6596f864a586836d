/**
 * The e-mail the visitor already gave for an exam order on this device, to fill in the offer page: the answer
 * flow's (quiz state) or the report checkout's (payment page, this tab). Read by their storage keys; the quiz
 * and checkout features write them (features do not import each other).
 */
import type { PersistentStore } from '../../lib/storage';

const QUIZ_STATE_KEY = (examId: string) => `quiz:exam:${examId}`;
const CHECKOUT_SESSION_KEY = 'checkout:session';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function emailGivenFor(stores: { local: PersistentStore; session: PersistentStore }, examId: string, orderNumber: string | null): string {
  if (!orderNumber) return '';
  const checkout = stores.session.get<unknown>(CHECKOUT_SESSION_KEY);
  if (checkout && typeof checkout === 'object') {
    const { orderNumber: paidFor, email } = checkout as { orderNumber?: unknown; email?: unknown };
    if (str(paidFor) === orderNumber && str(email)) return str(email).slice(0, 254);
  }
  const quiz = stores.local.get<unknown>(QUIZ_STATE_KEY(examId));
  if (quiz && typeof quiz === 'object') {
    const { lastOrderNumber, email } = quiz as { lastOrderNumber?: unknown; email?: unknown };
    if (str(lastOrderNumber) === orderNumber) return str(email).slice(0, 254);
  }
  return '';
}
