import type { LocaleCode } from '../src/domain/locales.js';

/**
 * Negation markers per locale, shared by the item tests of every exam: a negation a translator adds or drops
 * flips a reverse-keyed item. The 16-type test has no negated item in any locale; the mapping test keeps
 * IPIP's negations exactly where the English statement has them.
 * Latin-script markers are whole words (letters on neither side). `harmless` lists words that contain
 * a marker without negating anything; they are removed before the markers are searched:
 * - CN/HK: 别人/別人 'other people' (别 as 'don't' is still caught);
 * - JA: まず 'first', 必ず 'surely', ずつ 'each', ずっと 'all along' contain ず; 少ない 'few' and
 *   危ない 'dangerous' contain ない (the verb ending ない/ません is still caught).
 * Korean '안' is a marker only as a separate word ('안 가다'), not inside 안내/편안/안정;
 * 못 is caught except in 잘못 'mistake'.
 */
const negation: Record<LocaleCode, { markers: readonly RegExp[]; harmless: readonly string[] }> = {
  EN: { markers: [/(?<!\p{L})(not|no|never|nothing|nobody|none|neither|nor|cannot|without)(?!\p{L})/iu, /n['’]t(?!\p{L})/iu], harmless: [] },
  FR: { markers: [/(?<!\p{L})(ne|pas|jamais|rien|aucun|aucune|sans|ni)(?!\p{L})/iu, /(?<!\p{L})n['’]/iu], harmless: [] },
  DE: { markers: [/(?<!\p{L})(nicht|nie|niemals|nichts|niemand|ohne|weder)(?!\p{L})/iu, /(?<!\p{L})kein/iu], harmless: [] },
  ES: { markers: [/(?<!\p{L})(no|nunca|jamás|nada|nadie|ningún|ninguno|ninguna|sin|ni|tampoco)(?!\p{L})/iu], harmless: [] },
  PT: { markers: [/(?<!\p{L})(não|nunca|jamais|nada|ninguém|nenhum|nenhuma|sem|nem)(?!\p{L})/iu], harmless: [] },
  CN: { markers: [/[不没别无未非勿莫]/u], harmless: ['别人'] },
  HK: { markers: [/[不沒別無未非勿莫唔冇]/u], harmless: ['別人'] },
  JA: { markers: [/ない|なく|ません|ず|ぬ|無/u], harmless: ['まず', '必ず', 'ずつ', 'ずっと', '少ない', '危ない'] },
  KR: { markers: [/않|없|아니|(?<!잘)못|(?<![\p{L}])안(?=\s)/u], harmless: [] },
};

export function negationIn(locale: LocaleCode, text: string): string | undefined {
  const { markers, harmless } = negation[locale];
  let rest = text;
  for (const word of harmless) rest = rest.split(word).join(' ');
  for (const marker of markers) {
    const found = marker.exec(rest);
    if (found) return found[0];
  }
  return undefined;
}
