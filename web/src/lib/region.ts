/**
 * The visitor's country for regional statistics, from the browser's language preferences
 * (`en-GB` → GB, `pt-BR` → BR). Only ISO 3166 alpha-2 regions count: `es-419` (Latin America)
 * and bare languages (`fr`) give nothing. The first tag with a region wins.
 */
export function regionFromLanguageTags(tags: readonly string[] | null | undefined): string | null {
  for (const tag of tags ?? []) {
    const parts = tag.trim().replace(/_/g, '-').split('-');
    // language[-script][-region]…: the region is the first later subtag of two letters.
    for (const part of parts.slice(1)) {
      if (/^[A-Za-z]{2}$/.test(part)) return part.toUpperCase();
      if (/^\d{3}$/.test(part)) break;
    }
  }
  return null;
}

/** The browser's preferred languages, or none outside a browser. */
export function browserLanguageTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** The country prices are for: the one the visitor gave (answer flow, or passed on by the flow), else the browser's region, else the US. */
export function pickCountry(given: string | null | undefined, fromBrowser: string | null): string {
  if (given && /^[A-Z]{2}$/.test(given)) return given;
  if (fromBrowser && /^[A-Z]{2}$/.test(fromBrowser)) return fromBrowser;
  return 'US';
}
