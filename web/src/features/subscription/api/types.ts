/** What the subscription calls answer (the gateway's contract), envelope already unwrapped. */

export interface Money {
  amountMinor: number;
  currency: string;
  formatted: string;
}

export type Tier = 'basic' | 'premium';

export interface Plan {
  planId: string;
  tier: Tier;
  name: string;
  description: string;
  trialDays: number;
  trialPrice: Money;
  price: Money;
  billingInterval: string;
  intervalCount: number;
  periodLabel: string;
  skipTrialPrice: Money;
  features: string[];
  recommended: boolean;
  terms: string;
}

export interface PlanList {
  plans: Plan[];
  consentVersion: string;
  consentText: string;
}

export type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';

export interface Subscription {
  subscriptionId: string;
  planId: string;
  planName: string;
  tier: Tier;
  status: SubscriptionStatus;
  trialEndsAt: string;
  currentPeriodEnd: string;
  nextChargeAt: string;
  nextCharge: Money;
  accessEndsAt: string;
  emailMasked?: string;
}

export type PaymentStatus = 'created' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface Payment {
  paymentId: string;
  status: PaymentStatus;
  provider: string;
  amount: Money;
  failureCode: string;
  failureMessage: string;
}

export interface StartSubscriptionResponse {
  subscription: Subscription;
  paymentId: string;
  paymentStatus: PaymentStatus;
  clientSecret: string;
  approvalUrl: string;
  provider: 'stripe' | 'paypal' | 'sandbox';
  testMode: boolean;
  amount: Money;
}

export interface Privileges {
  tier: Tier | '' | 'none';
  vip: boolean;
  privileges: { code: string; granted: boolean }[];
  subscription: Subscription | null;
}
