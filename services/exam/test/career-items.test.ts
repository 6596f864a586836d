import { describe, expect, it } from 'vitest';
import { careerItems } from '../src/domain/profile-tests/career/career-items.js';
import { careerAreas, careerTabs, type CareerListKey } from '../src/domain/profile-tests/career/career-types.js';
import { careerTexts } from '../src/content/profile-test-content-files.js';
import { profileLevels } from '../src/domain/profile-tests/profile-test-types.js';

const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;
const listKeys: readonly CareerListKey[] = ['workActivities', 'workSettings', 'nextSteps'];

describe('career items', () => {
  it('has 48 unique ids cr-01 … cr-48 in order', () => {
    expect(careerItems.map((item) => item.id)).toEqual(
      Array.from({ length: 48 }, (_, index) => `cr-${String(index + 1).padStart(2, '0')}`),
    );
  });

  it('rotates through the six areas in order, 8 items each', () => {
    careerItems.forEach((item, index) => expect(item.scale, item.id).toBe(careerAreas[index % careerAreas.length]));
    for (const area of careerAreas) expect(careerItems.filter((item) => item.scale === area), area).toHaveLength(8);
  });

  it('keys exactly one item per area minus and the other seven plus', () => {
    for (const area of careerAreas) {
      const items = careerItems.filter((item) => item.scale === area);
      expect(items.filter((item) => item.keyed === 'minus'), area).toHaveLength(1);
      expect(items.filter((item) => item.keyed === 'plus'), area).toHaveLength(7);
    }
  });

  it('splits the order into three consecutive parts of 16, each holding every area', () => {
    const parts = careerItems.map((item) => item.part);
    expect(parts).toEqual([...parts].sort());
    for (const part of [1, 2, 3] as const) {
      const inPart = careerItems.filter((item) => item.part === part);
      expect(inPart, `part ${part}`).toHaveLength(16);
      expect(new Set(inPart.map((item) => item.scale)), `part ${part}`).toEqual(new Set(careerAreas));
    }
  });

  it('spreads the minus-keyed items over all three parts', () => {
    const minusParts = careerItems.filter((item) => item.keyed === 'minus').map((item) => item.part);
    expect(new Set(minusParts)).toEqual(new Set([1, 2, 3]));
  });
});

// Every locale's statements, English included, are also checked for negation and repeats in profile-content.test.ts.
describe('English career texts', () => {
  it('has a first-person statement for exactly the 48 items', () => {
    expect(Object.keys(careerTexts.EN.items)).toEqual(careerItems.map((item) => item.id));
    for (const item of careerItems) expect(careerTexts.EN.items[item.id], item.id).toMatch(/^I \S.*\.$/);
  });

  it('states liking for plus-keyed items and dislike, in positive words, for minus-keyed ones', () => {
    for (const item of careerItems) {
      const statement = careerTexts.EN.items[item.id];
      if (item.keyed === 'plus') expect(statement, item.id).toMatch(/^I (would enjoy|like) /);
      else expect(statement, item.id).toMatch(/^I find .+ (tedious|draining|awkward|dull|tiresome|boring)\.$/);
    }
  });

  it('fills the labels, tabs, headings, result lines, intro and source note', () => {
    expect(careerTexts.EN.scaleLabels).toEqual(['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree']);
    expect(careerTexts.EN.levelNames).toEqual({ 1: 'Very low', 2: 'Low', 3: 'Average', 4: 'High', 5: 'Very high' });
    expect(Object.keys(careerTexts.EN.tabs)).toEqual([...careerTabs]);
    for (const tab of careerTabs) expect(filled(careerTexts.EN.tabs[tab]), tab).toBe(true);
    expect(Object.keys(careerTexts.EN.listHeadings).sort()).toEqual([...listKeys].sort());
    for (const key of listKeys) expect(filled(careerTexts.EN.listHeadings[key]), key).toBe(true);
    expect(filled(careerTexts.EN.resultLabel)).toBe(true);
    expect(careerTexts.EN.resultTitle.match(/\{\{\w+\}\}/g)).toEqual(['{{first}}', '{{second}}', '{{third}}']);
    expect(careerTexts.EN.overviewIntro.length).toBeGreaterThanOrEqual(2);
    expect(careerTexts.EN.overviewIntro.length).toBeLessThanOrEqual(3);
    for (const paragraph of careerTexts.EN.overviewIntro) expect(filled(paragraph)).toBe(true);
    expect(careerTexts.EN.sourceNote).toMatch(/Mindprint's own/);
    expect(careerTexts.EN.sourceNote).toMatch(/not a clinical or diagnostic/);
    expect(careerTexts.EN.sourceNote).toMatch(/hiring/);
    expect(careerTexts.EN.sourceNote).toMatch(/not comparisons with population norms/);
  });

  it('fills every area and every level', () => {
    expect(Object.keys(careerTexts.EN.scales)).toEqual([...careerAreas]);
    for (const area of careerAreas) {
      const texts = careerTexts.EN.scales[area];
      for (const text of [texts.name, texts.description, texts.lowPole, texts.highPole]) expect(filled(text), area).toBe(true);
      expect(Object.keys(texts.levels).map(Number)).toEqual([...profileLevels]);
      for (const level of profileLevels) {
        const where = `${area} level ${level}`;
        expect(filled(texts.levels[level].headline), where).toBe(true);
        expect(filled(texts.levels[level].interpretation), where).toBe(true);
      }
    }
  });

  it('fills every outcome with a summary, 2–3 paragraphs and lists of 3–5 entries', () => {
    expect(Object.keys(careerTexts.EN.outcomes)).toEqual([...careerAreas]);
    for (const area of careerAreas) {
      const outcome = careerTexts.EN.outcomes[area];
      expect(outcome.name, area).toBe(careerTexts.EN.scales[area].name);
      expect(filled(outcome.summary), area).toBe(true);
      expect(outcome.description.length, area).toBeGreaterThanOrEqual(2);
      expect(outcome.description.length, area).toBeLessThanOrEqual(3);
      for (const paragraph of outcome.description) expect(filled(paragraph), area).toBe(true);
      expect(Object.keys(outcome.lists).sort()).toEqual([...listKeys].sort());
      for (const key of listKeys) {
        const entries = outcome.lists[key];
        expect(entries.length, `${area} ${key}`).toBeGreaterThanOrEqual(3);
        expect(entries.length, `${area} ${key}`).toBeLessThanOrEqual(5);
        for (const entry of entries) expect(entry, `${area} ${key}`).toMatch(/^\p{Lu}.* .*\.$/u);
      }
    }
  });

  it('names every area once', () => {
    const names = careerAreas.map((area) => careerTexts.EN.scales[area].name);
    expect(new Set(names).size).toBe(careerAreas.length);
  });
});
