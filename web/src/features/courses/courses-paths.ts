/** The course and growth-center pages' app paths (without locale prefix), and the pages they link to. */
export const coursesPaths = {
  list: '/userCenter/courseList',
  detail: '/userCenter/courseList/detail',
  pdf: '/userCenter/courseList/detail/pdf',
  growthCenter: '/userCenter/growthCenter',
  psychologyCourse: '/userCenter/growthCenter/psychologyCourse',
  categoryList: '/userCenter/psychologyCourse/categoryList',
} as const;

/** Other features' pages, linked by address only (features do not import each other). */
export const LINKED_PAGE = {
  upgrade: '/paying/upgrade',
  login: '/user/login',
  dailyQuestion: '/userCenter/growthCenter/dailyQuestion',
  userCenter: '/userCenter',
  payment: '/payment',
} as const;

export const courseDetailPath = (courseId: string) => `${coursesPaths.detail}?id=${encodeURIComponent(courseId)}`;

export const coursePdfPath = (courseId: string, attachmentId: string) =>
  `${coursesPaths.pdf}?id=${encodeURIComponent(courseId)}&attachment=${encodeURIComponent(attachmentId)}`;

export const categoryListPath = (categoryId: string) => `${coursesPaths.categoryList}?id=${encodeURIComponent(categoryId)}`;

/** The checkout's payment page for a course order (it returns to the course once paid). */
export const coursePaymentPath = (orderNumber: string, skuId: string) =>
  `${LINKED_PAGE.payment}?orderNumber=${encodeURIComponent(orderNumber)}&skuIds=${encodeURIComponent(skuId)}`;

/** The login page, bringing the member back to `target` (this site's path and query) afterwards. */
export const loginPathBackTo = (target: string) => `${LINKED_PAGE.login}?redirect=${encodeURIComponent(target)}`;

/** Course, category and attachment ids are digits; anything else in the address is a broken link. */
export function idFromQuery(value: string | null): string | null {
  return value && /^\d{1,18}$/.test(value) ? value : null;
}
