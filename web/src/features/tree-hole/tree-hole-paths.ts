/** The tree hole's app paths (without locale prefix) and the pages it links to. */
export const treeHolePaths = {
  home: '/userCenter/exploreMore/treeHole',
  list: '/userCenter/treeHole/list',
  add: '/userCenter/treeHole/add',
} as const;

export const TREE_HOLE_LINKS = {
  upgrade: '/paying/upgrade',
  login: '/user/login',
  exploreMore: '/userCenter/exploreMore',
} as const;

/** The login page that brings the member back to `path` afterwards. */
export function loginFor(path: string): string {
  return `${TREE_HOLE_LINKS.login}?redirect=${encodeURIComponent(path)}`;
}
