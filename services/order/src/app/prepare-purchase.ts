import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { PurchaseRepository, PurchaseRow, PurchaseTerms } from '../db/purchase-repository.js';
import { currencyForCountry } from '@mindprint/platform/country-currency';
import { localeOrDefault } from '@mindprint/platform/locales';
import { type AdAttribution, fbclidSeenAtKey, keepAdAttribution } from '@mindprint/platform/tracking-keys';
import { checkPromoCode, offerApplies, offerExpiresAt, purchaseAmounts } from '../domain/pricing.js';
import { courseOrderNumberPattern, newPurchaseNumber, resolvePurchaseSkus, skuKey } from '../domain/purchase.js';
import { type CatalogueSku, courseSkuIdOf, findSku, ownedSkuIds } from '../domain/sku-catalogue.js';
import { skuCopy } from '../sku-copy.js';
import { pricingCountry } from './catalogue-queries.js';
import type { CourseOrders } from './course-orders.js';
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
  /**
   * The ad attribution of this request to pay (the gateway's consent cookie read, the page's tracking keys,
   * the user agent). Undefined from an older caller: the exam order's attribution then stands.
   */
  attribution?: { tracking: Record<string, string>; advertisingConsent: boolean; userAgent: string };
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
  a.locale === b.locale &&
  sameAttribution(a.attribution, b.attribution);

function sameAttribution(a: AdAttribution | null, b: AdAttribution | null): boolean {
  if (!a || !b) return a === b;
  const keys = Object.keys(a.tracking) as Array<keyof AdAttribution['tracking']>;
  return (
    a.advertisingConsent === b.advertisingConsent &&
    a.userAgent === b.userAgent &&
    keys.length === Object.keys(b.tracking).length &&
    keys.every((key) => a.tracking[key] === b.tracking[key])
  );
}

/**
 * The exam order's tracking keys under the paying page's. An fbclid the page sends comes with its own first-seen
 * time (or none known): the order's time belongs to the order's fbclid.
 */
function paymentTracking(orderTracking: Record<string, string>, pageTracking: Record<string, string>): Record<string, string> {
  const { [fbclidSeenAtKey]: orderSeenAt, ...order } = orderTracking;
  const sameFbclid = !pageTracking.fbclid || pageTracking.fbclid === order.fbclid;
  return { ...order, ...(sameFbclid && orderSeenAt ? { [fbclidSeenAtKey]: orderSeenAt } : {}), ...pageTracking };
}

/** The address the visitor gives for this purchase, else the order's. */
function purchaseEmail(given: string | undefined, orderEmail: string): string {
  if (!given?.trim()) return orderEmail;
  const normalized = normalizeEmail(given);
  if (!normalized) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
  return normalized;
}

/** What is bought for which order and on what terms, before the purchase row exists. */
interface PricedPurchase {
  orderNumber: string;
  /** Empty for a course order. */
  examId: string;
  skus: CatalogueSku[];
  country: string;
  email: string;
  locale: string;
  /** Whether the exam order's countdown offer still holds. */
  offer: boolean;
  promoCode?: string;
  attribution: AdAttribution | null;
  /** The order's paid purchases when they were read with the order. */
  paidPurchases?: PurchaseRow[];
}

/**
 * The purchase the payment service charges for: priced here, from the catalogue, the exam order's offer
 * countdown and a promo code. One open purchase per order and set of SKUs, however many callers ask
 * at once: a partial unique index decides which insert wins and everyone reads the winner. A course order
 * ("MC…") buys its one course SKU the same way, without a countdown offer.
 * The latest request's ad attribution is one of the open purchase's terms, so OrderPaid's conversion follows
 * the consent the visitor had when paying.
 */
