/** The test center's app paths (without locale prefix), and the pages it links to. */
export const testCenterPaths = {
  center: '/userCenter/exploreMore/testCenter',
  list: '/userCenter/testCenter/list',
} as const;

/** Other features' pages, linked by address only (features do not import each other). */
export const LINKED_PAGE = {
  exploreMore: '/userCenter/exploreMore',
} as const;
