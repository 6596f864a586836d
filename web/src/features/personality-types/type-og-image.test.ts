import { describe, expect, it } from 'vitest';
import { emblemRidges } from './type-emblem';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, typeOgImagePath, typeOgImageSvg } from './type-og-image';

const colours = { paper: '#fbfaf7', inkSoft: '#4a4f66', strong: '#0f766e', tint: '#e7f6f3' };

describe('a type’s Open Graph picture', () => {
  it('draws the type’s emblem in its group’s colours with the code and the brand, at 1200 × 630', () => {
    const svg = typeOgImageSvg('INFP', 'Mindprint', colours);
    expect(svg).toContain(`width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}"`);
    for (const d of emblemRidges('INFP')) expect(svg).toContain(`<path d="${d}"/>`);
    expect(svg).toContain('stroke="#0f766e"');
    expect(svg).toContain('fill="#e7f6f3"');
    expect(svg).toContain('>INFP</text>');
    expect(svg).toContain('>Mindprint</text>');
    expect(svg).toContain('stroke-linejoin="round"');
    expect(typeOgImageSvg('INTJ', 'Mindprint', colours)).toContain('stroke-linejoin="miter"');
  });

  it('escapes the brand and has one path per type', () => {
    expect(typeOgImageSvg('ESTP', 'A & <B>', colours)).toContain('>A &amp; &lt;B&gt;</text>');
    expect(typeOgImagePath('ESTP')).toBe('/og/personality-types/estp.png');
  });
});
