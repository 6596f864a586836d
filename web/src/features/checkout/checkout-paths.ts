/**
 * The checkout's app paths (without locale prefix) and the links between its pages. Every page has
 * the spec's old and new names; the `:examId` forms are the themed step routes (`code-examId` allowed).
 */
export const checkoutPaths = {
  sku: ['/paying/buyreport', '/paying/scheme', '/scheme_select/:examId', '/paying-scheme/:examId'],
  payment: ['/payment', '/payPage', '/paying/payment', '/paying/paypage', '/payment/:examId', '/paying-payment/:examId'],
  sandboxApproval: ['/paying/sandbox-approval'],
  check: ['/pay_check', '/paying/check'],
  success: ['/pay_success', '/paying/success'],
  failed: ['/pay_failed', '/paying/failed'],
  packages: ['/pay_package', '/paying/package'],
} as const;

/** The canonical path of each page (the first name). */
export const CHECKOUT_PAGE = {
  sku: '/paying/buyreport',
  payment: '/payment',
  check: '/pay_check',
  success: '/pay_success',
  failed: '/pay_failed',
  packages: '/pay_package',
} as const;

/** The report of an order (the report feature's page: full once paid). */
export const REPORT_PATH = '/report/result';
/** A course's page (the courses feature's, linked by address): a course order returns there once paid. */
export const COURSE_PATH = '/userCenter/courseList/detail';
export const courseQuery = (courseId: string): Record<string, string> => ({ id: courseId });
/** The app path of a course's page, with its query. */
export const coursePagePath = (courseId: string) => `${COURSE_PATH}?${new URLSearchParams(courseQuery(courseId)).toString()}`;

/** A single course's order (`MC` + 20 characters, gateway/docs/user-center-calls.md) rather than an exam order. */
export function isCourseOrder(orderNumber: string): boolean {
  return /^MC[0-9A-Z]{20}$/.test(orderNumber);
}

/**
 * The ways to pay are the same whatever is bought; their call names a test, so a course order asks under
 * this name.
 */
export const COURSE_PAYMENT_SCOPE = 'course';

/** Where a visitor without an order starts over. */
export const TAKE_TEST_PATH = '/quiz/standard';

const EXAM_ID_PATTERN = /^[\w-]{1,64}$/;
const ORDER_NUMBER_PATTERN = /^[\w-]{1,80}$/;
const SKU_ID_PATTERN = /^[\w.-]{1,80}$/;
const PROMO_PATTERN = /^[\w-]{1,40}$/;

/** The exam id of a step route parameter (`72`, or `code-72` → `72`), else null. */
export function examIdFromParam(param: string | undefined): string | null {
  const value = param?.split('-').pop();
  return value && EXAM_ID_PATTERN.test(value) ? value : null;
}

export function cleanOrderNumber(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && ORDER_NUMBER_PATTERN.test(text) ? text : null;
}

/** `skuIds=a,b` (also repeated `skuIds=a&skuIds=b`) → ['a', 'b'], without duplicates or junk. */
export function parseSkuIds(params: URLSearchParams): string[] {
  const ids = params
    .getAll('skuIds')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter((id) => SKU_ID_PATTERN.test(id));
  return [...new Set(ids)];
}

/** A promo code as typed (trimmed, upper-cased), or '' when it cannot be one. */
export function normalizePromoCode(value: string | null | undefined): string {
  const text = (value ?? '').trim().toUpperCase();
  return PROMO_PATTERN.test(text) ? text : '';
}

export type PaymentMode = 'report' | 'package';

/** What the payment page pays for. */
export interface PaymentTarget {
  orderNumber: string;
  skuIds: string[];
  promoCode: string;
  /** `package`: add-on packs (`/pay/order/payPackage`). */
  mode: PaymentMode;
  /** Second-phase package step (`/secondPhase/pay/skuPackage`), when paying one. */
  step: string;
  /** The method to preselect. */
  method: 'card' | 'paypal' | '';
}

export function parsePaymentTarget(params: URLSearchParams): PaymentTarget | null {
  const orderNumber = cleanOrderNumber(params.get('orderNumber'));
  const skuIds = parseSkuIds(params);
  if (!orderNumber || skuIds.length === 0) return null;
  const method = params.get('method');
  const step = params.get('step') ?? '';
  return {
    orderNumber,
    skuIds,
    promoCode: normalizePromoCode(params.get('promoCode')),
    mode: params.get('mode') === 'package' ? 'package' : 'report',
    step: /^(?:[a-z_]{1,32}|\d{1,4})$/.test(step) ? step : '',
    method: method === 'card' || method === 'paypal' ? method : '',
  };
}

/** The payment page's query for `target` (before the tracking keys). */
export function paymentQuery(target: PaymentTarget): Record<string, string> {
  const query: Record<string, string> = { orderNumber: target.orderNumber, skuIds: target.skuIds.join(',') };
  if (target.promoCode) query.promoCode = target.promoCode;
  if (target.mode === 'package') query.mode = 'package';
  if (target.step) query.step = target.step;
  if (target.method) query.method = target.method;
  return query;
}

/** The payment page that follows a SKU page: the step route keeps its `:examId` form. */
export function paymentPathAfter(skuPathname: string, examParam: string | undefined): string {
  if (examParam && skuPathname.startsWith('/paying-scheme/')) return `/paying-payment/${examParam}`;
  if (examParam && skuPathname.startsWith('/scheme_select/')) return `/payment/${examParam}`;
  return CHECKOUT_PAGE.payment;
}

/** The report page's query for an order. */
export function reportQuery(orderNumber: string): Record<string, string> {
  return { orderNumber };
}

/**
 * A URL the server gave us (approval page, return URL) as an app path when it belongs to this site:
 * same origin, with the router's `basename` (locale prefix) taken off. Null for other sites.
 */
export function toAppPath(url: string, origin: string, basename: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  let pathname = parsed.pathname;
  const base = basename.replace(/\/+$/, '');
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) pathname = pathname.slice(base.length) || '/';
  return `${pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The path part of a URL the sandbox gave back (its approval decision's `redirectUrl`): the contract
 * makes it a page of this site, and the server only builds it from our own return paths, so it is
 * followed inside the app even when the server's idea of the public origin differs (e.g. a local run on
 * another port).
 */
export function sitePathOf(url: string, basename: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://site.invalid');
  } catch {
    return null;
  }
  return toAppPath(`${parsed.pathname}${parsed.search}${parsed.hash}`, 'http://site.invalid', basename);
}

/** The router's basename from `useHref('/')` (`/fr/` or `/fr` → `/fr`, `/` → ''). */
export function basenameFromHref(rootHref: string): string {
  return rootHref.replace(/\/+$/, '');
}
