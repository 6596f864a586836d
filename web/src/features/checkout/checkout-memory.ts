/**
 * What the checkout reads and keeps on the device:
 * - the visitor's last order per exam and the answer flow's country and e-mail, read by their storage
 *   keys (the result and quiz features write them; features do not import each other);
 * - the checkout in progress (order, SKUs, promo code, method) for 'Try again' and 'Go back' after a
 *   provider sent the visitor back with only a payment id (session storage: this tab only).
 */
import type { PersistentStore } from '../../lib/storage';
import type { PaymentTarget } from './checkout-paths';

const RESULT_LAST_ORDER_KEY = (examId: string) => `result:last-order:${examId}`;
const QUIZ_STATE_KEY = (examId: string) => `quiz:exam:${examId}`;
const QUIZ_CURRENT_EXAM_KEY = 'quiz:current-exam';
const CHECKOUT_LAST_ORDER_KEY = (examId: string) => `checkout:last-order:${examId}`;
const CHECKOUT_SESSION_KEY = 'checkout:session';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The last order the visitor placed or paid for in `examId`, if any. */
export function lastOrderFor(store: PersistentStore, examId: string): string | null {
  const own = str(store.get<unknown>(CHECKOUT_LAST_ORDER_KEY(examId)));
  if (own) return own;
  const result = str(store.get<unknown>(RESULT_LAST_ORDER_KEY(examId)));
  if (result) return result;
  const quiz = store.get<unknown>(QUIZ_STATE_KEY(examId));
  return quiz && typeof quiz === 'object' ? str((quiz as { lastOrderNumber?: unknown }).lastOrderNumber) || null : null;
}

export function rememberOrder(store: PersistentStore, examId: string, orderNumber: string): void {
  if (store.get<unknown>(CHECKOUT_LAST_ORDER_KEY(examId)) !== orderNumber) store.set(CHECKOUT_LAST_ORDER_KEY(examId), orderNumber);
}

/** The exam the visitor is taking (the answer flow's choice), else null. */
export function currentExamId(store: PersistentStore): string | null {
  const value = str(store.get<unknown>(QUIZ_CURRENT_EXAM_KEY));
  return /^[\w-]{1,64}$/.test(value) ? value : null;
}

/** Country and e-mail the visitor gave in the answer flow for `orderNumber` (same device only). */
export function answerFlowDetails(store: PersistentStore, examId: string, orderNumber: string): { country: string; email: string } {
  const raw = store.get<unknown>(QUIZ_STATE_KEY(examId));
  if (!raw || typeof raw !== 'object') return { country: '', email: '' };
  const state = raw as { form?: { country?: unknown }; email?: unknown; lastOrderNumber?: unknown };
  const country = str(state.form?.country);
  const sameOrder = str(state.lastOrderNumber) === orderNumber;
  return { country: /^[A-Z]{2}$/.test(country) ? country : '', email: sameOrder ? str(state.email).slice(0, 254) : '' };
}

export interface CheckoutSession extends PaymentTarget {
  examId: string;
  /** The SKU page it started from (app path), for 'Go back'. */
  skuPath: string;
  paymentId: string;
  /** The delivery e-mail typed on the payment page, to fill it in again after a failed attempt. */
  email?: string;
}

export function saveCheckoutSession(store: PersistentStore, session: CheckoutSession): void {
  store.set(CHECKOUT_SESSION_KEY, session);
}

/** The checkout in progress, when it is the one of `paymentId` (or any, without a payment id). */
export function loadCheckoutSession(store: PersistentStore, paymentId?: string | null): CheckoutSession | null {
  const raw = store.get<unknown>(CHECKOUT_SESSION_KEY);
  if (!raw || typeof raw !== 'object') return null;
  const session = raw as Partial<CheckoutSession>;
  if (typeof session.orderNumber !== 'string' || !Array.isArray(session.skuIds)) return null;
  if (paymentId && session.paymentId && session.paymentId !== paymentId) return null;
  return {
    orderNumber: session.orderNumber,
    skuIds: session.skuIds.filter((id): id is string => typeof id === 'string'),
    promoCode: str(session.promoCode),
    mode: session.mode === 'package' ? 'package' : 'report',
    step: str(session.step),
    method: session.method === 'card' || session.method === 'paypal' ? session.method : '',
    examId: str(session.examId),
    skuPath: str(session.skuPath).startsWith('/') ? str(session.skuPath) : '',
    paymentId: str(session.paymentId),
    email: str(session.email).slice(0, 254),
  };
}
