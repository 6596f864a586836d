import { describe, expect, it } from 'vitest';
import { careerItems } from '../src/domain/profile-tests/career/career-items.js';
import { careerAreas, careerTabs, type CareerListKey } from '../src/domain/profile-tests/career/career-types.js';
import { enCareerTexts } from '../src/domain/profile-tests/career/content/en.js';
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
    expect(Object.keys(enCareerTexts.items)).toEqual(careerItems.map((item) => item.id));
    for (const item of careerItems) expect(enCareerTexts.items[item.id], item.id).toMatch(/^I \S.*\.$/);
  });

  it('states liking for plus-keyed items and dislike, in positive words, for minus-keyed ones', () => {
    for (const item of careerItems) {
      const statement = enCareerTexts.items[item.id];
      if (item.keyed === 'plus') expect(statement, item.id).toMatch(/^I (would enjoy|like) /);
      else expect(statement, item.id).toMatch(/^I find .+ (tedious|draining|awkward|dull|tiresome|boring)\.$/);
    }
  });

  it('fills the labels, tabs, headings, result lines, intro and source note', () => {
    expect(enCareerTexts.scaleLabels).toEqual(['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree']);
    expect(enCareerTexts.levelNames).toEqual({ 1: 'Very low', 2: 'Low', 3: 'Average', 4: 'High', 5: 'Very high' });
    expect(Object.keys(enCareerTexts.tabs)).toEqual([...careerTabs]);
    for (const tab of careerTabs) expect(filled(enCareerTexts.tabs[tab]), tab).toBe(true);
    expect(Object.keys(enCareerTexts.listHeadings).sort()).toEqual([...listKeys].sort());
    for (const key of listKeys) expect(filled(enCareerTexts.listHeadings[key]), key).toBe(true);
    expect(filled(enCareerTexts.resultLabel)).toBe(true);
    expect(enCareerTexts.resultTitle.match(/\{\{\w+\}\}/g)).toEqual(['{{first}}', '{{second}}', '{{third}}']);
    expect(enCareerTexts.overviewIntro.length).toBeGreaterThanOrEqual(2);
    expect(enCareerTexts.overviewIntro.length).toBeLessThanOrEqual(3);
    for (const paragraph of enCareerTexts.overviewIntro) expect(filled(paragraph)).toBe(true);
    expect(enCareerTexts.sourceNote).toMatch(/Mindprint's own/);
    expect(enCareerTexts.sourceNote).toMatch(/not a clinical or diagnostic/);
    expect(enCareerTexts.sourceNote).toMatch(/hiring/);
    expect(enCareerTexts.sourceNote).toMatch(/not comparisons with population norms/);
  });

  it('fills every area and every level', () => {
    expect(Object.keys(enCareerTexts.scales)).toEqual([...careerAreas]);
    for (const area of careerAreas) {
      const texts = enCareerTexts.scales[area];
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
    expect(Object.keys(enCareerTexts.outcomes)).toEqual([...careerAreas]);
    for (const area of careerAreas) {
      const outcome = enCareerTexts.outcomes[area];
      expect(outcome.name, area).toBe(enCareerTexts.scales[area].name);
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
    const names = careerAreas.map((area) => enCareerTexts.scales[area].name);
    expect(new Set(names).size).toBe(careerAreas.length);
  });
});
