import { describe, expect, it } from 'vitest';
import { relationshipTexts } from '../src/content/profile-test-content-files.js';
import { relationshipItems } from '../src/domain/profile-tests/relationships/relationships-items.js';
import { profileLevels } from '../src/domain/profile-tests/profile-test-types.js';
import { relationshipAxes, relationshipStyles, relationshipTabs, type RelationshipAxis } from '../src/domain/profile-tests/relationships/relationships-types.js';

const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;

const expectedPerAxis: Record<RelationshipAxis, { plus: number; minus: number }> = {
  intimacy: { plus: 8, minus: 3 },
  independence: { plus: 8, minus: 3 },
  security: { plus: 7, minus: 3 },
};

describe('relationship items', () => {
  it('has 32 unique ids rl-01 … rl-32 in order', () => {
    expect(relationshipItems.map((item) => item.id)).toEqual(Array.from({ length: 32 }, (_, index) => `rl-${String(index + 1).padStart(2, '0')}`));
  });

  it('rotates intimacy, independence and security', () => {
    relationshipItems.forEach((item, index) => expect(item.scale, item.id).toBe(relationshipAxes[index % 3]));
  });

  it('has 11 intimacy, 11 independence and 10 security items, three of each keyed minus', () => {
    for (const axis of relationshipAxes) {
      const items = relationshipItems.filter((item) => item.scale === axis);
      const plus = items.filter((item) => item.keyed === 'plus').length;
      const minus = items.filter((item) => item.keyed === 'minus').length;
      expect({ plus, minus }, axis).toEqual(expectedPerAxis[axis]);
    }
  });

  it('splits the items into consecutive parts of 11, 11 and 10', () => {
    const parts = relationshipItems.map((item) => item.part);
    expect(parts).toEqual([...parts].sort());
    expect([1, 2, 3].map((part) => parts.filter((value) => value === part).length)).toEqual([11, 11, 10]);
  });

  it('shows every axis, and a minus-keyed item of every axis, in every part', () => {
    for (const part of [1, 2, 3] as const) {
      for (const axis of relationshipAxes) {
        const items = relationshipItems.filter((item) => item.part === part && item.scale === axis);
        expect(items.length, `${axis} in part ${part}`).toBeGreaterThan(0);
        expect(items.filter((item) => item.keyed === 'minus'), `minus ${axis} in part ${part}`).toHaveLength(1);
      }
    }
  });
});

// Every locale's statements, English included, are also checked for negation and repeats in profile-content.test.ts.
describe('English relationship texts', () => {
  it('has a first-person statement for exactly the 32 items', () => {
    expect(Object.keys(relationshipTexts.EN.items).sort()).toEqual(relationshipItems.map((item) => item.id).sort());
    for (const item of relationshipItems) expect(relationshipTexts.EN.items[item.id], item.id).toMatch(/^I \S.*\.$/);
  });

  it('fills the labels, tabs, headings, result texts and notes', () => {
    expect(relationshipTexts.EN.scaleLabels).toEqual(['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree']);
    expect(relationshipTexts.EN.levelNames).toEqual({ 1: 'Very low', 2: 'Low', 3: 'Average', 4: 'High', 5: 'Very high' });
    expect(Object.keys(relationshipTexts.EN.tabs)).toEqual([...relationshipTabs]);
    for (const tab of relationshipTabs) expect(filled(relationshipTexts.EN.tabs[tab]), tab).toBe(true);
    for (const heading of Object.values(relationshipTexts.EN.listHeadings)) expect(filled(heading)).toBe(true);
    expect(filled(relationshipTexts.EN.resultLabel)).toBe(true);
    expect(relationshipTexts.EN.resultTitle).toContain('{{style}}');
    expect(relationshipTexts.EN.resultTitle.match(/\{\{\w+\}\}/g)).toEqual(['{{style}}']);
    expect(relationshipTexts.EN.overviewIntro.length).toBeGreaterThanOrEqual(2);
    expect(relationshipTexts.EN.overviewIntro.length).toBeLessThanOrEqual(3);
    for (const paragraph of relationshipTexts.EN.overviewIntro) expect(filled(paragraph)).toBe(true);
    expect(relationshipTexts.EN.sourceNote).toMatch(/Mindprint's own/);
    expect(relationshipTexts.EN.sourceNote).toMatch(/not therapy/);
    expect(relationshipTexts.EN.sourceNote).toMatch(/not comparisons with population norms/);
    expect(relationshipTexts.EN.sourceNote).toMatch(/qualified professional/);
  });

  it('describes every axis and each of its five levels', () => {
    expect(Object.keys(relationshipTexts.EN.scales).sort()).toEqual([...relationshipAxes].sort());
    for (const axis of relationshipAxes) {
      const scale = relationshipTexts.EN.scales[axis];
      for (const text of [scale.name, scale.description, scale.lowPole, scale.highPole]) expect(filled(text), axis).toBe(true);
      for (const level of profileLevels) {
        expect(filled(scale.levels[level].headline), `${axis} ${level}`).toBe(true);
        expect(filled(scale.levels[level].interpretation), `${axis} ${level}`).toBe(true);
      }
      expect(new Set(profileLevels.map((level) => scale.levels[level].headline)).size, axis).toBe(5);
    }
  });

  it('describes every style with a summary, two or three paragraphs and three to five entries per list', () => {
    expect(Object.keys(relationshipTexts.EN.outcomes).sort()).toEqual([...relationshipStyles].sort());
    for (const style of relationshipStyles) {
      const outcome = relationshipTexts.EN.outcomes[style];
      expect(filled(outcome.name), style).toBe(true);
      expect(filled(outcome.summary), style).toBe(true);
      expect(outcome.description.length, style).toBeGreaterThanOrEqual(2);
      expect(outcome.description.length, style).toBeLessThanOrEqual(3);
      for (const paragraph of outcome.description) expect(filled(paragraph), style).toBe(true);
      for (const key of ['strengths', 'watchOuts', 'recommendations'] as const) {
        const entries = outcome.lists[key];
        expect(entries.length, `${style} ${key}`).toBeGreaterThanOrEqual(3);
        expect(entries.length, `${style} ${key}`).toBeLessThanOrEqual(5);
        for (const entry of entries) expect(filled(entry), `${style} ${key}`).toBe(true);
      }
    }
    expect(new Set(relationshipStyles.map((style) => relationshipTexts.EN.outcomes[style].name)).size).toBe(4);
  });
});
