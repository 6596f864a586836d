import { describe, expect, it } from 'vitest';
import { agreementScale, mbtiItems, poleNames, typeProfiles } from '../src/content/type-content-files.js';
import { negationIn } from './negation-markers.js';
import { type Pole, type Scale, scaleDefinitions } from '../src/domain/scoring.js';

const scalePoles = Object.fromEntries(scaleDefinitions.map((d) => [d.scale, [d.left, d.right] as const])) as Record<Scale, readonly [Pole, Pole]>;
import { locales, type LocaleCode } from '../src/domain/locales.js';
import type { TypeCode } from '../src/domain/type-profiles.js';

const localeCodes: readonly LocaleCode[] = locales.map((l) => l.code);
const scales: readonly Scale[] = ['EI', 'SN', 'TF', 'JP'];
const typeCodes: readonly TypeCode[] = ['INFJ', 'INFP', 'INTJ', 'INTP', 'ENFP', 'ENTP', 'ENTJ', 'ISTJ', 'ISTP', 'ESTP', 'ESTJ', 'ISFJ', 'ISFP', 'ESFP', 'ESFJ', 'ENFJ'];

/** Every localized text a visitor can see, with where it comes from. */
interface Localized {
  where: string;
  kind: 'item' | 'label' | 'title' | 'summary' | 'pole';
  text: Record<LocaleCode, string>;
}

function labelRecord(index: number): Record<LocaleCode, string> {
  const record = {} as Record<LocaleCode, string>;
  for (const code of localeCodes) record[code] = agreementScale[code][index] ?? '';
  return record;
}

const allTexts: Localized[] = [
  ...mbtiItems.map((item): Localized => ({ where: item.id, kind: 'item', text: item.text })),
  ...[0, 1, 2, 3, 4, 5, 6].map((i): Localized => ({ where: `agreement label ${i + 1}`, kind: 'label', text: labelRecord(i) })),
  ...typeCodes.map((code): Localized => ({ where: `${code} title`, kind: 'title', text: typeProfiles[code].title })),
  ...typeCodes.map((code): Localized => ({ where: `${code} summary`, kind: 'summary', text: typeProfiles[code].summary })),
  ...(Object.keys(poleNames) as Pole[]).map((pole): Localized => ({ where: `pole ${pole}`, kind: 'pole', text: poleNames[pole] })),
];

/**
 * The only places where a non-English text may equal the English one: psychology terms that
 * French and German really write exactly like English. Everything else (items, labels, titles,
 * summaries) must differ, so a missing translation that fell back to English is caught.
 */
const identicalToEnglish = new Set(['pole E/FR', 'pole E/DE', 'pole I/FR', 'pole I/DE', 'pole N/FR', 'pole N/DE']);

const han = /\p{Script=Han}/u;
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const hangul = /\p{Script=Hangul}/u;
const anyCjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Characters whose simplified and traditional forms differ: CN must use the first, HK the second. */
const simplifiedTraditional: readonly (readonly [string, string])[] = [
  ['们', '們'], ['这', '這'], ['说', '說'], ['会', '會'], ['为', '為'], ['来', '來'], ['时', '時'], ['发', '發'],
  ['欢', '歡'], ['对', '對'], ['个', '個'], ['与', '與'], ['间', '間'], ['关', '關'], ['觉', '覺'], ['让', '讓'],
  ['东', '東'], ['计', '計'], ['论', '論'], ['实', '實'], ['过', '過'], ['后', '後'], ['于', '於'], ['决', '決'],
  ['题', '題'], ['静', '靜'], ['细', '細'], ['节', '節'], ['险', '險'], ['经', '經'], ['长', '長'],
];

