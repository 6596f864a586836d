import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../src/domain/locales.js';
import { mappingTexts } from '../src/content/mapping-content-files.js';
import { mappingItems } from '../src/domain/mapping/mapping-items.js';
import { bigFiveDimensions, dimensionLevels, type MappingTexts } from '../src/domain/mapping/mapping-types.js';
import { negationIn } from './negation-markers.js';

const en = mappingTexts.EN;
const registered = Object.entries(mappingTexts) as Array<[LocaleCode, MappingTexts]>;
const filled = (text: string) => text.trim().length > 0;

/** Every text of a locale with a path, in a fixed order, so two locales can be compared text by text. */
function textsOf(texts: MappingTexts): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const item of mappingItems) out.push([`items.${item.id}`, texts.items[item.id] ?? '']);
  texts.scaleLabels.forEach((label, i) => out.push([`scaleLabels.${i}`, label]));
  for (const [key, text] of Object.entries(texts.tabs)) out.push([`tabs.${key}`, text]);
  for (const level of dimensionLevels) out.push([`levelNames.${level}`, texts.levelNames[level]]);
  texts.overviewIntro.forEach((text, i) => out.push([`overviewIntro.${i}`, text]));
  out.push(['profileSummary', texts.profileSummary], ['sourceNote', texts.sourceNote]);
  for (const [key, text] of Object.entries(texts.headings)) out.push([`headings.${key}`, text]);
  for (const dimension of bigFiveDimensions) {
    const d = texts.dimensions[dimension];
    out.push([`${dimension}.name`, d.name], [`${dimension}.description`, d.description], [`${dimension}.lowPole`, d.lowPole], [`${dimension}.highPole`, d.highPole]);
    for (const level of dimensionLevels) {
      const l = d.levels[level];
      const at = `${dimension}.${level}`;
      out.push([`${at}.headline`, l.headline], [`${at}.interpretation`, l.interpretation]);
      for (const key of ['strengths', 'watchOuts', 'recommendations'] as const) l[key].forEach((text, i) => out.push([`${at}.${key}.${i}`, text]));
    }
  }
  return out;
}

describe('the mapping test’s locale registry', () => {
  it.each(registered)('%s is complete: every text English has, filled, with the same lists and placeholders', (code, texts) => {
    const english = textsOf(en);
    const translated = textsOf(texts);
    expect(translated.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, text] of translated) expect(filled(text), `${code} ${path}`).toBe(true);
    expect(Object.keys(texts.items).sort()).toEqual(mappingItems.map((i) => i.id).sort());
    expect(texts.profileSummary).toContain('{{highest}}');
    expect(texts.profileSummary).toContain('{{lowest}}');
    expect(new Set(texts.scaleLabels).size, `${code} scale labels`).toBe(5);
    if (code !== 'EN') {
      const untranslated = translated.filter(([path, text], i) => text === english[i]![1] && !path.startsWith('levelNames') && text.length > 12);
      expect(untranslated.map(([path]) => path), `${code} texts left in English`).toEqual([]);
    }
  });

  // A translator who adds or drops a negation flips a statement, and with it the item's key: every
  // statement is negated in a locale exactly when IPIP's English statement is.
  it.each(registered)('%s keeps each item’s direction: negated exactly where the English is', (code, texts) => {
    const flipped = mappingItems.filter((item) => (negationIn(code, texts.items[item.id] ?? '') !== undefined) !== (negationIn('EN', en.items[item.id]!) !== undefined));
    expect(flipped.map((item) => `${item.id}: "${texts.items[item.id]}" vs "${en.items[item.id]}"`)).toEqual([]);
  });

  it('finds the negated English statements the published keys expect', () => {
    const negated = mappingItems.filter((item) => negationIn('EN', en.items[item.id]!) !== undefined);
    // IPIP's negated markers; all are minus-keyed but "Don't mind being the center of attention" (plus, a double negation)
    expect(negated.length).toBeGreaterThanOrEqual(5);
    for (const item of negated) expect(item.keyed === 'minus' || /mind/i.test(en.items[item.id]!), item.id).toBe(true);
  });
});
