import { describe, expect, it } from 'vitest';
import { emblemRidges } from './type-emblem';
import { fittingFontSize, needsCjkFont, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, typeOgImagePath, typeOgImageSvg } from './type-og-image';

const colours = { paper: '#fbfaf7', ink: '#1f2233', inkSoft: '#4a4f66', strong: '#0f766e', tint: '#e7f6f3' };
const english = { brand: 'Mindprint', title: 'The Mediator', group: 'Diplomats' };

describe('a type’s Open Graph picture', () => {
  it('draws the type’s emblem in its group’s colours with the code, the nickname, the group and the brand, at 1200 × 630', () => {
    const svg = typeOgImageSvg('INFP', 'EN', english, colours);
    expect(svg).toContain(`width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}"`);
    for (const d of emblemRidges('INFP')) expect(svg).toContain(`<path d="${d}"/>`);
    expect(svg).toContain('stroke="#0f766e"');
    expect(svg).toContain('fill="#e7f6f3"');
    for (const text of ['INFP', 'The Mediator', 'Diplomats', 'Mindprint']) expect(svg).toContain(`>${text}</text>`);
    expect(svg).toContain('stroke-linejoin="round"');
    expect(typeOgImageSvg('INTJ', 'EN', english, colours)).toContain('stroke-linejoin="miter"');
  });

  it('draws a CJK locale’s words in its Noto CJK family, and Latin ones in DejaVu Sans', () => {
    const japanese = typeOgImageSvg('INTJ', 'JA', { brand: 'Mindprint', title: '建築家', group: '分析家' }, colours);
    expect(japanese).toContain('font-family="Noto Sans CJK JP, DejaVu Sans" font-size="60" fill="#1f2233" font-weight="700">建築家</text>');
    expect(typeOgImageSvg('INTJ', 'KR', english, colours)).toContain('Noto Sans CJK KR');
    expect(typeOgImageSvg('INTJ', 'DE', english, colours)).not.toContain('CJK');
    expect(['CN', 'HK', 'JA', 'KR', 'EN', 'DE'].map((l) => needsCjkFont(l as 'EN'))).toEqual([true, true, true, true, false, false]);
  });

  it('shrinks a long nickname to the text column and escapes the words', () => {
    expect(fittingFontSize('The Advocate', 60)).toBe(60); // 12 Latin letters fit the 500 px column at the largest size
    expect(fittingFontSize('Le Chercheur de sens Le Chercheur', 60)).toBeLessThan(30);
    expect(fittingFontSize('インスピレーターインスピレーター', 60)).toBe(31);
    expect(typeOgImageSvg('ESTP', 'EN', { ...english, brand: 'A & <B>' }, colours)).toContain('>A &amp; &lt;B&gt;</text>');
  });

  it('has one path per type and locale', () => {
    expect(typeOgImagePath('ESTP', 'JA')).toBe('/og/personality-types/ja/estp.png');
  });
});
