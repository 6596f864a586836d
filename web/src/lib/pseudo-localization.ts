/**
 * Pseudo-localisation, for layout tests only (the `pseudo` build mode, see i18n.ts): every text comes out about 35 %
 * longer, every Latin letter accented and the whole text bracketed, so a layout that overflows, clips or wraps badly
 * on long translations (German compounds, French menus) shows it in English already. Markup that i18next and
 * react-i18next read (`<1>…</1>`, `<br/>`) and entities (`&nbsp;`) pass through unchanged.
 */

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'à', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ü', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** How much longer a text gets: German and French run 30–40 % longer than English. */
export const PSEUDO_EXPANSION = 0.35;

/** Markup and entities that must reach react-i18next and the browser as they are. */
const untouchable = /(<\/?\w+\s*\/?>|&\w+;|&#\d+;)/;
const vowel = /[aeiouyAEIOUY]/;

export function pseudoLocalize(text: string): string {
  if (!text.trim()) return text;
  const pieces = text.split(untouchable);
  const letters = pieces.filter((_, index) => index % 2 === 0).join('').replace(/\s/g, '').length;
  // The two brackets count towards the expansion.
  let extra = Math.max(0, Math.ceil(letters * PSEUDO_EXPANSION) - 2);
  const stretched = pieces.map((piece, index) => {
    if (index % 2 === 1) return piece;
    let out = '';
    for (const character of piece) {
      const accented = ACCENTED[character] ?? character;
      out += accented;
      // Doubling vowels lengthens words (where layouts break), not just the line.
      if (extra > 0 && vowel.test(character)) {
        out += accented;
        extra -= 1;
      }
    }
    return out;
  });
  return `⟦${stretched.join('')}${'·'.repeat(extra)}⟧`;
}
