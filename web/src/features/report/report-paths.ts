/** The report feature's app paths (without locale prefix) and where its links lead. */
export const reportPaths = {
  /** The paid report (the free parts and locked cards while unpaid): `?orderNumber=…`. */
  report: '/report/result',
  /** The themed step route (spec §2: `report-result` with examId, `code-examId` allowed). */
  step: '/report-result/:examId',
  /** The user center's copy of the report page: `?orderNumber=…`. */
  userCenter: '/userCenter/resultReport',
  /** Starts the PDF download: `?orderNumber=…`. */
  download: '/report/result-download',
  /** Retrieve reports by e-mail. */
  retrieve: '/report/retrieve',
} as const;

/** The checkout's SKU page (`?orderNumber=…`), where the full report is bought. */
export const BUY_REPORT_PATH = '/paying/buyreport';
/** Where a visitor without an order starts. */
export const TAKE_TEST_PATH = '/quiz/standard';

const ORDER_NUMBER_PATTERN = /^[\w-]{1,80}$/;
const EXAM_ID_PATTERN = /^\w{1,64}$/;

/** An order number from the query, trimmed, or null when it cannot be one. */
export function cleanOrderNumber(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && ORDER_NUMBER_PATTERN.test(text) ? text : null;
}

/** The exam id of the step route parameter (`72`, or `relax-72` → `72`), else null. */
export function examIdFromParam(param: string | undefined): string | null {
  const id = param?.split('-').pop();
  return id && EXAM_ID_PATTERN.test(id) ? id : null;
}

/**
 * The free result remembers the last order per exam on the device under this key (the result
 * feature's `result-memory.ts`, a storage contract rather than an import: features don't import
 * each other). The step route `/report-result/:examId` reopens that order's report.
 */
export const lastOrderStorageKey = (examId: string) => `result:last-order:${examId}`;

/** `?orderNumber=` wins; on the step route, the order remembered for its exam. */
export function resolveOrderNumber(queryValue: string | null, remembered: unknown): string | null {
  return cleanOrderNumber(queryValue) ?? (typeof remembered === 'string' ? cleanOrderNumber(remembered) : null);
}

/** A user-center course's page (`?id=…`). */
export const USER_CENTER_COURSE_PATH = '/userCenter/courseList/detail';
