/**
 * What Mindprint sells for a test: the report, a package (the report plus packs, cheaper than one by one)
 * and add-on packs bought after the report. List prices are integer minor units as the spec counts them
 * (whole units for its zero-decimal currencies: JPY 1200 is ¥1,200, INR 799 is ₹799). What each SKU is
 * called and says it gives is data per locale: `content/sku-copy/<locale>.json`, read by `src/sku-copy.ts`.
 */

import { examIds } from '@mindprint/platform/exam-kinds';

export type SkuKind = 'report' | 'package' | 'addon' | 'course';

export interface CatalogueSku {
  skuId: string;
  examId: string;
  kind: SkuKind;
  /** The SKUs a package contains; empty for a single SKU. */
  includedSkuIds: readonly string[];
  recommended: boolean;
  /** The countdown offer (report-expiry): pay this many tenths of the list price while it runs; 0 = no offer. */
  offerDiscountTenths: number;
  /** Currency → list price in minor units. */
  listPrices: Readonly<Record<string, number>>;
}

/** One price row per currency: the report, the report-plus package and one add-on pack. */
const priceTiers: Record<string, { report: number; plus: number; pack: number }> = {
  USD: { report: 3998, plus: 4998, pack: 999 },
  EUR: { report: 3798, plus: 4798, pack: 899 },
  GBP: { report: 3398, plus: 4198, pack: 799 },
  PLN: { report: 15998, plus: 19998, pack: 3999 },
  BRL: { report: 19998, plus: 25998, pack: 4999 },
  DKK: { report: 27998, plus: 35998, pack: 6999 },
  SEK: { report: 43800, plus: 53800, pack: 9900 },
  CHF: { report: 3798, plus: 4798, pack: 899 },
  CAD: { report: 5398, plus: 6598, pack: 1299 },
  AUD: { report: 5998, plus: 7398, pack: 1499 },
  HKD: { report: 31600, plus: 39600, pack: 7800 },
  // Zero-decimal in the spec: whole units.
  NOK: { report: 438, plus: 538, pack: 99 },
  JPY: { report: 5980, plus: 6980, pack: 1200 },
  KRW: { report: 51800, plus: 63800, pack: 12900 },
  CNY: { report: 280, plus: 336, pack: 68 },
  TWD: { report: 1260, plus: 1580, pack: 320 },
  MXN: { report: 680, plus: 860, pack: 180 },
  INR: { report: 3398, plus: 4198, pack: 799 },
};

/**
 * Single courses, per price tier and currency (same minor-unit rules as above). This is the only price of a
 * course: its pages show it (ListCourseSkus) and its order charges it.
 */
const courseTiers: Record<string, { t1499: number; t1999: number; t2499: number; t2999: number }> = {
  USD: { t1499: 1499, t1999: 1999, t2499: 2499, t2999: 2999 },
  EUR: { t1499: 1399, t1999: 1899, t2499: 2299, t2999: 2799 },
  GBP: { t1499: 1199, t1999: 1699, t2499: 1999, t2999: 2399 },
  PLN: { t1499: 5999, t1999: 7999, t2499: 9999, t2999: 11999 },
  BRL: { t1499: 7499, t1999: 9999, t2499: 12499, t2999: 14999 },
  DKK: { t1499: 9999, t1999: 13999, t2499: 16999, t2999: 19999 },
  SEK: { t1499: 15900, t1999: 21900, t2499: 26900, t2999: 31900 },
  CHF: { t1499: 1399, t1999: 1899, t2499: 2299, t2999: 2799 },
  CAD: { t1499: 1999, t1999: 2699, t2499: 3399, t2999: 3999 },
  AUD: { t1499: 2299, t1999: 2999, t2499: 3799, t2999: 4499 },
  HKD: { t1499: 11800, t1999: 15600, t2499: 19600, t2999: 23400 },
  NOK: { t1499: 159, t1999: 219, t2499: 269, t2999: 319 },
  JPY: { t1499: 2200, t1999: 2980, t2499: 3680, t2999: 4480 },
  KRW: { t1499: 19800, t1999: 25800, t2499: 32800, t2999: 38800 },
  CNY: { t1499: 98, t1999: 138, t2499: 168, t2999: 198 },
  TWD: { t1499: 480, t1999: 630, t2499: 790, t2999: 950 },
  MXN: { t1499: 260, t1999: 340, t2499: 420, t2999: 510 },
  INR: { t1499: 1299, t1999: 1699, t2499: 2099, t2999: 2499 },
};

const coursePrices = (tier: 't1499' | 't1999' | 't2499' | 't2999') =>
  Object.fromEntries(Object.entries(courseTiers).map(([currency, row]) => [currency, row[tier]]));

/** The content service's paid courses and their price tiers; free courses are not sold. */
const coursesForSale: Readonly<Record<string, 't1499' | 't1999' | 't2499' | 't2999'>> = { '2': 't1999', '3': 't2499', '4': 't1499', '6': 't2999' };

