import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../src/domain/locales.js';
import type { AnyProfileTest } from '../src/domain/profile-tests/profile-test.js';
import { profileTests } from '../src/domain/profile-tests/profile-tests.js';
import type { ProfileTestTexts } from '../src/domain/profile-tests/profile-test-types.js';
import { negationIn } from './negation-markers.js';

type Texts = ProfileTestTexts<string, string, string, string>;

/** Every text of a locale with its path, in a fixed order, so two locales can be compared text by text. */
function textsOf(test: AnyProfileTest, texts: Texts): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const item of test.items) out.push([`items.${item.id}`, texts.items[item.id] ?? '']);
  texts.scaleLabels.forEach((label, i) => out.push([`scaleLabels.${i}`, label]));
  for (const [level, name] of Object.entries(texts.levelNames)) out.push([`levelNames.${level}`, name]);
  for (const tab of test.tabs) out.push([`tabs.${tab}`, texts.tabs[tab] ?? '']);
  for (const [key, heading] of Object.entries(texts.listHeadings)) out.push([`listHeadings.${key}`, heading]);
  out.push(['resultLabel', texts.resultLabel], ['resultTitle', texts.resultTitle], ['sourceNote', texts.sourceNote]);
  texts.overviewIntro.forEach((text, i) => out.push([`overviewIntro.${i}`, text]));
  for (const scale of test.scales) {
    const s = texts.scales[scale]!;
    out.push([`scales.${scale}.name`, s.name], [`scales.${scale}.description`, s.description], [`scales.${scale}.lowPole`, s.lowPole], [`scales.${scale}.highPole`, s.highPole]);
    for (const [level, l] of Object.entries(s.levels)) out.push([`scales.${scale}.${level}.headline`, l.headline], [`scales.${scale}.${level}.interpretation`, l.interpretation]);
  }
  for (const [key, o] of Object.entries(texts.outcomes)) {
    out.push([`outcomes.${key}.name`, o.name], [`outcomes.${key}.summary`, o.summary]);
    o.description.forEach((text, i) => out.push([`outcomes.${key}.description.${i}`, text]));
    for (const [list, entries] of Object.entries(o.lists)) entries.forEach((text, i) => out.push([`outcomes.${key}.${list}.${i}`, text]));
  }
  return out;
}

const placeholders = (template: string) => [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const cases = Object.values(profileTests).flatMap((test) =>
  (Object.entries(test.texts) as Array<[LocaleCode, Texts]>).map(([locale, texts]) => ({ name: `${test.kind} ${locale}`, test, locale, texts })),
);

describe.each(cases)('profile test texts: $name', ({ test, locale, texts }) => {
  const en = test.texts.EN as Texts;

  it('has every text of the English record, each filled, and nothing more', () => {
    const mine = textsOf(test, texts);
    expect(mine.map(([path]) => path)).toEqual(textsOf(test, en).map(([path]) => path));
    expect(mine.filter(([, text]) => text.trim().length === 0).map(([path]) => path)).toEqual([]);
    expect(Object.keys(texts.items).sort()).toEqual(test.items.map((item: { id: string }) => item.id).sort());
  });

  it('keeps every statement free of negation, so no reverse key is flipped in translation', () => {
    const negated = test.items.filter((item: { id: string }) => negationIn(locale, texts.items[item.id] ?? '') !== undefined);
    expect(negated.map((item: { id: string }) => `${item.id}: "${texts.items[item.id]}" (${negationIn(locale, texts.items[item.id] ?? '')})`)).toEqual([]);
  });

  it('keeps the title’s placeholders', () => {
    expect(placeholders(texts.resultTitle)).toEqual(placeholders(en.resultTitle));
  });

  it('gives every statement its own wording, whatever the case', () => {
    const statements = Object.values(texts.items).map((statement) => statement.toLowerCase());
    expect(new Set(statements).size).toBe(statements.length);
  });
});

describe.each(cases.filter((c) => c.locale !== 'EN'))('profile test translation: $name', ({ test, texts }) => {
  it('is translated: no statement is left in English', () => {
    const en = test.texts.EN as Texts;
    const untranslated = test.items.filter((item: { id: string }) => texts.items[item.id] === en.items[item.id]);
    expect(untranslated.map((item: { id: string }) => item.id)).toEqual([]);
  });
});
