/** Defensive readers of the report call's JSON, shared by the report kinds' models. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
export const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
export const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Each of `keys`' title and whether it is locked. A tab is locked when the server says so (in `tabs` or
 * `lockedTabs`) or sent no such tab; `free` never is, and nothing is locked in a full report of a paid order.
 */
export function readTabs<K extends string>(
  keys: readonly K[],
  free: K,
  rawTabs: unknown,
  lockedTabs: string[],
  full: boolean,
): Record<K, { title: string; locked: boolean }> {
  const byKey = new Map<string, Record<string, unknown>>();
  for (const raw of Array.isArray(rawTabs) ? rawTabs : []) {
    const tab = record(raw);
    if (tab && text(tab.key)) byKey.set(text(tab.key), tab);
  }
  const entries = keys.map((key) => {
    const tab = byKey.get(key);
    const locked = key !== free && !full && (tab?.locked === true || lockedTabs.includes(key) || !tab);
    return [key, { title: text(tab?.title), locked }] as const;
  });
  return Object.fromEntries(entries) as Record<K, { title: string; locked: boolean }>;
}
