/**
 * A type's Open Graph picture (shared links of its page and of a result of that type), per locale:
 * 1200 × 630, its emblem large in its group's colours, the code, the type's nickname and group in
 * the locale's words, and the brand; no personal data. Rendered to PNG at build time
 * (scripts/prerender.mjs) with DejaVu Sans for Latin text and Noto Sans CJK for CN, HK, JA and KR.
 */
import type { LocaleCode } from '../../lib/locales';
import { emblemRidges } from './type-emblem';
import type { TypeCode } from './type-groups';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export interface OgImageColours {
  paper: string;
  ink: string;
  inkSoft: string;
  /** The type group's strong shade and tint. */
  strong: string;
  tint: string;
}

/** The locale's words on the picture. */
export interface OgImageTexts {
  brand: string;
  /** The type's nickname ("The Architect"). */
  title: string;
  /** Its group ("Analysts"). */
  group: string;
}

/** The font family the locale's words are drawn in (the Noto CJK collection holds one per script variant). */
const CJK_FAMILIES: Partial<Record<LocaleCode, string>> = {
  CN: 'Noto Sans CJK SC',
  HK: 'Noto Sans CJK HK',
  JA: 'Noto Sans CJK JP',
  KR: 'Noto Sans CJK KR',
};
const LATIN_FAMILY = 'DejaVu Sans';

/** Whether the locale's picture needs the CJK fonts (the build loads them only then). */
export const needsCjkFont = (locale: LocaleCode): boolean => CJK_FAMILIES[locale] !== undefined;

/** Where the build writes the picture and the pages' `og:image` point. */
export function typeOgImagePath(code: TypeCode, locale: LocaleCode): string {
  return `/og/personality-types/${locale.toLowerCase()}/${code.toLowerCase()}.png`;
}

/** The text column right of the emblem: where it starts and how wide a line may be. */
const TEXT_X = 660;
const TEXT_WIDTH = 500;

/**
 * A font size at which `text` fits the text column, at most `largest`: a CJK or Hangul character is
 * about one em wide, a Latin one up to about 0.68 em in DejaVu Sans Bold.
 */
export function fittingFontSize(text: string, largest: number): number {
  let ems = 0;
  for (const char of text) ems += /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char) ? 1 : 0.68;
  return Math.max(24, Math.min(largest, Math.floor(TEXT_WIDTH / Math.max(ems, 1))));
}

export function typeOgImageSvg(code: TypeCode, locale: LocaleCode, texts: OgImageTexts, colours: OgImageColours): string {
  const { paper, ink, inkSoft, strong, tint } = colours;
  const ridges = emblemRidges(code)
    .map((d) => `<path d="${d}"/>`)
    .join('');
  const joins = code[2] === 'T' ? 'miter' : 'round';
  const words = CJK_FAMILIES[locale] ?? LATIN_FAMILY;
  const text = (y: number, size: number, colour: string, content: string, extra = '') =>
    `<text x="${TEXT_X + 6}" y="${y}" font-family="${words}, ${LATIN_FAMILY}" font-size="${size}" fill="${colour}"${extra}>${escapeXml(content)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">`,
    `<rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="${paper}"/>`,
    `<rect width="24" height="${OG_IMAGE_HEIGHT}" fill="${strong}"/>`,
    `<g transform="translate(100 75) scale(4.8)">`,
    `<circle cx="50" cy="50" r="49" fill="${tint}"/>`,
    `<g fill="none" stroke="${strong}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="${joins}">${ridges}</g>`,
    `</g>`,
    `<text x="${TEXT_X}" y="270" font-family="${LATIN_FAMILY}" font-size="150" font-weight="700" letter-spacing="10" fill="${strong}">${code}</text>`,
    text(360, fittingFontSize(texts.title, 60), ink, texts.title, ' font-weight="700"'),
    text(430, fittingFontSize(texts.group, 40), strong, texts.group),
    text(540, 36, inkSoft, texts.brand),
    `</svg>`,
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
