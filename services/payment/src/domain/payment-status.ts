/**
 * A payment's life: created → requires_action → processing → succeeded | failed | canceled.
 * Updates arrive late and out of order (webhooks, status checks, reconciliation), so a status only moves
 * forward. Terminal states are final, with one exception that protects the customer's money: a provider
 * confirming that money moved (succeeded) wins over an earlier failed or canceled, because hiding a
 * charge would lose a paid order. Nothing ever leaves succeeded.
 */

export const paymentStatuses = ['created', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Statuses in which money may still move: at most one such payment per purchase and method. */
export const openStatuses: readonly PaymentStatus[] = ['created', 'requires_action', 'processing'];
export const terminalStatuses: readonly PaymentStatus[] = ['succeeded', 'failed', 'canceled'];

const rank: Record<PaymentStatus, number> = {
  created: 0,
  requires_action: 1,
  processing: 2,
  failed: 3,
  canceled: 3,
  succeeded: 4,
};

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (paymentStatuses as readonly string[]).includes(value);
}

export function isTerminal(status: PaymentStatus): boolean {
  return terminalStatuses.includes(status);
}

export function isOpen(status: PaymentStatus): boolean {
  return openStatuses.includes(status);
}

/** The status after an update reports `incoming`: never backwards, terminal stays terminal (but see above). */
export function nextStatus(current: PaymentStatus, incoming: PaymentStatus | undefined): PaymentStatus {
  if (!incoming || incoming === current) return current;
  if (current === 'succeeded') return current;
  if (isTerminal(current)) return incoming === 'succeeded' ? incoming : current;
  return rank[incoming] > rank[current] ? incoming : current;
}
