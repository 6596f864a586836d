/** Our locale codes as BCP 47 tags for Intl. */
const intlLocale: Record<string, string> = {
  EN: 'en', CN: 'zh-Hans', HK: 'zh-Hant-HK', JA: 'ja', KR: 'ko', FR: 'fr', DE: 'de', ES: 'es', PT: 'pt-BR',
};

/** Codes Intl names that are not countries or regions a visitor lives in. */
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AA', 'XK']);

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * A code ICU still names but that is retired or an alias (DD, FX, SU, YU, UK, BU, TP, ZR…): its canonical form
 * is another region, which the list already holds, so keeping it would show that country twice.
 */
const isRetired = (code: string) => Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`;

/** Every current ISO 3166-1 alpha-2 region the runtime's ICU data can name. */
export const countryCodes: readonly string[] = [...letters].flatMap((a) => [...letters].map((b) => a + b)).filter((code) => {
  if (notCountries.has(code) || isRetired(code)) return false;
  try {
    return englishNames.of(code) !== undefined;
  } catch {
    return false;
  }
});

const known = new Set(countryCodes);
export const isCountryCode = (code: string) => known.has(code);

/** Countries with names in the visitor's language, sorted as that language sorts. */
export function countriesIn(locale: string): Array<{ code: string; name: string }> {
  const tag = intlLocale[locale] ?? 'en';
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const collator = new Intl.Collator(tag);
  return countryCodes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
