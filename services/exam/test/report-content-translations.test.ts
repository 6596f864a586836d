import { describe, expect, it } from 'vitest';
import { reportContents } from '../src/content/report-content-files.js';
import { dimensionCodes, type LocaleReportContent, reportLabelKeys, reportSectionKeys } from '../src/domain/report-content/report-content.js';

/**
 * Every translation against the English report content: the same shape, the same placeholders, really
 * translated (the locale's script or words, not English left behind), and no figures or links slipped in.
 */
interface Translation {
  content: LocaleReportContent;
  /** Text of this language: a script for CJK, typical letters or words otherwise. */
  language: RegExp;
  /** Percentages and the like in the locale's words. */
  figures: RegExp;
}

const { EN: en, CN: cn, HK: hk, JA: ja, KR: kr, FR: fr, DE: de, ES: es, PT: pt } = reportContents as Required<typeof reportContents>;

const translations: Record<string, Translation> = {
  CN: { content: cn, language: /[\u4e00-\u9fff]/, figures: /\d+(\.\d+)?\s*[%％]|百分之/ },
  HK: { content: hk, language: /[\u4e00-\u9fff]/, figures: /\d+(\.\d+)?\s*[%％]|百分之/ },
  JA: { content: ja, language: /[\u3040-\u30ff\u4e00-\u9fff]/, figures: /\d+(\.\d+)?\s*[%％]|パーセント/ },
  KR: { content: kr, language: /[\uac00-\ud7af]/, figures: /\d+(\.\d+)?\s*%|퍼센트/ },
  FR: { content: fr, language: /[éèàçêù]|\b(les|des|vous|une)\b/i, figures: /%|pour\s*cent|percent/i },
  ES: { content: es, language: /[áéíóúñ¿¡]|\b(los|las|una|para)\b/i, figures: /%|por\s*ciento|percent/i },
  DE: { content: de, language: /[äöüß„]|\b(und|die|der|Sie)\b/, figures: /%|prozent/i },
  PT: { content: pt, language: /[ãõçáéê]|\b(você|para|uma)\b/i, figures: /%|por\s*cento|percent/i },
};

const typeCodes = Object.keys(en.types) as (keyof typeof en.types)[];
const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe.each(Object.entries(translations))('%s report content against English', (_locale, { content, language, figures }) => {
  it('has every type with the same keywords, famous people, sections, paragraphs and bullets counts, nothing empty', () => {
    expect(Object.keys(content.types).sort()).toEqual([...typeCodes].sort());
    for (const code of typeCodes) {
      const from = en.types[code];
      const to = content.types[code];
      expect(filled(to.description), `${code} description`).toBe(true);
      expect(to.keywords.length, `${code} keywords`).toBe(from.keywords.length);
      expect(to.famousPeople.length, `${code} famous people`).toBe(from.famousPeople.length);
      expect([...to.keywords, ...to.famousPeople].every(filled), `${code} keywords and people`).toBe(true);
      for (const key of reportSectionKeys) {
        expect(to.sections[key].paragraphs.length, `${code}.${key} paragraphs`).toBe(from.sections[key].paragraphs.length);
        expect(to.sections[key].bullets.length, `${code}.${key} bullets`).toBe(from.sections[key].bullets.length);
        expect([...to.sections[key].paragraphs, ...to.sections[key].bullets].every(filled), `${code}.${key}`).toBe(true);
      }
    }
  });

  it('has the dimensions, level names and every label, with the English placeholders', () => {
    for (const code of dimensionCodes) {
      expect(filled(content.dimensions[code].name), code).toBe(true);
      expect(content.dimensions[code].interpretations.filter(filled), code).toHaveLength(5);
    }
    expect(content.levelNames.filter(filled)).toHaveLength(5);
    for (const key of [...reportSectionKeys, ...reportLabelKeys]) {
      expect(filled(content.labels[key]), key).toBe(true);
      expect(placeholders(content.labels[key]), key).toEqual(placeholders(en.labels[key]));
    }
  });

  it('is translated: descriptions differ from English and nearly every paragraph is in the language', () => {
    const paragraphs = typeCodes.flatMap((code) => reportSectionKeys.flatMap((key) => content.types[code].sections[key].paragraphs));
    expect(paragraphs.filter((p) => language.test(p)).length / paragraphs.length).toBeGreaterThanOrEqual(0.9);
    for (const code of typeCodes) {
      expect(content.types[code].description, code).not.toBe(en.types[code].description);
      expect(content.types[code].description, code).toMatch(language);
    }
  });

  it('claims no percentages, has no links and repeats no paragraph between types', () => {
    const texts = typeCodes.flatMap((code) => {
      const t = content.types[code];
      return [t.description, ...reportSectionKeys.flatMap((key) => [...t.sections[key].paragraphs, ...t.sections[key].bullets])];
    });
    for (const text of texts) {
      expect(text, text.slice(0, 60)).not.toMatch(figures);
      expect(text, text.slice(0, 60)).not.toMatch(/https?:|www\./i);
    }
    const paragraphs = typeCodes.flatMap((code) => reportSectionKeys.flatMap((key) => content.types[code].sections[key].paragraphs));
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });
});

it('writes Hong Kong content in its own wording, not a copy of the simplified Chinese', () => {
  const differing = typeCodes.filter((code) => hk.types[code].description !== cn.types[code].description);
  expect(differing).toHaveLength(typeCodes.length);
});
