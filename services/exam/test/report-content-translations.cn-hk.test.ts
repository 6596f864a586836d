import { describe, expect, it } from 'vitest';
import { cn } from '../src/domain/report-content/cn.js';
import { en } from '../src/domain/report-content/en.js';
import { hk } from '../src/domain/report-content/hk.js';
import { dimensionCodes, reportLabelKeys, reportSectionKeys, type LocaleReportContent } from '../src/domain/report-content/report-content.js';

const han = /\p{Script=Han}/u;
const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each([
  ['cn', cn],
  ['hk', hk],
] as [string, LocaleReportContent][])('%s report content against en', (locale, content) => {
  it('has the same type keys', () => {
    expect(Object.keys(content.types).sort()).toEqual(Object.keys(en.types).sort());
  });

  it('keeps every type structurally identical to en', () => {
    for (const code of Object.keys(en.types) as (keyof typeof en.types)[]) {
      const source = en.types[code];
      const target = content.types[code];
      expect(filled(target.description), `${locale}.${code}.description`).toBe(true);
      expect(target.keywords.length, `${locale}.${code}.keywords`).toBe(source.keywords.length);
      expect(target.famousPeople.length, `${locale}.${code}.famousPeople`).toBe(source.famousPeople.length);
      expect([...target.keywords, ...target.famousPeople].every(filled), `${locale}.${code}`).toBe(true);
      expect(Object.keys(target.sections).sort(), `${locale}.${code} sections`).toEqual(Object.keys(source.sections).sort());
      expect(Object.keys(target.sections).sort()).toEqual([...reportSectionKeys].sort());
      for (const key of reportSectionKeys) {
        const { paragraphs, bullets } = target.sections[key];
        expect(paragraphs.length, `${locale}.${code}.${key} paragraphs`).toBe(source.sections[key].paragraphs.length);
        expect(bullets.length, `${locale}.${code}.${key} bullets`).toBe(source.sections[key].bullets.length);
        expect([...paragraphs, ...bullets].every(filled), `${locale}.${code}.${key}`).toBe(true);
      }
    }
  });

  it('is actually written in Chinese', () => {
    const paragraphs = Object.values(content.types).flatMap((type) => Object.values(type.sections).flatMap((section) => section.paragraphs));
    const withHan = paragraphs.filter((paragraph) => han.test(paragraph)).length;
    expect(withHan / paragraphs.length).toBeGreaterThanOrEqual(0.9);
    for (const type of Object.values(content.types)) {
      expect(han.test(type.description)).toBe(true);
      for (const section of Object.values(type.sections)) for (const bullet of section.bullets) expect(han.test(bullet), bullet).toBe(true);
    }
    for (const label of reportLabelKeys) expect(han.test(content.labels[label]), `${locale} label ${label}`).toBe(true);
    expect(content.levelNames.every((name) => han.test(name))).toBe(true);
  });

  it('claims no statistics and contains no links', () => {
    const all = Object.values(content.types)
      .flatMap((type) => [type.description, ...Object.values(type.sections).flatMap((section) => [...section.paragraphs, ...section.bullets])])
      .join(' ');
    expect(all).not.toMatch(/\d+(\.\d+)?\s*[%％]|百分之/);
    expect(all).not.toMatch(/https?:|www\./i);
  });

  it('has all dimensions, five level names and every label with the same placeholders', () => {
    expect(Object.keys(content.dimensions).sort()).toEqual([...dimensionCodes].sort());
    for (const code of dimensionCodes) {
      expect(filled(content.dimensions[code].name)).toBe(true);
      expect(content.dimensions[code].interpretations).toHaveLength(5);
      expect(content.dimensions[code].interpretations.every((text) => han.test(text))).toBe(true);
    }
    expect(content.levelNames).toHaveLength(5);
    expect(content.levelNames.every(filled)).toBe(true);
    expect(Object.keys(content.labels).sort()).toEqual(Object.keys(en.labels).sort());
    for (const key of Object.keys(en.labels) as (keyof typeof en.labels)[]) {
      expect(filled(content.labels[key]), `${locale} label ${key}`).toBe(true);
      expect(placeholders(content.labels[key]), `${locale} label ${key}`).toEqual(placeholders(en.labels[key]));
    }
  });
});

it('hk is not a copy of cn', () => {
  expect(hk.types.INTJ.description).not.toBe(cn.types.INTJ.description);
  expect(hk.labels.report_title).not.toBe(cn.labels.report_title);
});
