import { formatMoney } from '@mindprint/platform/money';
import type { CatalogueSku, SkuKind } from './sku-catalogue.js';

export interface Money {
  amountMinor: number;
  currency: string;
  formatted: string;
}

export const money = (amountMinor: number, currency: string): Money => ({ amountMinor, currency, formatted: formatMoney(amountMinor, currency) });

/**
 * The price after a discount factor in tenths (8 → pay 80 %), rounded to the currency's smallest unit.
 * 0 and 10 mean no discount.
 */
export function applyDiscountTenths(amountMinor: number, tenths: number): number {
  if (!Number.isInteger(tenths) || tenths < 0 || tenths > 10) throw new RangeError(`A discount factor is 0 to 10 tenths, got ${tenths}`);
  if (tenths === 0 || tenths === 10) return amountMinor;
  return Math.round((amountMinor * tenths) / 10);
}

/** The price after a percentage off, rounded half up to the smallest unit. */
export function applyPercentOff(amountMinor: number, percent: number): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`A percentage off is 0 to 100, got ${percent}`);
  return Math.round((amountMinor * (100 - percent)) / 100);
}

/** The countdown offer of an exam order (the report-expiry timer): it holds for 24 hours after the test. */
export const offerWindowMs = 24 * 60 * 60 * 1000;

export function offerExpiresAt(examOrderCreatedAt: Date): Date {
  return new Date(examOrderCreatedAt.getTime() + offerWindowMs);
}

/**
 * Whether the offer price applies now. Without an exam order (a visitor who has not finished the test yet)
 * the offer is shown as it will hold once they do.
 */
export function offerApplies(expiresAt: Date | undefined, now: Date): boolean {
  return expiresAt === undefined || now.getTime() < expiresAt.getTime();
}

export type PromoRejection = 'unknown' | 'expired' | 'not_applicable';

interface PromoDefinition {
  code: string;
  percentOff: number;
  /** Exclusive end; undefined = no end. */
  expiresAt?: Date;
  /** SKU kinds the code takes off; undefined = every kind. */
  kinds?: readonly SkuKind[];
  /** Exams the code is for; undefined = every exam. */
  examIds?: readonly string[];
}

const promoCodes: readonly PromoDefinition[] = [
  { code: 'WELCOME10', percentOff: 10 },
  { code: 'PACKS20', percentOff: 20, kinds: ['addon'] },
  { code: 'SUMMER25', percentOff: 25, expiresAt: new Date('2025-09-01T00:00:00Z') },
];

export interface PromoOutcome {
  /** The code as the visitor typed it, trimmed and upper-cased. */
  code: string;
  valid: boolean;
  percentOff: number;
  rejection: PromoRejection | '';
  /** Whether it takes anything off this SKU (valid codes only). */
  appliesTo(sku: CatalogueSku): boolean;
}

/**
 * A promo code checked against the SKUs it would be used on: unknown, expired, or not applicable when it
 * takes nothing off any of them. Case does not matter. Undefined when no code was given.
 */
export function checkPromoCode(input: string | undefined, skus: readonly CatalogueSku[], now: Date): PromoOutcome | undefined {
  const code = (input ?? '').trim().toUpperCase();
  if (!code) return undefined;
  const definition = promoCodes.find((p) => p.code === code);
  const rejected = (rejection: PromoRejection): PromoOutcome => ({ code, valid: false, percentOff: 0, rejection, appliesTo: () => false });
  if (!definition) return rejected('unknown');
  if (definition.expiresAt && now.getTime() >= definition.expiresAt.getTime()) return rejected('expired');
  const appliesTo = (sku: CatalogueSku) =>
    (!definition.kinds || definition.kinds.includes(sku.kind)) && (!definition.examIds || definition.examIds.includes(sku.examId));
  if (!skus.some(appliesTo)) return rejected('not_applicable');
  return { code, valid: true, percentOff: definition.percentOff, rejection: '', appliesTo };
}

export interface SkuPrice {
  /** Due today: list price after the offer discount and the promo code. */
  price: Money;
  originalPrice: Money;
  youSave: Money;
  /** The offer discount in force, in tenths; 0 when none. */
  discountTenths: number;
  promoApplied: boolean;
}

/** Prices one SKU in a currency the catalogue has prices for. */
export function priceSku(sku: CatalogueSku, currency: string, options: { offer: boolean; promo?: PromoOutcome }): SkuPrice {
  const list = sku.listPrices[currency];
  if (list === undefined) throw new Error(`${sku.skuId} has no price in ${currency}`);
  const discountTenths = options.offer && sku.offerDiscountTenths > 0 && sku.offerDiscountTenths < 10 ? sku.offerDiscountTenths : 0;
  const offered = applyDiscountTenths(list, discountTenths);
  const promoApplied = options.promo?.valid === true && options.promo.appliesTo(sku);
  const due = promoApplied ? applyPercentOff(offered, options.promo!.percentOff) : offered;
  return {
    price: money(due, currency),
    originalPrice: money(list, currency),
    youSave: money(list - due, currency),
    discountTenths,
    promoApplied,
  };
}

export interface PurchaseAmounts {
  subtotal: Money;
  discount: Money;
  tax: Money;
  total: Money;
  /** The promo code when it took something off, else empty. */
  promoCode: string;
}

/** The amounts of a purchase of several SKUs: list prices, what the offer and promo take off, the total. Prices include tax. */
export function purchaseAmounts(skus: readonly CatalogueSku[], currency: string, options: { offer: boolean; promo?: PromoOutcome }): PurchaseAmounts {
  const lines = skus.map((sku) => priceSku(sku, currency, options));
  const subtotal = lines.reduce((sum, line) => sum + line.originalPrice.amountMinor, 0);
  const total = lines.reduce((sum, line) => sum + line.price.amountMinor, 0);
  return {
    subtotal: money(subtotal, currency),
    discount: money(subtotal - total, currency),
    tax: money(0, currency),
    total: money(total, currency),
    promoCode: lines.some((line) => line.promoApplied) ? options.promo!.code : '',
  };
}
