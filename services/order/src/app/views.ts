import { maskEmail } from '@mindprint/platform/email-address';
import type { PurchaseRow } from '../db/purchase-repository.js';
import { money, type Money, type PromoOutcome, type SkuPrice } from '../domain/pricing.js';
import type { CatalogueSku } from '../domain/sku-catalogue.js';
import { skuCopy } from '../sku-copy.js';

/** A SKU as callers see it: localised copy and its price in one currency. */
export interface SkuView {
  skuId: string;
  examId: string;
  kind: string;
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

export function skuView(sku: CatalogueSku, locale: string, price: SkuPrice): SkuView {
  const copy = skuCopy(sku, locale);
  return {
    skuId: sku.skuId,
    examId: sku.examId,
    kind: sku.kind,
    name: copy.name,
    description: copy.description,
    features: [...copy.features],
    price: price.price,
    originalPrice: price.originalPrice,
    youSave: price.youSave,
    discountTenths: price.discountTenths,
    recommended: sku.recommended,
    includedSkuIds: [...sku.includedSkuIds],
  };
}

export interface PromoView {
  code: string;
  valid: boolean;
  percentOff: number;
  rejection: string;
}

export function promoView(promo: PromoOutcome | undefined): PromoView | undefined {
  return promo && { code: promo.code, valid: promo.valid, percentOff: promo.percentOff, rejection: promo.rejection };
}

export interface PurchaseView {
  purchaseNumber: string;
  orderNumber: string;
  examId: string;
  skuIds: string[];
  status: string;
  subtotal: Money;
  discount: Money;
  tax: Money;
  total: Money;
  promoCode: string;
  emailMasked: string;
  locale: string;
  createdAt: string;
  paidAt: string;
  paymentId: string;
  title: string;
}

export function purchaseView(p: PurchaseRow): PurchaseView {
  return {
    purchaseNumber: p.purchaseNumber,
    orderNumber: p.orderNumber,
    examId: p.examId,
    skuIds: [...p.skuIds],
    status: p.status,
    subtotal: money(p.subtotalMinor, p.currency),
    discount: money(p.discountMinor, p.currency),
    tax: money(p.taxMinor, p.currency),
    total: money(p.totalMinor, p.currency),
    promoCode: p.promoCode ?? '',
    emailMasked: maskEmail(p.email),
    locale: p.locale,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? '',
    paymentId: p.paymentId ?? '',
    title: p.title,
  };
}
