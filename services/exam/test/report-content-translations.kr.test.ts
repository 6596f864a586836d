import { describe, expect, it } from 'vitest';
import { en } from '../src/domain/report-content/en.js';
import { kr } from '../src/domain/report-content/kr.js';
import { dimensionCodes, reportLabelKeys, reportSectionKeys } from '../src/domain/report-content/report-content.js';

const typeCodes = Object.keys(en.types).sort() as (keyof typeof en.types)[];
const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;
const placeholders = (text: string) => (text.match(/\{\{[^}]*\}\}/g) ?? []).sort();
const hangul = /[\uAC00-\uD7A3]/;

describe('Korean report content mirrors the English structure', () => {
  it('has the same type keys', () => {
    expect(Object.keys(kr.types).sort()).toEqual(typeCodes);
  });

  describe.each(typeCodes)('%s', (code) => {
    const source = en.types[code];
    const target = kr.types[code];

    it('has a description, the same number of keywords and famous people, all filled', () => {
      expect(filled(target.description)).toBe(true);
      expect(target.keywords).toHaveLength(source.keywords.length);
      expect(target.famousPeople).toHaveLength(source.famousPeople.length);
      expect(target.keywords.every(filled)).toBe(true);
      expect(target.famousPeople.every(filled)).toBe(true);
      expect(new Set(target.keywords).size).toBe(target.keywords.length);
    });

    it('has the same sections with the same paragraph and bullet counts', () => {
      expect(Object.keys(target.sections).sort()).toEqual(Object.keys(source.sections).sort());
      expect(Object.keys(target.sections).sort()).toEqual([...reportSectionKeys].sort());
      for (const key of reportSectionKeys) {
        const from = source.sections[key];
        const to = target.sections[key];
        expect(to.paragraphs.length, `${code}.${key} paragraphs`).toBe(from.paragraphs.length);
        expect(to.bullets.length, `${code}.${key} bullets`).toBe(from.bullets.length);
        expect(to.paragraphs.every(filled), `${code}.${key} paragraphs`).toBe(true);
        expect(to.bullets.every(filled), `${code}.${key} bullets`).toBe(true);
      }
    });

    it('claims no statistics and contains no links', () => {
      const all = [target.description, ...Object.values(target.sections).flatMap((section) => [...section.paragraphs, ...section.bullets])].join(' ');
      expect(all).not.toMatch(/\d+(\.\d+)?\s*%|퍼센트|percent/i);
      expect(all).not.toMatch(/https?:|www\./i);
    });
  });

  it('is written in Korean: at least 90 % of paragraphs contain Hangul', () => {
    const paragraphs = typeCodes.flatMap((code) => reportSectionKeys.flatMap((key) => kr.types[code].sections[key].paragraphs));
    const korean = paragraphs.filter((paragraph) => hangul.test(paragraph)).length;
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(korean / paragraphs.length).toBeGreaterThanOrEqual(0.9);
  });

  it('does not repeat paragraphs between types', () => {
    const seen = new Map<string, string>();
    for (const code of typeCodes) {
      for (const key of reportSectionKeys) {
        for (const paragraph of kr.types[code].sections[key].paragraphs) {
          expect(seen.get(paragraph), `${code}.${key} repeats ${seen.get(paragraph)}`).toBeUndefined();
          seen.set(paragraph, `${code}.${key}`);
        }
      }
    }
  });

  it('has the eight dimensions with five filled, distinct interpretations each', () => {
    expect(Object.keys(kr.dimensions).sort()).toEqual([...dimensionCodes].sort());
    for (const code of dimensionCodes) {
      expect(filled(kr.dimensions[code].name), code).toBe(true);
      expect(kr.dimensions[code].interpretations).toHaveLength(en.dimensions[code].interpretations.length);
      expect(kr.dimensions[code].interpretations.every(filled), code).toBe(true);
      expect(new Set(kr.dimensions[code].interpretations).size).toBe(5);
    }
  });

  it('has five filled level names', () => {
    expect(kr.levelNames).toHaveLength(en.levelNames.length);
    expect(kr.levelNames.every(filled)).toBe(true);
  });

  it('has every label, filled, with exactly the placeholders of the English label', () => {
    const keys = [...reportSectionKeys, ...reportLabelKeys];
    expect(Object.keys(kr.labels).sort()).toEqual(Object.keys(en.labels).sort());
    for (const key of keys) {
      expect(filled(kr.labels[key]), key).toBe(true);
      expect(placeholders(kr.labels[key]), key).toEqual(placeholders(en.labels[key]));
    }
  });

  it('keeps the placeholders of every English text', () => {
    for (const code of typeCodes) {
      for (const key of reportSectionKeys) {
        const from = en.types[code].sections[key];
        const to = kr.types[code].sections[key];
        [...from.paragraphs, ...from.bullets].forEach((text, index) => {
          expect(placeholders([...to.paragraphs, ...to.bullets][index] ?? ''), `${code}.${key}[${index}]`).toEqual(placeholders(text));
        });
      }
    }
  });
});
