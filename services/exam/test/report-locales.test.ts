import { describe, expect, it } from 'vitest';
import { locales } from '../src/domain/locales.js';
import { assembleReport } from '../src/domain/report-assembly.js';
import { reportLabelKeys, reportSectionKeys } from '../src/domain/report-content/report-content.js';
import { reportContents } from '../src/content/report-content-files.js';
import { typeProfiles } from '../src/content/type-content-files.js';

const scales = [
  { scale: 'EI', position: 30 },
  { scale: 'SN', position: 70 },
  { scale: 'TF', position: 48 },
  { scale: 'JP', position: 85 },
];

describe('the paid report in every locale', () => {
  it('has content registered for each of the nine locales', () => {
    expect(Object.keys(reportContents).sort()).toEqual(locales.map((l) => l.code).sort());
  });

  it.each(locales.map((l) => l.code))('assembles every type in %s with no missing or empty section, dimension or label', (locale) => {
    for (const typeCode of Object.keys(typeProfiles)) {
      const report = assembleReport({ locale, typeCode, scales, userName: 'Ana', full: true }, reportContents);
      expect(report.sections.map((s) => s.key)).toEqual([...reportSectionKeys]);
      for (const section of report.sections) {
        expect(section.title.trim(), `${locale} ${typeCode} ${section.key} title`).not.toBe('');
        expect(section.paragraphs.length, `${locale} ${typeCode} ${section.key}`).toBeGreaterThan(0);
        expect(section.bullets.length, `${locale} ${typeCode} ${section.key}`).toBeGreaterThan(0);
        for (const text of [...section.paragraphs, ...section.bullets]) expect(text.trim(), `${locale} ${typeCode} ${section.key}`).not.toBe('');
      }
      expect(report.description.trim()).not.toBe('');
      expect(report.basic.keywords.length).toBeGreaterThan(0);
      expect(report.basic.famousPeople.length).toBeGreaterThan(0);
      expect(report.dimensions).toHaveLength(8);
      for (const d of report.dimensions) expect(d.interpretation.trim() && d.levelName.trim() && d.name.trim()).toBeTruthy();
    }
    for (const key of [...reportSectionKeys, ...reportLabelKeys]) expect(reportContents[locale]!.labels[key]?.trim(), `${locale} label ${key}`).toBeTruthy();
  });
});
