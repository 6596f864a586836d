import { describe, expect, it } from 'vitest';
import { reportContents } from '../src/content/report-content-files.js';
import { dimensionCodes, reportLabelKeys, reportSectionKeys } from '../src/domain/report-content/report-content.js';

const en = reportContents.EN!;
const typeCodes = ['INFJ', 'INFP', 'INTJ', 'INTP', 'ENFP', 'ENTP', 'ENTJ', 'ISTJ', 'ISTP', 'ESTP', 'ESTJ', 'ISFJ', 'ISFP', 'ESFP', 'ESFJ', 'ENFJ'] as const;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/[.!?](?:\s|$)/).filter((part) => part.trim()).length;
const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;

describe('English report content', () => {
  it('has exactly the 16 types', () => {
    expect(Object.keys(en.types).sort()).toEqual([...typeCodes].sort());
  });

  describe.each(typeCodes)('%s', (code) => {
    const content = en.types[code];

    it('has a 2 to 3 sentence description, 5 to 8 keywords and 3 to 5 famous people', () => {
      expect(filled(content.description)).toBe(true);
      expect(sentences(content.description)).toBeGreaterThanOrEqual(2);
      expect(sentences(content.description)).toBeLessThanOrEqual(3);
      expect(content.keywords.length).toBeGreaterThanOrEqual(5);
      expect(content.keywords.length).toBeLessThanOrEqual(8);
      expect(content.keywords.every(filled)).toBe(true);
      expect(new Set(content.keywords).size).toBe(content.keywords.length);
      expect(content.famousPeople.length).toBeGreaterThanOrEqual(3);
      expect(content.famousPeople.length).toBeLessThanOrEqual(5);
      expect(content.famousPeople.every(filled)).toBe(true);
    });

    it('has all 8 sections with 2 to 4 paragraphs of 40 to 90 words and 3 to 6 bullets', () => {
      expect(Object.keys(content.sections).sort()).toEqual([...reportSectionKeys].sort());
      for (const key of reportSectionKeys) {
        const { paragraphs, bullets } = content.sections[key];
        expect(paragraphs.length, `${code}.${key} paragraphs`).toBeGreaterThanOrEqual(2);
        expect(paragraphs.length, `${code}.${key} paragraphs`).toBeLessThanOrEqual(4);
        for (const paragraph of paragraphs) {
          expect(words(paragraph), `${code}.${key}: ${paragraph.slice(0, 40)}`).toBeGreaterThanOrEqual(40);
          expect(words(paragraph), `${code}.${key}: ${paragraph.slice(0, 40)}`).toBeLessThanOrEqual(90);
        }
        expect(bullets.length, `${code}.${key} bullets`).toBeGreaterThanOrEqual(3);
        expect(bullets.length, `${code}.${key} bullets`).toBeLessThanOrEqual(6);
        expect(bullets.every(filled), `${code}.${key} bullets`).toBe(true);
      }
    });

    it('claims no statistics and contains no links', () => {
      const all = [content.description, ...Object.values(content.sections).flatMap((section) => [...section.paragraphs, ...section.bullets])].join(' ');
      expect(all).not.toMatch(/\d+(\.\d+)?\s*%|percent/i);
      expect(all).not.toMatch(/https?:|www\./i);
    });
  });

  it('does not repeat paragraphs between types', () => {
    const seen = new Map<string, string>();
    for (const code of typeCodes) {
      for (const key of reportSectionKeys) {
        for (const paragraph of en.types[code].sections[key].paragraphs) {
          expect(seen.get(paragraph), `${code}.${key} repeats ${seen.get(paragraph)}`).toBeUndefined();
          seen.set(paragraph, `${code}.${key}`);
        }
      }
    }
  });

  it('names the eight dimensions with five one-sentence interpretations each', () => {
    expect(Object.keys(en.dimensions).sort()).toEqual([...dimensionCodes].sort());
    const names = { E: 'Extraversion', I: 'Introversion', S: 'Sensing', N: 'Intuition', T: 'Thinking', F: 'Feeling', J: 'Judging', P: 'Perceiving' };
    for (const code of dimensionCodes) {
      expect(en.dimensions[code].name).toBe(names[code]);
      expect(en.dimensions[code].interpretations).toHaveLength(5);
      for (const text of en.dimensions[code].interpretations) {
        expect(filled(text)).toBe(true);
        expect(sentences(text)).toBe(1);
      }
      expect(new Set(en.dimensions[code].interpretations).size).toBe(5);
    }
  });

  it('has the five level names', () => {
    expect(en.levelNames).toEqual(['Very low', 'Low', 'Moderate', 'High', 'Very high']);
  });

  it('has every label, with the placeholders the page fills in', () => {
    const keys = [...reportSectionKeys, ...reportLabelKeys];
    expect(Object.keys(en.labels).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(filled(en.labels[key]), key).toBe(true);
    const placeholders: Partial<Record<(typeof keys)[number], string[]>> = {
      sample_size: ['count', 'days'],
      ranking_explained: ['score', 'type'],
      type_rank: ['type', 'rank'],
      prepared_for: ['name'],
      taken_on: ['date'],
      page: ['n', 'total'],
    };
    for (const key of keys) {
      const expected = (placeholders[key] ?? []).map((name) => `{{${name}}}`).sort();
      const found = (en.labels[key].match(/\{\{[^}]*\}\}/g) ?? []).sort();
      expect(found, key).toEqual(expected);
    }
  });
});
