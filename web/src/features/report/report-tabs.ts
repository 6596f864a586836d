/**
 * The report's tabs (WAI-ARIA tabs pattern with automatic activation): which tab a key press moves
 * to, and the tab named in the URL (`?tab=dimensions`), so a tab can be linked and survives a reload.
 * The 16-type report has these two; the mapping report has its four (mapping-report-model.ts).
 */
export const REPORT_TABS = ['overview', 'dimensions'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** `?tab=` → one of `tabs`; anything else → the first (the overview). */
export function parseTab<Tab extends string>(value: string | null | undefined, tabs: readonly [Tab, ...Tab[]]): Tab {
  return (tabs as readonly string[]).includes(value ?? '') ? (value as Tab) : tabs[0];
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