export class PreparePurchase {
  constructor(
    private readonly orders: ExamOrderQueries,
    private readonly purchases: PurchaseRepository,
    private readonly courseOrders: CourseOrders,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async run(input: PreparePurchaseInput) {
    return this.prepare(courseOrderNumberPattern.test(input.orderNumber) ? await this.forCourse(input) : await this.forExam(input));
  }

  private async forExam(input: PreparePurchaseInput): Promise<PricedPurchase> {
    const { order, paidPurchases } = await this.orders.orderWithPaidPurchases(input.orderNumber);
    return {
      orderNumber: order.orderNumber,
      examId: order.examId,
      skus: resolvePurchaseSkus(order.examId, input.skuIds),
      country: pricingCountry(input.country, order),
      email: purchaseEmail(input.email, order.email),
      locale: input.locale?.trim() ? localeOrDefault(input.locale) : order.locale,
      offer: offerApplies(offerExpiresAt(order.createdAt), this.clock()),
      promoCode: input.promoCode,
      // Consent as it is now: click ids kept with the order are dropped when the visitor has withdrawn it since.
      attribution: input.attribution ? keepAdAttribution({ ...input.attribution, tracking: paymentTracking(order.tracking, input.attribution.tracking) }) : null,
      paidPurchases,
    };
  }

  private async forCourse(input: PreparePurchaseInput): Promise<PricedPurchase> {
    const order = await this.courseOrders.order(input.orderNumber);
    const skuId = courseSkuIdOf(order.courseId);
    const sku = findSku('', skuId);
    if (!sku) throw new DomainError('COURSE_NOT_FOR_SALE', `Course ${order.courseId} is not sold on its own`, 'FAILED_PRECONDITION');
    const asked = [...new Set(input.skuIds.map((id) => id.trim()).filter(Boolean))];
    if (asked.length !== 1 || asked[0] !== skuId) {
      throw new DomainError('INVALID_SKUS', `This course order buys exactly the SKU "${skuId}"`, 'INVALID_ARGUMENT');
    }
    return {
      orderNumber: order.orderNumber,
      examId: '',
      skus: [sku],
      country: pricingCountry(input.country, order),
      email: purchaseEmail(input.email, order.email),
      locale: input.locale?.trim() ? localeOrDefault(input.locale) : order.locale,
      offer: false,
      promoCode: input.promoCode,
      attribution: input.attribution ? keepAdAttribution(input.attribution) : null,
    };
  }

  private async prepare(order: PricedPurchase) {
    const { skus, email, locale } = order;
    const key = skuKey(skus.map((s) => s.skuId));
    const currency = currencyForCountry(order.country);
    const promo = checkPromoCode(order.promoCode, skus, this.clock());
    const amounts = purchaseAmounts(skus, currency, { offer: order.offer, promo });
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
      attribution: order.attribution,
    };
    const alreadyPaid = (paid: PurchaseRow) => ({ purchase: purchaseView(paid), alreadyPaid: true });

    // One read for both questions (is this set paid already, what does the order own), as checkout pays for each.
    const paidPurchases = order.paidPurchases ?? (await this.purchases.listByOrder(order.orderNumber, 'paid'));
    const paid = paidPurchases.find((purchase) => purchase.skuKey === key);
    if (paid) return alreadyPaid(paid);
    const owned = ownedSkuIds(paidPurchases.flatMap((p) => p.skuIds));
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
      if (inserted) return { purchase: purchaseView(inserted), alreadyPaid: false };
      const open = await this.purchases.byOrderAndKey(order.orderNumber, key, 'pending_payment');
      if (!open) {
        const paidMeanwhile = await this.purchases.byOrderAndKey(order.orderNumber, key, 'paid');
        if (paidMeanwhile) return alreadyPaid(paidMeanwhile);
        continue;
      }
      if (sameTerms(open, terms)) return { purchase: purchaseView(open), alreadyPaid: false };
      if (await this.purchases.updatePendingTerms(open.purchaseNumber, terms)) {
        return { purchase: purchaseView({ ...open, ...terms }), alreadyPaid: false };
      }
    }
    throw new DomainError('PURCHASE_BUSY', 'This purchase is changing right now; please try again', 'UNAVAILABLE');
  }
}
