import { DomainError } from '@mindprint/platform/errors';
import type { ExamOrderRow } from '../db/exam-order-repository.js';
import type { PurchaseRepository } from '../db/purchase-repository.js';
import { currencyForCountry, defaultCountry } from '@mindprint/platform/country-currency';
import { localeOrDefault } from '@mindprint/platform/locales';
import { checkPromoCode, offerApplies, offerExpiresAt, priceSku, type PromoOutcome } from '../domain/pricing.js';
import {
  type CatalogueSku,
  findSku,
  isSecondPhaseStep,
  ownedSkuIds,
  packagesForCode,
  reportOffer,
  secondPhaseSteps,
  skusOfExam,
} from '../domain/sku-catalogue.js';
import type { ExamOrderQueries } from './exam-order-queries.js';
import { promoView, skuView } from './views.js';

/** The country a price is for: the one asked, else the exam order's, else the default (US). */
export function pricingCountry(requested: string | undefined, order?: Pick<ExamOrderRow, 'country'>): string {
  const asked = (requested ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(asked) ? asked : (order?.country ?? defaultCountry);
}

/** What is for sale and at what price: the report offer, packages, second-phase packs and add-ons. */
export class CatalogueQueries {
  constructor(
    private readonly orders: ExamOrderQueries,
    private readonly purchases: PurchaseRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The report offer of an exam; with an exam order, its countdown decides whether the offer price holds. */
  async listSkus(input: { examId: string; country?: string; locale?: string; promoCode?: string; orderNumber?: string }) {
    const now = this.clock();
    const order = input.orderNumber ? await this.orders.order(input.orderNumber) : undefined;
    if (order && order.examId !== input.examId) {
      throw new DomainError('ORDER_EXAM_MISMATCH', `Order ${order.orderNumber} is for another test (exam ${order.examId})`, 'INVALID_ARGUMENT');
    }
    const expiresAt = order && offerExpiresAt(order.createdAt);
    const currency = currencyForCountry(pricingCountry(input.country, order));
    const locale = localeOrDefault(input.locale || order?.locale);
    const skus = reportOffer(input.examId);
    const promo = checkPromoCode(input.promoCode, skus, now);
    return {
      skus: this.priced(skus, currency, locale, offerApplies(expiresAt, now), promo),
      currency,
      promo: promoView(promo),
      offerExpiresAt: expiresAt?.toISOString() ?? '',
      serverTime: now.toISOString(),
    };
  }

  async getSku(input: { examId: string; skuId: string; country?: string; locale?: string; promoCode?: string }) {
    const sku = findSku(input.examId, input.skuId);
    if (!sku) throw new DomainError('SKU_NOT_FOUND', `No product "${input.skuId}" for this test`, 'NOT_FOUND');
    const promo = checkPromoCode(input.promoCode, [sku], this.clock());
    const [view] = this.priced([sku], currencyForCountry(pricingCountry(input.country)), localeOrDefault(input.locale), true, promo);
    return { sku: view, promo: promoView(promo) };
  }

  /** The packages sold under a package code ("mbti"); an unknown code has none. */
  async listSkuPackages(input: { code: string; country?: string; locale?: string }) {
    const packages = packagesForCode(input.code);
    return { packages: this.priced(packages, currencyForCountry(pricingCountry(input.country)), localeOrDefault(input.locale), true) };
  }

  async listSecondPhasePackages(input: { examId: string; step: string; country?: string; locale?: string }) {
    const step = input.step.trim().toLowerCase();
    if (!isSecondPhaseStep(step)) {
      throw new DomainError('UNKNOWN_STEP', `Unknown step "${input.step}"; steps are ${Object.keys(secondPhaseSteps).join(', ')}`, 'INVALID_ARGUMENT');
    }
    const skus = secondPhaseSteps[step]!.map((id) => findSku(input.examId, id)).filter((sku): sku is CatalogueSku => sku !== undefined);
    return { step, packages: this.priced(skus, currencyForCountry(pricingCountry(input.country)), localeOrDefault(input.locale), true) };
  }

  /** The add-on packs of an exam order's test that it does not own yet, in the order's currency. */
  async listExtraPackages(input: { orderNumber: string; locale?: string }) {
    const order = await this.orders.order(input.orderNumber);
    const paid = await this.purchases.listByOrder(order.orderNumber, 'paid');
    const owned = ownedSkuIds(paid.flatMap((p) => p.skuIds));
    const addons = skusOfExam(order.examId, ['addon']).filter((sku) => !owned.has(sku.skuId));
    const offer = offerApplies(offerExpiresAt(order.createdAt), this.clock());
    return { packages: this.priced(addons, currencyForCountry(pricingCountry(undefined, order)), localeOrDefault(input.locale || order.locale), offer) };
  }

  private priced(skus: readonly CatalogueSku[], currency: string, locale: string, offer: boolean, promo?: PromoOutcome) {
    return skus.map((sku) => skuView(sku, locale, priceSku(sku, currency, { offer, promo })));
  }
}
