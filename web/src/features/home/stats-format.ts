/**
 * How the home page shows the API's statistics: exact counts, grouped for the language
 * (12,345 / 12.345 / 12 345); the accuracy mean with one decimal. Anything that is not a
 * real number shows as "not available" (null here) rather than a made-up figure.
 */
export function formatCount(value: unknown, languageTag: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || !Number.isInteger(value)) return null;
  return new Intl.NumberFormat(languageTag).format(value);
}

/** `4.25` → `4.3`; null for "no ratings yet" and for anything outside 1–5. */
export function formatAccuracy(average: unknown, languageTag: string): string | null {
  if (typeof average !== 'number' || !Number.isFinite(average) || average < 1 || average > 5) return null;
  return new Intl.NumberFormat(languageTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** The region's name in the page's language (`US` → "United States"), else the code itself. */
export function regionName(code: string | null | undefined, languageTag: string): string | null {
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    return new Intl.DisplayNames([languageTag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
