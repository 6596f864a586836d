import { api } from '../../../lib/api-client';
import type { MethodCode, Payment } from './types';

/** The body of `POST /pay/order/create` and `/pay/order/payPackage` (pay base). */
export interface CreatePaymentRequest {
  orderNumber: string;
  skuIds: string[];
  method: MethodCode;
  email: string;
  promoCode?: string;
  country?: string;
  /** Paths in our site (with the locale prefix); the server appends `paymentId=`. */
  returnUrl?: string;
  cancelUrl?: string;
}

/** Starts paying for the report SKUs of an exam order. */
export function createPayment(body: CreatePaymentRequest): Promise<Payment> {
  return api.pay.post<Payment>('/pay/order/create', body);
}

/** Starts paying for add-on packs. */
export function payPackage(body: CreatePaymentRequest): Promise<Payment> {
  return api.pay.post<Payment>('/pay/order/payPackage', body);
}

/** `POST /secondPhase/pay/skuPackage`: a second-phase package step. */
export function paySecondPhasePackage(body: {
  orderNumber: string;
  step: string;
  skuId: string;
  method: MethodCode;
  email: string;
  returnUrl?: string;
  cancelUrl?: string;
}): Promise<Payment> {
  return api.pay.post<Payment>('/secondPhase/pay/skuPackage', body);
}
