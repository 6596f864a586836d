import { describe, expect, it } from 'vitest';
import { de } from '../src/domain/report-content/de.js';
import { en } from '../src/domain/report-content/en.js';
import { pt } from '../src/domain/report-content/pt.js';
import { type LocaleReportContent, dimensionCodes, reportLabelKeys, reportSectionKeys } from '../src/domain/report-content/report-content.js';

const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;
const placeholders = (text: string) => (text.match(/\{\{[^}]*\}\}/g) ?? []).sort();

/** Every string a locale's report content holds, for the honesty checks. */
const allTexts = (content: LocaleReportContent): string[] => [
  ...Object.values(content.types).flatMap((type) => [
    type.description,
    ...type.keywords,
    ...type.famousPeople,
    ...Object.values(type.sections).flatMap((section) => [...section.paragraphs, ...section.bullets]),
  ]),
  ...Object.values(content.dimensions).flatMap((dimension) => [dimension.name, ...dimension.interpretations]),
  ...content.levelNames,
  ...Object.values(content.labels),
];

const locales = [
  {
    name: 'German',
    content: de,
    // Umlauts, ß or common German words.
    looksNative: /[äöüßÄÖÜ]|\b(und|der|die|das|Sie|Ihre|nicht)\b/,
    forbidden: /%|prozent/i,
  },
  {
    name: 'Portuguese',
    content: pt,
    // Tilde and cedilla letters or common Portuguese words.
    looksNative: /[ãõçáéíóúâêô]|\b(você|não|que|com|para)\b/i,
    forbidden: /%|por\s*cento|percent/i,
  },
] as const;

describe.each(locales)('$name report content against English', ({ content, looksNative, forbidden }) => {
  it('has the same type keys', () => {
    expect(Object.keys(content.types).sort()).toEqual(Object.keys(en.types).sort());
  });

  describe.each(Object.keys(en.types) as (keyof typeof en.types)[])('%s', (code) => {
    const source = en.types[code];
    const target = content.types[code];

    it('has a translated description, keywords and famous people', () => {
      expect(filled(target.description)).toBe(true);
      expect(target.description).not.toBe(source.description);
      expect(target.description).toMatch(looksNative);
      expect(target.keywords).toHaveLength(source.keywords.length);
      expect(target.keywords.every(filled)).toBe(true);
      expect(new Set(target.keywords).size).toBe(target.keywords.length);
      expect(target.famousPeople).toHaveLength(source.famousPeople.length);
      expect(target.famousPeople.every(filled)).toBe(true);
    });

    it('has the same sections with the same numbers of paragraphs and bullets, all translated', () => {
      expect(Object.keys(target.sections).sort()).toEqual(Object.keys(source.sections).sort());
      expect(Object.keys(target.sections).sort()).toEqual([...reportSectionKeys].sort());
      for (const key of reportSectionKeys) {
        const from = source.sections[key];
        const to = target.sections[key];
        expect(to.paragraphs.length, `${code}.${key} paragraphs`).toBe(from.paragraphs.length);
        expect(to.bullets.length, `${code}.${key} bullets`).toBe(from.bullets.length);
        expect([...to.paragraphs, ...to.bullets].every(filled), `${code}.${key} filled`).toBe(true);
        to.paragraphs.forEach((paragraph, index) => {
          expect(paragraph, `${code}.${key} paragraph ${index}`).not.toBe(from.paragraphs[index]);
          expect(paragraph, `${code}.${key} paragraph ${index}`).toMatch(looksNative);
        });
        // Further-reading bullets cite author and title, which may legitimately read the same (Emma, Flow, Walden).
        if (key === 'further_reading') {
          expect(to.bullets, `${code}.${key} bullets`).not.toEqual(from.bullets);
        } else {
          to.bullets.forEach((bullet, index) => {
            expect(bullet, `${code}.${key} bullet ${index}`).not.toBe(from.bullets[index]);
          });
        }
      }
    });
  });

  it('does not repeat paragraphs between types', () => {
    const seen = new Map<string, string>();
    for (const [code, type] of Object.entries(content.types)) {
      for (const key of reportSectionKeys) {
        for (const paragraph of type.sections[key].paragraphs) {
          expect(seen.get(paragraph), `${code}.${key} repeats ${seen.get(paragraph)}`).toBeUndefined();
          seen.set(paragraph, `${code}.${key}`);
        }
      }
    }
  });

  it('has the eight dimensions with five distinct translated interpretations each', () => {
    expect(Object.keys(content.dimensions).sort()).toEqual([...dimensionCodes].sort());
    for (const code of dimensionCodes) {
      const { name, interpretations } = content.dimensions[code];
      expect(filled(name), code).toBe(true);
      expect(interpretations).toHaveLength(en.dimensions[code].interpretations.length);
      expect(interpretations.every(filled), code).toBe(true);
      expect(new Set(interpretations).size, code).toBe(interpretations.length);
      interpretations.forEach((text, index) => {
        expect(text, `${code} ${index}`).not.toBe(en.dimensions[code].interpretations[index]);
        expect(text, `${code} ${index}`).toMatch(looksNative);
      });
    }
  });

  it('has five distinct level names', () => {
    expect(content.levelNames).toHaveLength(en.levelNames.length);
    expect(content.levelNames.every(filled)).toBe(true);
    expect(new Set(content.levelNames).size).toBe(content.levelNames.length);
    expect(content.levelNames).not.toEqual(en.levelNames);
  });

  it('has every label with exactly the placeholders of the English label', () => {
    const keys = [...reportSectionKeys, ...reportLabelKeys];
    expect(Object.keys(content.labels).sort()).toEqual(Object.keys(en.labels).sort());
    expect(Object.keys(content.labels).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(filled(content.labels[key]), key).toBe(true);
      expect(placeholders(content.labels[key]), key).toEqual(placeholders(en.labels[key]));
    }
    expect(content.labels.disclaimer).not.toBe(en.labels.disclaimer);
    expect(content.labels.disclaimer).toMatch(looksNative);
  });

  it('claims no percentages and contains no links', () => {
    for (const text of allTexts(content)) {
      expect(text, text.slice(0, 60)).not.toMatch(forbidden);
      expect(text, text.slice(0, 60)).not.toMatch(/https?:|www\./i);
    }
  });
});
