import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { PurchaseRepository, PurchaseRow, PurchaseTerms } from '../db/purchase-repository.js';
import { currencyForCountry } from '@mindprint/platform/country-currency';
import { localeOrDefault } from '@mindprint/platform/locales';
import { checkPromoCode, offerApplies, offerExpiresAt, purchaseAmounts } from '../domain/pricing.js';
import { newPurchaseNumber, resolvePurchaseSkus, skuKey } from '../domain/purchase.js';
import { ownedSkuIds } from '../domain/sku-catalogue.js';
import { skuCopy } from '../sku-copy.js';
import { pricingCountry } from './catalogue-queries.js';
import type { ExamOrderQueries } from './exam-order-queries.js';
import { purchaseView } from './views.js';

export interface PreparePurchaseInput {
  orderNumber: string;
  skuIds: string[];
  country?: string;
  promoCode?: string;
  /** Where the report goes; empty keeps the exam order's address. */
  email?: string;
  locale?: string;
}

const sameTerms = (a: PurchaseTerms, b: PurchaseTerms) =>
  a.title === b.title &&
  a.currency === b.currency &&
  a.subtotalMinor === b.subtotalMinor &&
  a.discountMinor === b.discountMinor &&
  a.taxMinor === b.taxMinor &&
  a.totalMinor === b.totalMinor &&
  (a.promoCode ?? '') === (b.promoCode ?? '') &&
  a.email === b.email &&
  a.locale === b.locale;

/**
 * The purchase the payment service charges for: priced here, from the catalogue, the exam order's offer
 * countdown and a promo code. One open purchase per exam order and set of SKUs, however many callers ask
 * at once: a partial unique index decides which insert wins and everyone reads the winner.
 */
export class PreparePurchase {
  constructor(
    private readonly orders: ExamOrderQueries,
    private readonly purchases: PurchaseRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async run(input: PreparePurchaseInput) {
    const order = await this.orders.order(input.orderNumber);
    const skus = resolvePurchaseSkus(order.examId, input.skuIds);
    const key = skuKey(skus.map((s) => s.skuId));
    let email = order.email;
    if (input.email?.trim()) {
      const normalized = normalizeEmail(input.email);
      if (!normalized) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
      email = normalized;
    }
    const locale = input.locale?.trim() ? localeOrDefault(input.locale) : order.locale;
    const currency = currencyForCountry(pricingCountry(input.country, order));
    const now = this.clock();
    const promo = checkPromoCode(input.promoCode, skus, now);
    const amounts = purchaseAmounts(skus, currency, { offer: offerApplies(offerExpiresAt(order.createdAt), now), promo });
    const terms: PurchaseTerms = {
      title: skus.map((sku) => skuCopy(sku, locale).name).join(' + '),
      currency,
      subtotalMinor: amounts.subtotal.amountMinor,
      discountMinor: amounts.discount.amountMinor,
      taxMinor: amounts.tax.amountMinor,
      totalMinor: amounts.total.amountMinor,
      promoCode: amounts.promoCode || null,
      email,
      locale,
    };
    const alreadyPaid = (paid: PurchaseRow) => ({ purchase: purchaseView(paid), alreadyPaid: true });

    const paid = await this.purchases.byOrderAndKey(order.orderNumber, key, 'paid');
    if (paid) return alreadyPaid(paid);
    const owned = ownedSkuIds((await this.purchases.listByOrder(order.orderNumber, 'paid')).flatMap((p) => p.skuIds));
    const overlap = skus.filter((sku) => [sku.skuId, ...sku.includedSkuIds].some((id) => owned.has(id)));
    if (overlap.length > 0) {
      throw new DomainError(
        'ALREADY_OWNED',
        `This order already includes ${overlap.map((sku) => skuCopy(sku, 'EN').name).join(', ')}; choose only what it does not include yet`,
        'FAILED_PRECONDITION',
      );
    }

    // Loops only when the open purchase is paid between two of these statements.
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await this.purchases.insertPendingIfAbsent({
        purchaseNumber: newPurchaseNumber(),
        orderNumber: order.orderNumber,
        examId: order.examId,
        skuKey: key,
        skuIds: skus.map((s) => s.skuId),
        ...terms,
      });
      const open = await this.purchases.byOrderAndKey(order.orderNumber, key, 'pending_payment');
      if (!open) {
        const paidMeanwhile = await this.purchases.byOrderAndKey(order.orderNumber, key, 'paid');
        if (paidMeanwhile) return alreadyPaid(paidMeanwhile);
        continue;
      }
      if (inserted || sameTerms(open, terms)) return { purchase: purchaseView(open), alreadyPaid: false };
      if (await this.purchases.updatePendingTerms(open.purchaseNumber, terms)) {
        return { purchase: purchaseView({ ...open, ...terms }), alreadyPaid: false };
      }
    }
    throw new DomainError('PURCHASE_BUSY', 'This purchase is changing right now; please try again', 'UNAVAILABLE');
  }
}
