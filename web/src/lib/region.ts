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