describe('the item bank of the 16-type test', () => {
  it('has at least 60 items with unique, stable-looking ids', () => {
    expect(mbtiItems.length).toBeGreaterThanOrEqual(60);
    const ids = mbtiItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^mbti-\d{2,}$/);
  });

  it('shows three non-empty parts, each mixing all four scales, with no two consecutive items from one scale', () => {
    for (const part of [1, 2, 3] as const) {
      const inPart = mbtiItems.filter((item) => item.part === part);
      expect(inPart.length).toBeGreaterThan(0);
      expect(new Set(inPart.map((item) => item.scale)).size).toBe(4);
    }
    const parts = mbtiItems.map((item) => item.part);
    expect([...parts].sort()).toEqual(parts); // listed in display order, part by part
    for (let i = 1; i < mbtiItems.length; i++) expect(mbtiItems[i]?.scale).not.toBe(mbtiItems[i - 1]?.scale);
  });

  it('keys every item to a pole of its own scale, with each scale balanced between its two poles', () => {
    for (const item of mbtiItems) expect(scalePoles[item.scale]).toContain(item.keyedPole);
    for (const scale of scales) {
      const [first, second] = scalePoles[scale];
      const onScale = mbtiItems.filter((item) => item.scale === scale);
      expect(onScale.length).toBeGreaterThanOrEqual(12);
      expect(onScale.filter((item) => item.keyedPole === first).length).toBe(onScale.filter((item) => item.keyedPole === second).length);
    }
  });

  it('gives every item an honest source: our own writing or a cited public-domain IPIP item', () => {
    for (const item of mbtiItems) {
      expect(['own', 'ipip']).toContain(item.source);
      expect(item.sourceNote.trim()).not.toBe('');
      if (item.source === 'own') expect(item.sourceNote).toBe('Mindprint original item');
      else expect(item.sourceNote).toMatch(/IPIP item ".+".*ipip\.ori\.org/);
      expect(item.sourceNote).not.toMatch(/OEJTS|Open Extended Jungian|Myers|Briggs/i);
    }
  });
});

describe('no locale falls back to another', () => {
  it('has every text in all nine locales', () => {
    for (const { where, text } of allTexts) {
      expect(Object.keys(text).sort(), where).toEqual([...localeCodes].sort());
      for (const code of localeCodes) expect(text[code].trim(), `${where}/${code}`).not.toBe('');
    }
  });

  it('translates every text: no other locale repeats the English one, except the documented terms', () => {
    const identical: string[] = [];
    for (const { where, text } of allTexts) {
      for (const code of localeCodes) if (code !== 'EN' && text[code] === text.EN) identical.push(`${where}/${code}`);
    }
    expect(new Set(identical)).toEqual(identicalToEnglish);
  });

  it('writes items and summaries differently for CN (simplified) and HK (traditional)', () => {
    // Short labels, titles and pole names may be identical in both scripts (同意, 外向, 思考), so they are not compared.
    for (const { where, kind, text } of allTexts) {
      if (kind === 'item' || kind === 'summary') expect(text.HK, where).not.toBe(text.CN);
    }
  });

  it('uses the right script in each locale', () => {
    for (const { where, kind, text } of allTexts) {
      expect(text.CN, `${where}/CN`).toMatch(han);
      expect(text.HK, `${where}/HK`).toMatch(han);
      expect(text.CN, `${where}/CN`).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u);
      expect(text.HK, `${where}/HK`).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u);
      expect(text.JA, `${where}/JA`).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u);
      // Sentences (not single terms like 外向) must contain kana, which Chinese text never does.
      if (kind === 'item' || kind === 'summary' || kind === 'label') expect(text.JA, `${where}/JA`).toMatch(kana);
      expect(text.KR, `${where}/KR`).toMatch(hangul);
      expect(text.KR, `${where}/KR`).not.toMatch(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
      for (const code of ['EN', 'FR', 'DE', 'ES', 'PT'] as const) {
        expect(text[code], `${where}/${code}`).not.toMatch(anyCjk);
        expect(text[code], `${where}/${code}`).toMatch(/\p{Script=Latin}/u);
      }
    }
  });

  it('keeps CN in simplified and HK in traditional characters', () => {
    for (const { where, text } of allTexts) {
      for (const [simplified, traditional] of simplifiedTraditional) {
        expect(text.CN, `${where}/CN has traditional ${traditional}`).not.toContain(traditional);
        expect(text.HK, `${where}/HK has simplified ${simplified}`).not.toContain(simplified);
      }
    }
  });
});

