/**
 * A type's Open Graph picture (shared links of its page): 1200 × 630, its emblem large in its
 * group's colours, the code and the brand; no personal data. Rendered to PNG at build time
 * (scripts/prerender.mjs). It holds no words of a locale: the build machine has no CJK fonts, and the
 * page's localized title and description travel with the image in the share preview anyway.
 */
import { emblemRidges } from './type-emblem';
import type { TypeCode } from './type-groups';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export interface OgImageColours {
  paper: string;
  inkSoft: string;
  /** The type group's strong shade and tint. */
  strong: string;
  tint: string;
}

/** Where the build writes the picture and the page's `og:image` points. */
export function typeOgImagePath(code: TypeCode): string {
  return `/og/personality-types/${code.toLowerCase()}.png`;
}

export function typeOgImageSvg(code: TypeCode, brand: string, colours: OgImageColours): string {
  const { paper, inkSoft, strong, tint } = colours;
  const ridges = emblemRidges(code)
    .map((d) => `<path d="${d}"/>`)
    .join('');
  const joins = code[2] === 'T' ? 'miter' : 'round';
  const font = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">`,
    `<rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="${paper}"/>`,
    `<rect width="24" height="${OG_IMAGE_HEIGHT}" fill="${strong}"/>`,
    `<g transform="translate(100 75) scale(4.8)">`,
    `<circle cx="50" cy="50" r="49" fill="${tint}"/>`,
    `<g fill="none" stroke="${strong}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="${joins}">${ridges}</g>`,
    `</g>`,
    `<text x="660" y="340" font-family="${font}" font-size="150" font-weight="700" letter-spacing="10" fill="${strong}">${code}</text>`,
    `<text x="666" y="430" font-family="${font}" font-size="48" fill="${inkSoft}">${escapeXml(brand)}</text>`,
    `</svg>`,
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
