/**
 * The report's tabs (WAI-ARIA tabs pattern with automatic activation): which tab a key press moves
 * to, and the tab named in the URL (`?tab=dimensions`), so a tab can be linked and survives a reload.
 */
export const REPORT_TABS = ['overview', 'dimensions'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** `?tab=` → a tab; anything else → the overview. */
export function parseTab(value: string | null | undefined): ReportTab {
  return (REPORT_TABS as readonly string[]).includes(value ?? '') ? (value as ReportTab) : 'overview';
}

/**
 * The tab index a key moves focus (and selection) to in a horizontal tablist of `count` tabs:
 * arrows wrap around, Home and End go to the ends. Null for keys the tablist does not handle.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