describe('items keep their direction in every locale', () => {
  it('recognizes negations and ignores look-alike words (checks the checker)', () => {
    const negative: [LocaleCode, string][] = [
      ['EN', "I don't enjoy parties."], ['EN', 'I never plan ahead.'], ['EN', 'I do not plan.'],
      ['FR', "Je n'aime pas les fêtes."], ['FR', 'Je ne planifie jamais.'],
      ['DE', 'Ich plane nicht gern.'], ['DE', 'Ich habe keine Pläne.'], ['DE', 'Ich plane nie.'],
      ['ES', 'No me gustan las fiestas.'], ['ES', 'Nunca planifico.'],
      ['PT', 'Não gosto de festas.'], ['PT', 'Nunca planejo.'],
      ['CN', '我不喜欢聚会。'], ['CN', '我没有计划。'], ['CN', '别担心。'],
      ['HK', '我不喜歡聚會。'], ['HK', '我沒有計劃。'], ['HK', '我唔鍾意聚會。'],
      ['JA', 'パーティーは好きではない。'], ['JA', 'パーティーが好きではありません。'], ['JA', '計画を立てずに動く。'],
      ['KR', '나는 파티를 좋아하지 않는다.'], ['KR', '나는 계획을 안 세운다.'], ['KR', '나는 계획을 못 세운다.'],
    ];
    for (const [locale, text] of negative) expect(negationIn(locale, text), `${locale}: ${text}`).toBeDefined();
    const affirmative: [LocaleCode, string][] = [
      ['EN', 'I know a notable number of people.'],
      ['FR', 'J’aime une personne qui pense.'], ['DE', 'Ich mag Harmonie und Genies.'], ['ES', 'Me gusta la nota.'],
      ['PT', 'Gosto de semanas calmas.'], ['CN', '我常常帮助别人。'], ['HK', '我經常幫助別人。'],
      ['JA', 'まず、必ず一つずつ片づける。'], ['KR', '나는 안내를 잘 따르고 편안하다. 잘못을 인정한다.'],
    ];
    for (const [locale, text] of affirmative) expect(negationIn(locale, text), `${locale}: ${text}`).toBeUndefined();
  });

  it('has no negation in any item, in English or in any translation', () => {
    const found: string[] = [];
    for (const item of mbtiItems) {
      for (const code of localeCodes) {
        const marker = negationIn(code, item.text[code]);
        if (marker !== undefined) found.push(`${item.id}/${code}: "${marker}" in ${item.text[code]}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('the agreement scale', () => {
  it('has seven distinct labels per locale, from strongly disagree to strongly agree', () => {
    for (const code of localeCodes) {
      const labels = agreementScale[code];
      expect(labels).toHaveLength(7);
      expect(new Set(labels.map((label) => label.trim())).size, code).toBe(7);
    }
    expect(agreementScale.EN).toEqual(['Strongly disagree', 'Disagree', 'Somewhat disagree', 'Neutral', 'Somewhat agree', 'Agree', 'Strongly agree']);
  });
});

describe('the 16 type profiles', () => {
  it('describes each of the 16 types under its own code', () => {
    expect(Object.keys(typeProfiles).sort()).toEqual([...typeCodes].sort());
    for (const code of typeCodes) expect(typeProfiles[code].code).toBe(code);
  });

  it('uses our own titles, distinct in every locale', () => {
    const otherSitesNames = /Architect|Advocate|Mediator|Logician|Commander|Debater|Protagonist|Campaigner|Logistician|Defender|Executive|Consul|Virtuoso|Adventurer|Entrepreneur|Entertainer/i;
    for (const code of typeCodes) expect(typeProfiles[code].title.EN).not.toMatch(otherSitesNames);
    for (const locale of localeCodes) {
      const titles = typeCodes.map((code) => typeProfiles[code].title[locale]);
      expect(new Set(titles).size, locale).toBe(16);
    }
  });

  it('keeps English summaries to two or three sentences', () => {
    for (const code of typeCodes) {
      const sentences = typeProfiles[code].summary.EN.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '');
      expect(sentences.length, code).toBeGreaterThanOrEqual(2);
      expect(sentences.length, code).toBeLessThanOrEqual(3);
    }
  });

  it('names all eight poles', () => {
    expect(Object.keys(poleNames).sort()).toEqual(['E', 'F', 'I', 'J', 'N', 'P', 'S', 'T']);
    expect(poleNames.E.EN).toBe('Extraversion');
    expect(poleNames.P.EN).toBe('Perceiving');
  });
});
