import { randomBytes } from 'node:crypto';
import { DomainError } from '@mindprint/platform/errors';
import { type CatalogueSku, findSku, ownedSkuIds, reportSkuOf } from './sku-catalogue.js';

export type PurchaseStatus = 'pending_payment' | 'paid';

/** 20 characters of Crockford base32 after "PU", like exam order numbers: a purchase number opens a receipt. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newPurchaseNumber(): string {
  return `PU${[...randomBytes(20)].map((b) => alphabet[b % 32]).join('')}`;
}

export const purchaseNumberPattern = /^PU[0-9A-Z]{20}$/;

/** A course order's number: "MC" and 20 characters like an exam order's "MP…", so the two never collide. */
export function newCourseOrderNumber(): string {
  return `MC${[...randomBytes(20)].map((b) => alphabet[b % 32]).join('')}`;
}

export const courseOrderNumberPattern = /^MC[0-9A-Z]{20}$/;

/** One key per set of SKUs, whatever order they were asked in: the same SKUs of an order are one purchase. */
export function skuKey(skuIds: readonly string[]): string {
  return [...new Set(skuIds)].sort().join('+');
}

/**
 * The SKUs a visitor asks to buy for an exam order: at least one, each sold for the order's test, none
 * contained twice (a package already includes its packs).
 */
export function resolvePurchaseSkus(examId: string, requested: readonly string[]): CatalogueSku[] {
  const fail = (message: string) => new DomainError('INVALID_SKUS', message, 'INVALID_ARGUMENT');
  const ids = [...new Set(requested.map((id) => id.trim()).filter(Boolean))].sort();
  if (ids.length === 0) throw fail('Choose at least one product to buy');
  if (ids.length > 10) throw fail('At most 10 products can be bought at once');
  const skus = ids.map((id) => {
    const sku = findSku(examId, id);
    if (!sku) throw fail(`"${id}" is not sold for this test (exam ${examId})`);
    return sku;
  });
  const seen = new Set<string>();
  for (const sku of skus) {
    for (const id of [sku.skuId, ...sku.includedSkuIds]) {
      if (seen.has(id)) throw fail(`"${id}" is included twice in this purchase; choose either the package or its parts`);
      seen.add(id);
    }
  }
  return skus;
}

/** Whether SKUs bought (paid) for an exam order unlock its full report, directly or through a package. */
export function unlocksReport(examId: string, paidSkuIds: Iterable<string>): boolean {
  const report = reportSkuOf(examId);
  return report !== undefined && ownedSkuIds(paidSkuIds).has(report.skuId);
}

/** The visitor-facing status of an exam order. */
export function examOrderStatus(reportBought: boolean): 'paid' | 'pending_payment' {
  return reportBought ? 'paid' : 'pending_payment';
}
