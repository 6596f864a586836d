import { describe, expect, it } from 'vitest';
import { growthTexts } from '../src/content/profile-test-content-files.js';
import { growthItems } from '../src/domain/profile-tests/growth/growth-items.js';
import { consumptionMotives, growthScales, growthTabs, intelligenceTypes, thinkingScales, type GrowthScale } from '../src/domain/profile-tests/growth/growth-types.js';
import { profileLevels } from '../src/domain/profile-tests/profile-test-types.js';

const itemsOf = (scale: GrowthScale) => growthItems.filter((item) => item.scale === scale);
const filled = (text: string) => text.trim().length > 0;

describe('the personal development test’s items', () => {
  it('has 40 items with ids gr-01 … gr-40 in order', () => {
    expect(growthItems.map((item) => item.id)).toEqual(Array.from({ length: 40 }, (_, i) => `gr-${String(i + 1).padStart(2, '0')}`));
  });

  it('has 6 items per consumption motive and 8 per thinking scale', () => {
    for (const motive of consumptionMotives) expect(itemsOf(motive), motive).toHaveLength(6);
    for (const thinking of thinkingScales) expect(itemsOf(thinking), thinking).toHaveLength(8);
  });

  it('keys one item per motive and two per thinking scale minus', () => {
    const minusOf = (scale: GrowthScale) => itemsOf(scale).filter((item) => item.keyed === 'minus').length;
    for (const motive of consumptionMotives) expect(minusOf(motive), motive).toBe(1);
    for (const thinking of thinkingScales) expect(minusOf(thinking), thinking).toBe(2);
  });

  it('splits the items into three consecutive, nearly equal parts', () => {
    const parts = growthItems.map((item) => item.part);
    expect(parts).toEqual([...parts].sort());
    const sizes = [1, 2, 3].map((part) => parts.filter((p) => p === part).length);
    expect(sizes.sort()).toEqual([13, 13, 14]);
  });

  it('rotates the scales so every part holds every scale', () => {
    for (const part of [1, 2, 3]) {
      const scales = new Set(growthItems.filter((item) => item.part === part).map((item) => item.scale));
      expect([...scales].sort(), `part ${part}`).toEqual([...growthScales].sort());
    }
    const repeats = growthItems.filter((item, i) => i > 0 && growthItems[i - 1]!.scale === item.scale);
    expect(repeats.map((item) => item.id)).toEqual([]);
  });
});

describe('the personal development test’s English texts', () => {
  const en = growthTexts.EN;

  // Every locale's statements, English included, are also checked for completeness, negation and repeats in profile-content.test.ts.
  it('has a statement for exactly the items, in order', () => {
    expect(Object.keys(en.items).sort()).toEqual(growthItems.map((item) => item.id));
  });

  it('names the answers, levels, tabs and lists, and fills the result’s title placeholders', () => {
    expect(en.scaleLabels).toEqual(['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree']);
    expect(en.levelNames).toEqual({ 1: 'Very low', 2: 'Low', 3: 'Average', 4: 'High', 5: 'Very high' });
    expect(Object.keys(en.tabs)).toEqual([...growthTabs]);
    for (const tab of growthTabs) expect(filled(en.tabs[tab]), tab).toBe(true);
    for (const heading of Object.values(en.listHeadings)) expect(filled(heading)).toBe(true);
    expect(filled(en.resultLabel)).toBe(true);
    expect(en.resultTitle).toContain('{{motive}}');
    expect(en.resultTitle).toContain('{{thinking}}');
    expect(en.overviewIntro.length).toBeGreaterThanOrEqual(2);
    expect(en.overviewIntro.length).toBeLessThanOrEqual(3);
    for (const paragraph of en.overviewIntro) expect(filled(paragraph)).toBe(true);
    expect(en.sourceNote).toMatch(/Mindprint/);
    expect(en.sourceNote).toMatch(/not population norms/);
  });

  it.each([...growthScales])('describes scale %s with both poles and every level', (scale) => {
    const texts = en.scales[scale];
    for (const text of [texts.name, texts.description, texts.lowPole, texts.highPole]) expect(filled(text)).toBe(true);
    for (const level of profileLevels) {
      expect(filled(texts.levels[level].headline), `${scale} ${level} headline`).toBe(true);
      expect(filled(texts.levels[level].interpretation), `${scale} ${level} interpretation`).toBe(true);
    }
  });

  it.each([...consumptionMotives, ...intelligenceTypes])('describes outcome %s with a summary, 2–3 paragraphs and 3–5 entries per list', (outcome) => {
    const texts = en.outcomes[outcome];
    expect(filled(texts.name)).toBe(true);
    expect(filled(texts.summary)).toBe(true);
    expect(texts.description.length).toBeGreaterThanOrEqual(2);
    expect(texts.description.length).toBeLessThanOrEqual(3);
    for (const paragraph of texts.description) expect(filled(paragraph)).toBe(true);
    for (const key of ['strengths', 'watchOuts', 'recommendations'] as const) {
      expect(texts.lists[key].length, key).toBeGreaterThanOrEqual(3);
      expect(texts.lists[key].length, key).toBeLessThanOrEqual(5);
      for (const entry of texts.lists[key]) expect(filled(entry), `${outcome} ${key}`).toBe(true);
    }
  });

  it('calls the thinking types ways of deciding, never a level of intelligence', () => {
    const thinkingTexts = JSON.stringify([en.overviewIntro, ...intelligenceTypes.map((type) => en.outcomes[type])]);
    expect(thinkingTexts).not.toMatch(/intelligence level|level of intelligence/i);
    const names = new Set([...consumptionMotives, ...intelligenceTypes].map((outcome) => en.outcomes[outcome].name));
    expect(names.size).toBe(consumptionMotives.length + intelligenceTypes.length);
  });
});
