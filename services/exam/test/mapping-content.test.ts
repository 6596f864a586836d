import { describe, expect, it } from 'vitest';
import { mappingTexts } from '../src/content/mapping-content-files.js';
import { mappingItems } from '../src/domain/mapping/mapping-items.js';
import { bigFiveDimensions, dimensionLevels, type BigFiveDimension } from '../src/domain/mapping/mapping-types.js';

const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;

/** Keys of the IPIP 50-item markers as published (plus, minus); Emotional Stability's keys reversed into neuroticism. */
const publishedKeyCounts: Record<BigFiveDimension, { plus: number; minus: number }> = {
  extraversion: { plus: 5, minus: 5 },
  agreeableness: { plus: 6, minus: 4 },
  conscientiousness: { plus: 6, minus: 4 },
  neuroticism: { plus: 8, minus: 2 },
  openness: { plus: 7, minus: 3 },
};

describe('mapping items', () => {
  it('has 50 unique ids in published order', () => {
    expect(mappingItems).toHaveLength(50);
    expect(new Set(mappingItems.map((item) => item.id)).size).toBe(50);
    expect(mappingItems.map((item) => item.ipipNumber)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    for (const item of mappingItems) expect(item.id).toMatch(/^b5-\d{2}$/);
  });

  it('rotates the five factors in the published order', () => {
    mappingItems.forEach((item, index) => expect(item.dimension).toBe(bigFiveDimensions[index % 5]));
  });

  it('has 10 items per dimension with the published keys', () => {
    for (const dimension of bigFiveDimensions) {
      const items = mappingItems.filter((item) => item.dimension === dimension);
      expect(items, dimension).toHaveLength(10);
      const plus = items.filter((item) => item.keyed === 'plus').length;
      expect({ plus, minus: items.length - plus }, dimension).toEqual(publishedKeyCounts[dimension]);
    }
  });

  it('keys neuroticism opposite to IPIP emotional stability', () => {
    const keyOf = (ipipNumber: number) => mappingItems.find((item) => item.ipipNumber === ipipNumber)?.keyed;
    expect(keyOf(4)).toBe('plus'); // Get stressed out easily.
    expect(keyOf(9)).toBe('minus'); // Am relaxed most of the time.
    expect(keyOf(19)).toBe('minus'); // Seldom feel blue.
    expect(keyOf(49)).toBe('plus'); // Often feel blue.
  });

  it('splits the published order into parts of 17, 17 and 16', () => {
    const parts = mappingItems.map((item) => item.part);
    expect(parts).toEqual([...parts].sort());
    expect([1, 2, 3].map((part) => parts.filter((value) => value === part).length)).toEqual([17, 17, 16]);
  });

  it('keeps the published wording of every item', () => {
    for (const item of mappingItems) expect(filled(item.ipipText), item.id).toBe(true);
    expect(new Set(mappingItems.map((item) => item.ipipText)).size).toBe(50);
  });
});

describe('English mapping texts', () => {
  it('has a first-person statement for exactly the 50 items', () => {
    expect(Object.keys(mappingTexts.EN.items).sort()).toEqual(mappingItems.map((item) => item.id).sort());
    for (const item of mappingItems) {
      const statement = mappingTexts.EN.items[item.id];
      expect(statement, item.id).toMatch(/^I /);
      expect(filled(statement), item.id).toBe(true);
    }
  });

  it('fills the scale labels, tabs, level names, headings and notes', () => {
    expect(mappingTexts.EN.scaleLabels).toHaveLength(5);
    for (const label of mappingTexts.EN.scaleLabels) expect(filled(label)).toBe(true);
    for (const text of Object.values(mappingTexts.EN.tabs)) expect(filled(text)).toBe(true);
    for (const text of Object.values(mappingTexts.EN.headings)) expect(filled(text)).toBe(true);
    for (const level of dimensionLevels) expect(filled(mappingTexts.EN.levelNames[level]), `level ${level}`).toBe(true);
    expect(mappingTexts.EN.overviewIntro.length).toBeGreaterThanOrEqual(2);
    for (const paragraph of mappingTexts.EN.overviewIntro) expect(filled(paragraph)).toBe(true);
    expect(mappingTexts.EN.overviewIntro.join(' ')).toMatch(/IPIP/);
    expect(mappingTexts.EN.profileSummary).toContain('{{highest}}');
    expect(mappingTexts.EN.profileSummary).toContain('{{lowest}}');
    expect(mappingTexts.EN.sourceNote).toMatch(/IPIP/);
    expect(mappingTexts.EN.sourceNote).toMatch(/public domain/);
  });

  it('fills every dimension and level', () => {
    expect(Object.keys(mappingTexts.EN.dimensions).sort()).toEqual([...bigFiveDimensions].sort());
    for (const dimension of bigFiveDimensions) {
      const texts = mappingTexts.EN.dimensions[dimension];
      for (const text of [texts.name, texts.description, texts.lowPole, texts.highPole]) expect(filled(text), dimension).toBe(true);
      expect(Object.keys(texts.levels).map(Number)).toEqual([...dimensionLevels]);
      for (const level of dimensionLevels) {
        const where = `${dimension} level ${level}`;
        const levelTexts = texts.levels[level];
        expect(filled(levelTexts.headline), where).toBe(true);
        expect(filled(levelTexts.interpretation), where).toBe(true);
        expect(levelTexts.strengths.length, where).toBeGreaterThanOrEqual(2);
        expect(levelTexts.strengths.length, where).toBeLessThanOrEqual(3);
        expect(levelTexts.watchOuts.length, where).toBeGreaterThanOrEqual(2);
        expect(levelTexts.watchOuts.length, where).toBeLessThanOrEqual(3);
        expect(levelTexts.recommendations, where).toHaveLength(3);
        for (const text of [...levelTexts.strengths, ...levelTexts.watchOuts, ...levelTexts.recommendations]) {
          expect(filled(text), where).toBe(true);
        }
      }
    }
  });
});
