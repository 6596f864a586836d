import { describe, expect, it } from 'vitest';
import { en } from '../src/domain/report-content/en.js';
import { ja } from '../src/domain/report-content/ja.js';
import { dimensionCodes, reportLabelKeys, reportSectionKeys } from '../src/domain/report-content/report-content.js';

const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('Japanese report content', () => {
  const typeCodes = Object.keys(en.types) as (keyof typeof en.types)[];

  it('has the same type keys as English', () => {
    expect(Object.keys(ja.types).sort()).toEqual([...typeCodes].sort());
  });

  describe.each(typeCodes)('%s', (code) => {
    const source = en.types[code];
    const target = ja.types[code];

    it('has a description, keywords and famous people like English', () => {
      expect(filled(target.description)).toBe(true);
      expect(target.keywords).toHaveLength(source.keywords.length);
      expect(target.keywords.every(filled)).toBe(true);
      expect(new Set(target.keywords).size).toBe(target.keywords.length);
      expect(target.famousPeople).toHaveLength(source.famousPeople.length);
      expect(target.famousPeople.every(filled)).toBe(true);
    });

    it('has the same sections with the same numbers of paragraphs and bullets', () => {
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
      expect(all).not.toMatch(/\d+(\.\d+)?\s*[%％]|パーセント/);
      expect(all).not.toMatch(/https?:|www\./i);
    });
  });

  it('writes at least 90 % of paragraphs in Japanese script', () => {
    const paragraphs = typeCodes.flatMap((code) => reportSectionKeys.flatMap((key) => ja.types[code].sections[key].paragraphs));
    const inJapanese = paragraphs.filter((paragraph) => japanese.test(paragraph)).length;
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(inJapanese / paragraphs.length).toBeGreaterThanOrEqual(0.9);
  });

  it('does not repeat paragraphs between types', () => {
    const seen = new Map<string, string>();
    for (const code of typeCodes) {
      for (const key of reportSectionKeys) {
        for (const paragraph of ja.types[code].sections[key].paragraphs) {
          expect(seen.get(paragraph), `${code}.${key} repeats ${seen.get(paragraph)}`).toBeUndefined();
          seen.set(paragraph, `${code}.${key}`);
        }
      }
    }
  });

  it('has the eight dimensions with five filled interpretations each', () => {
    expect(Object.keys(ja.dimensions).sort()).toEqual([...dimensionCodes].sort());
    for (const code of dimensionCodes) {
      expect(filled(ja.dimensions[code].name)).toBe(true);
      expect(ja.dimensions[code].interpretations).toHaveLength(en.dimensions[code].interpretations.length);
      expect(ja.dimensions[code].interpretations.every(filled)).toBe(true);
      expect(new Set(ja.dimensions[code].interpretations).size).toBe(5);
    }
  });

  it('has five level names', () => {
    expect(ja.levelNames).toHaveLength(en.levelNames.length);
    expect(ja.levelNames.every(filled)).toBe(true);
  });

  it('has every label, with the same placeholders as English', () => {
    const keys = [...reportSectionKeys, ...reportLabelKeys];
    expect(Object.keys(ja.labels).sort()).toEqual(Object.keys(en.labels).sort());
    for (const key of keys) {
      expect(filled(ja.labels[key]), key).toBe(true);
      expect(placeholders(ja.labels[key]), key).toEqual(placeholders(en.labels[key]));
    }
  });
});
