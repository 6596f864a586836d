import { api } from '../../../lib/api-client';
import type { ApiRequest } from '../../../lib/api/contract';
import type { Payment } from './types';

/** The body of `POST /pay/order/create` and `/pay/order/payPackage` (pay base). */
export type CreatePaymentRequest = ApiRequest<'/pay-api/pay/order/create'> & ApiRequest<'/pay-api/pay/order/payPackage'>;

/** Starts paying for the report SKUs of an exam order. */
export function createPayment(body: CreatePaymentRequest): Promise<Payment> {
  return api.pay.post<Payment>('/pay/order/create', body);
}

/** Starts paying for add-on packs. */
export function payPackage(body: CreatePaymentRequest): Promise<Payment> {
  return api.pay.post<Payment>('/pay/order/payPackage', body);
}

/** `POST /secondPhase/pay/skuPackage`: a second-phase package step. */
export function paySecondPhasePackage(body: ApiRequest<'/pay-api/secondPhase/pay/skuPackage'>): Promise<Payment> {
  return api.pay.post<Payment>('/secondPhase/pay/skuPackage', body);
}
