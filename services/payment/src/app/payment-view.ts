import { failureMessageFor } from '../domain/payment-failures.js';
import { isOpen, type PaymentStatus } from '../domain/payment-status.js';
import type { PaymentRow } from '../db/payment-repository.js';

/** A payment as callers see it (the gRPC layer turns it into the proto message). */
export interface PaymentView {
  paymentId: string;
  orderNumber: string;
  purchaseNumber: string;
  status: PaymentStatus;
  provider: string;
  method: string;
  amountMinor: number;
  currency: string;
  testMode: boolean;
  /** Only while the payment is open: the browser needs it for Stripe's form. */
  clientSecret: string;
  approvalUrl: string;
  failureCode: string;
  failureMessage: string;
  createdAt: string;
  alreadyPaid: boolean;
  title: string;
}

export function paymentView(row: PaymentRow, alreadyPaid = false): PaymentView {
  const failed = row.status === 'failed' || row.status === 'canceled';
  return {
    paymentId: row.paymentId,
    orderNumber: row.orderNumber,
    purchaseNumber: row.purchaseNumber,
    status: row.status,
    provider: row.provider,
    method: row.method,
    amountMinor: row.amountMinor,
    currency: row.currency,
    testMode: row.testMode,
    clientSecret: isOpen(row.status) ? (row.clientSecret ?? '') : '',
    approvalUrl: isOpen(row.status) ? (row.approvalUrl ?? '') : '',
    failureCode: failed ? (row.failureCode ?? '') : '',
    failureMessage: failed ? (row.failureMessage ?? failureMessageFor(row.failureCode).message) : '',
    createdAt: row.createdAt.toISOString(),
    alreadyPaid,
    title: row.title,
  };
}
