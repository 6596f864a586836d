/**
 * What the result page remembers on the device: the last order per exam (so `/result/:examId`
 * reopens it) and the visitor's own accuracy rating per order.
 */
import type { PersistentStore } from '../../lib/storage';

const lastOrderKey = (examId: string) => `result:last-order:${examId}`;
const ratingKey = (orderNumber: string) => `result:rating:${orderNumber}`;

export function rememberLastOrder(store: PersistentStore, examId: string, orderNumber: string): void {
  if (store.get<string>(lastOrderKey(examId)) !== orderNumber) store.set(lastOrderKey(examId), orderNumber);
}

export function lastOrder(store: PersistentStore, examId: string): string | null {
  const value = store.get<unknown>(lastOrderKey(examId));
  return typeof value === 'string' && value ? value : null;
}

export function rememberRating(store: PersistentStore, orderNumber: string, rating: number): void {
  store.set(ratingKey(orderNumber), rating);
}

export function rememberedRating(store: PersistentStore, orderNumber: string): number | null {
  const value = store.get<unknown>(ratingKey(orderNumber));
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}
