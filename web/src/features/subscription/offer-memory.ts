/**
 * The e-mail and country the visitor already gave for an exam order on this device, to fill in the offer page: the answer
 * flow's (quiz state) or the report checkout's (payment page, this tab). Read by their storage keys; the quiz
 * and checkout features write them (features do not import each other).
 */
import { pickCountry } from '../../lib/region';
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

/** The country the visitor gave in the answer flow of an exam ('' if none): plans are priced in its currency, as the report was. */
export function countryGivenFor(local: PersistentStore, examId: string): string {
  const quiz = local.get<unknown>(QUIZ_STATE_KEY(examId));
  if (!quiz || typeof quiz !== 'object') return '';
  const country = str((quiz as { form?: { country?: unknown } }).form?.country);
  return /^[A-Z]{2}$/.test(country) ? country : '';
}

/** The country plans are priced for: the answer flow's, else the browser's region, else the US. */
export function buyerCountry(local: PersistentStore, examId: string, browserRegion: string | null): string {
  return pickCountry(countryGivenFor(local, examId), browserRegion);
}
