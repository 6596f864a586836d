import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LocaleCode } from '../domain/locales.js';

/**
 * The report PDF's fonts: Noto Sans (SIL Open Font License 1.1), shipped as npm packages so that a bare
 * machine needs nothing but `npm install`. Noto Sans for Latin scripts; Noto Sans CJK in its simplified
 * Chinese, traditional Chinese, Japanese and Korean regional fonts. pdfkit embeds each used font as a
 * subset holding only the glyphs the document draws, with a ToUnicode map, so CJK text stays real text.
 */

export type FontFamily = 'latin' | 'sc' | 'tc' | 'jp' | 'kr';
export type FontWeight = 'regular' | 'bold';

const files: Record<FontFamily, { pkg: string; regular: string; bold: string }> = {
  latin: { pkg: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  sc: { pkg: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
  tc: { pkg: '@embedpdf/fonts-tc', regular: 'NotoSansHant-Regular.otf', bold: 'NotoSansHant-Bold.otf' },
  jp: { pkg: '@embedpdf/fonts-jp', regular: 'NotoSansJP-Regular.otf', bold: 'NotoSansJP-Bold.otf' },
  kr: { pkg: '@embedpdf/fonts-kr', regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
};

/** The family a locale's text is set in; the others stand in for characters it lacks (a Korean name in a Japanese report). */
export const primaryFamily: Record<LocaleCode, FontFamily> = {
  EN: 'latin',
  FR: 'latin',
  DE: 'latin',
  ES: 'latin',
  PT: 'latin',
  CN: 'sc',
  HK: 'tc',
  JA: 'jp',
  KR: 'kr',
};

const allFamilies: readonly FontFamily[] = ['latin', 'sc', 'tc', 'jp', 'kr'];

/** The order in which families are tried for a character: the locale's first. */
export function familyChain(locale: LocaleCode): FontFamily[] {
  const primary = primaryFamily[locale];
  return [primary, ...allFamilies.filter((f) => f !== primary)];
}

export const fontName = (family: FontFamily, weight: FontWeight) => `${family}-${weight}`;

const require = createRequire(import.meta.url);
const loaded = new Map<string, Buffer>();

/** The font file's bytes, read once per process (each package's entry lives in dist/, its fonts in fonts/). */
export function fontBytes(family: FontFamily, weight: FontWeight): Buffer {
  const key = fontName(family, weight);
  let bytes = loaded.get(key);
  if (!bytes) {
    const entry = files[family];
    const fontsDir = path.join(path.dirname(require.resolve(entry.pkg)), '..', 'fonts');
    bytes = readFileSync(path.join(fontsDir, entry[weight]));
    loaded.set(key, bytes);
  }
  return bytes;
}
