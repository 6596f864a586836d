/**
 * Routes scroll to the top on change, except the question route, which keeps its position
 * (spec §2): `/answer/question` and the themed step route `/question/...`.
 */
export function keepsScrollPosition(pathname: string): boolean {
  return /^\/(answer\/question|question)(\/|$)/.test(pathname);
}

/** Whether moving from `previous` to `next` should scroll the window to the top. */
export function shouldScrollToTop(previous: string | null, next: string): boolean {
  if (previous === null || previous === next) return false;
  return !keepsScrollPosition(next);
}
