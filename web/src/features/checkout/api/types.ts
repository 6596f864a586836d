/** What the checkout calls answer (the gateway's contract), envelope already unwrapped. */
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

export type Payment = ApiResponse<'/pay-api/pay/check/status'>;
export type PaymentStatus = Payment['status'];
/** How a visitor can pay (what a payment request accepts). */
export type MethodCode = ApiRequest<'/pay-api/pay/order/create'>['method'];

/** Integer minor units plus currency, and the server's formatting of it (spec §9 rules). */
export type Money = Payment['amount'];

type SkuList = ApiResponse<'/api/exam/sku/list/{examId}/{country}/{hl}'>;
export type Sku = SkuList['skus'][number];
export type Promo = NonNullable<SkuList['promo']>;
