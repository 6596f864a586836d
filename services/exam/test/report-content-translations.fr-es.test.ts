import { describe, expect, it } from 'vitest';
import { en } from '../src/domain/report-content/en.js';
import { es } from '../src/domain/report-content/es.js';
import { fr } from '../src/domain/report-content/fr.js';
import { dimensionCodes, type LocaleReportContent, reportLabelKeys, reportSectionKeys } from '../src/domain/report-content/report-content.js';

const typeCodes = Object.keys(en.types) as (keyof LocaleReportContent['types'])[];
const labelKeys = [...reportSectionKeys, ...reportLabelKeys];

const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;
const placeholders = (text: string) => (text.match(/\{\{[^}]*\}\}/g) ?? []).sort();

/** Every string of a locale's content, for checks that apply to all of them. */
function allStrings(content: LocaleReportContent): string[] {
  const types = Object.values(content.types).flatMap((type) => [
    type.description,
    ...type.keywords,
    ...type.famousPeople,
    ...Object.values(type.sections).flatMap((section) => [...section.paragraphs, ...section.bullets]),
  ]);
  const dimensions = Object.values(content.dimensions).flatMap((dimension) => [dimension.name, ...dimension.interpretations]);
  return [...types, ...dimensions, ...content.levelNames, ...Object.values(content.labels)];
}

const locales = [
  {
    name: 'French',
    content: fr,
    /** Accented letters typical of French and very common French words. */
    looksNative: (text: string) => /[éèêàçùœ]/i.test(text) && /\b(vous|vos|votre|les|des|une|est|et|qui|avec|pour|dans)\b/i.test(text),
    forbidden: /%|pour\s*cent|percent|https?:|www\./i,
  },
  {
    name: 'Spanish',
    content: es,
    /** Accented letters typical of Spanish and very common Spanish words. */
    looksNative: (text: string) => /[áéíóúñ]/i.test(text) && /\b(tu|tus|el|los|las|una|y|con|para|que|del|suelen)\b/i.test(text),
    forbidden: /%|por\s*ciento|percent|https?:|www\./i,
  },
] as const;

describe.each(locales)('$name report content against English', ({ content, looksNative, forbidden }) => {
  it('has the same type keys', () => {
    expect(Object.keys(content.types).sort()).toEqual(Object.keys(en.types).sort());
  });

  describe.each(typeCodes)('%s', (code) => {
    const type = content.types[code];
    const source = en.types[code];

    it('has the same sections with the same number of paragraphs and bullets', () => {
      expect(Object.keys(type.sections).sort()).toEqual(Object.keys(source.sections).sort());
      for (const key of reportSectionKeys) {
        expect(type.sections[key].paragraphs.length, `${code}.${key} paragraphs`).toBe(source.sections[key].paragraphs.length);
        expect(type.sections[key].bullets.length, `${code}.${key} bullets`).toBe(source.sections[key].bullets.length);
      }
    });

    it('has as many keywords and famous people as English, all filled', () => {
      expect(type.keywords).toHaveLength(source.keywords.length);
      expect(type.famousPeople).toHaveLength(source.famousPeople.length);
      expect(new Set(type.keywords).size).toBe(type.keywords.length);
      const texts = [type.description, ...type.keywords, ...type.famousPeople];
      for (const key of reportSectionKeys) texts.push(...type.sections[key].paragraphs, ...type.sections[key].bullets);
      for (const text of texts) expect(filled(text), `${code}: ${String(text)}`).toBe(true);
    });

    it('is translated, not English left behind', () => {
      expect(type.description).not.toBe(source.description);
      expect(looksNative(type.description), type.description).toBe(true);
      for (const key of reportSectionKeys) {
        type.sections[key].paragraphs.forEach((paragraph, index) => {
          expect(paragraph, `${code}.${key}[${index}]`).not.toBe(source.sections[key].paragraphs[index]);
          expect(looksNative(paragraph), `${code}.${key}[${index}]: ${paragraph.slice(0, 60)}`).toBe(true);
        });
      }
    });
  });

  it('has the eight dimensions with five filled, distinct, translated interpretations each', () => {
    expect(Object.keys(content.dimensions).sort()).toEqual([...dimensionCodes].sort());
    for (const code of dimensionCodes) {
      const dimension = content.dimensions[code];
      expect(filled(dimension.name), code).toBe(true);
      expect(dimension.interpretations).toHaveLength(en.dimensions[code].interpretations.length);
      expect(dimension.interpretations.every(filled), code).toBe(true);
      expect(new Set(dimension.interpretations).size).toBe(5);
      dimension.interpretations.forEach((text, index) => expect(text, `${code}[${index}]`).not.toBe(en.dimensions[code].interpretations[index]));
    }
  });

  it('has five filled level names', () => {
    expect(content.levelNames).toHaveLength(en.levelNames.length);
    expect(content.levelNames.every(filled)).toBe(true);
    expect(content.levelNames).not.toEqual(en.levelNames);
  });

  it('has every label, filled, with exactly the placeholders of the English label', () => {
    expect(Object.keys(content.labels).sort()).toEqual(Object.keys(en.labels).sort());
    expect(Object.keys(content.labels).sort()).toEqual([...labelKeys].sort());
    for (const key of labelKeys) {
      expect(filled(content.labels[key]), key).toBe(true);
      expect(placeholders(content.labels[key]), key).toEqual(placeholders(en.labels[key]));
    }
  });

  it('uses no placeholders outside the labels, as English does', () => {
    const labels = new Set(Object.values(content.labels));
    for (const text of allStrings(content)) if (!labels.has(text)) expect(placeholders(text), text).toEqual([]);
  });

  it('claims no percentages and contains no links', () => {
    for (const text of allStrings(content)) expect(text).not.toMatch(forbidden);
  });
});
