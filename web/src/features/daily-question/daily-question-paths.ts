/** The daily question's app path (without locale prefix), and the pages it links to. */
export const dailyQuestionPaths = {
  page: '/userCenter/growthCenter/dailyQuestion',
} as const;

/** Other features' pages, linked by address only (features do not import each other). */
export const LINKED_PAGE = {
  upgrade: '/paying/upgrade',
  login: '/user/login',
  growthCenter: '/userCenter/growthCenter',
} as const;

/** The login page, bringing the member back to `target` (this site's path and query) afterwards. */
export const loginPathBackTo = (target: string) => `${LINKED_PAGE.login}?redirect=${encodeURIComponent(target)}`;