/** The SKU that sells one course on its own: no exam id, one SKU per course. */
export const courseSkuIdOf = (courseId: string) => `course-${courseId}`;

/** The courses sold on its own, each with its SKU, in course id order. */
export function courseSkus(): Array<{ courseId: string; sku: CatalogueSku }> {
  return Object.keys(coursesForSale)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((courseId) => ({ courseId, sku: findSku('', courseSkuIdOf(courseId))! }));
}

const prices = (tier: 'report' | 'plus' | 'pack') => Object.fromEntries(Object.entries(priceTiers).map(([currency, row]) => [currency, row[tier]]));

export const catalogue: readonly CatalogueSku[] = [
  {
    skuId: 'mbti-report',
    examId: examIds.type,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
  },
  {
    skuId: 'mbti-report-plus',
    examId: examIds.type,
    kind: 'package',
    includedSkuIds: ['mbti-report', 'mbti-career-pack', 'mbti-relationship-pack'],
    recommended: true,
    offerDiscountTenths: 5,
    listPrices: prices('plus'),
  },
  {
    skuId: 'mbti-career-pack',
    examId: examIds.type,
    kind: 'addon',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 0,
    listPrices: prices('pack'),
  },
  {
    skuId: 'mbti-relationship-pack',
    examId: examIds.type,
    kind: 'addon',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 0,
    listPrices: prices('pack'),
  },
  {
    skuId: 'mbti-growth-pack',
    examId: examIds.type,
    kind: 'addon',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 0,
    listPrices: prices('pack'),
  },
  {
    // Priced like the 16-type report, with the same countdown offer.
    skuId: 'deps-report',
    examId: examIds.mapping,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
  },
  {
    // Priced like the other reports, with the same countdown offer.
    skuId: 'iq-report',
    examId: examIds.matrices,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
  },
  {
    // Priced like the other reports, with the same countdown offer.
    skuId: 'ydgx-report',
    examId: examIds.relationships,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
  },
  {
    // Priced like the other reports, with the same countdown offer.
    skuId: 'career-report',
    examId: examIds.career,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
  },
  {
    // Priced like the other reports, with the same countdown offer.
    skuId: 'growth-report',
    examId: examIds.growth,
    kind: 'report',
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 5,
    listPrices: prices('report'),
  },
  ...Object.entries(coursesForSale).map(([courseId, tier]) => ({
    skuId: courseSkuIdOf(courseId),
    examId: '',
    kind: 'course' as const,
    includedSkuIds: [],
    recommended: false,
    offerDiscountTenths: 0,
    listPrices: coursePrices(tier),
  })),
];

const byId = new Map(catalogue.map((sku) => [sku.skuId, sku]));

export function findSku(examId: string, skuId: string): CatalogueSku | undefined {
  const sku = byId.get(skuId);
  return sku && sku.examId === examId ? sku : undefined;
}

export function skusOfExam(examId: string, kinds?: readonly SkuKind[]): CatalogueSku[] {
  return catalogue.filter((sku) => sku.examId === examId && (!kinds || kinds.includes(sku.kind)));
}

/** The report offer shown on the SKU page: the report and the packages that contain it. */
export function reportOffer(examId: string): CatalogueSku[] {
  return skusOfExam(examId, ['report', 'package']);
}

/** The SKU that unlocks an exam's full report. */
export function reportSkuOf(examId: string): CatalogueSku | undefined {
  return skusOfExam(examId, ['report'])[0];
}

/** What a set of SKUs gives: each SKU and everything its packages contain. */
export function ownedSkuIds(skuIds: Iterable<string>): Set<string> {
  const owned = new Set<string>();
  for (const id of skuIds) {
    owned.add(id);
    for (const included of byId.get(id)?.includedSkuIds ?? []) owned.add(included);
  }
  return owned;
}

/** Package codes (GET /exam/sku/package/list/{code}) → the exam whose packages they list. */
const packageCodes: Record<string, string> = { mbti: examIds.type };

export function packagesForCode(code: string): CatalogueSku[] {
  const examId = packageCodes[code.trim().toLowerCase()];
  return examId ? skusOfExam(examId, ['package']) : [];
}

/**
 * The second-phase steps after the report and what each offers. Steps about trials and memberships sell
 * subscription plans, which the subscription service owns; they offer no packs here.
 */
export const secondPhaseSteps: Readonly<Record<string, readonly string[]>> = {
  skip_trial: [],
  add_packs: ['mbti-career-pack', 'mbti-relationship-pack'],
  depth_content: ['mbti-growth-pack'],
  member_exclusive: [],
  access_product: [],
};

export function isSecondPhaseStep(step: string): boolean {
  return Object.hasOwn(secondPhaseSteps, step);
}
