/** The explore-more and article pages' app paths (without locale prefix), and the pages they link to. */
export const articlesPaths = {
  exploreMore: '/userCenter/exploreMore',
  list: '/userCenter/exploreMore/articles',
  detail: '/userCenter/articles/detail',
} as const;

/** Other features' pages, linked by address only (features do not import each other). */
export const LINKED_PAGE = {
  testCenter: '/userCenter/exploreMore/testCenter',
  treeHole: '/userCenter/exploreMore/treeHole',
  upgrade: '/paying/upgrade',
  userCenter: '/userCenter',
} as const;

export const articleDetailPath = (articleId: string) => `${articlesPaths.detail}?id=${encodeURIComponent(articleId)}`;

/** Article ids are digits; anything else in the address is a broken link. */
export function articleIdFromQuery(value: string | null): string | null {
  return value && /^\d{1,18}$/.test(value) ? value : null;
}
