/** What the checkout calls answer (the gateway's contract), envelope already unwrapped. */

/** Integer minor units plus currency, and the server's formatting of it (spec §9 rules). */
export interface Money {
  amountMinor: number;
  currency: string;
  formatted: string;
}

export interface Sku {
  skuId: string;
  examId: string;
  kind: 'report' | 'package' | 'addon';
  name: string;
  description: string;
  features: string[];
  price: Money;
  originalPrice: Money;
  youSave: Money;
  discountTenths: number;
  recommended: boolean;
  includedSkuIds: string[];
}

export interface Promo {
  code: string;
  valid: boolean;
  percentOff: number;
  /** Why the code was refused (unknown, expired, not_applicable…), '' when valid. */
  rejection: string;
}

export type PaymentStatus = 'created' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';
export type MethodCode = 'card' | 'paypal';

export interface Payment {
  paymentId: string;
  orderNumber: string;
  purchaseNumber: string;
  status: PaymentStatus;
  provider: 'stripe' | 'paypal' | 'sandbox';
  method: MethodCode;
  amount: Money;
  testMode: boolean;
  clientSecret: string;
  approvalUrl: string;
  failureCode: string;
  failureMessage: string;
  alreadyPaid: boolean;
  title: string;
}
