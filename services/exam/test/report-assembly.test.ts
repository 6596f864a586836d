import { DomainError } from '@mindprint/platform/errors';
import { describe, expect, it } from 'vitest';
import { assembleReport, fillTemplate, levelOf, referenceRange } from '../src/domain/report-assembly.js';
import { freeSectionKeys, reportSectionKeys } from '../src/domain/report-content/report-content.js';
import type { ReportContentRegistry } from '../src/domain/report-content/report-locales.js';
import { fixtureContent, reportRequest, statistics } from './report-fixture.js';

const registry: ReportContentRegistry = { EN: fixtureContent('EN'), JA: fixtureContent('JA') };

const domainError = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('report assembly', () => {
  it('takes the title from the type profiles and the texts from the locale content', () => {
    const report = assembleReport(reportRequest(), registry);
    expect(report.typeCode).toBe('INTJ');
    expect(report.title).toBe('The Strategist');
    expect(report.description).toBe('EN INTJ description');
    expect(report.locale).toBe('EN');
    expect(report.basic.keywords).toEqual(['EN INTJ keyword one', 'EN INTJ keyword two']);
    expect(report.basic.famousPeople).toEqual(['EN INTJ person one', 'EN INTJ person two']);
    expect(report.basic.userName).toBe('Ada');
    expect(report.labels.report_title).toBe('EN report_title');
    expect(report.labels.career_growth).toBe('EN career_growth');

    const japanese = assembleReport(reportRequest({ locale: 'ja', typeCode: 'intj' }), registry);
    expect(japanese.locale).toBe('JA');
    expect(japanese.title).toBe('戦略家');
    expect(japanese.description).toBe('JA INTJ description');
  });

  it('scores the eight dimensions from the four positions, with levels, names and the same reference range', () => {
    const report = assembleReport(reportRequest(), registry);
    expect(report.dimensions.map((d) => [d.code, d.score, d.level])).toEqual([
      ['E', 20, 2],
      ['I', 80, 5],
      ['S', 10, 1],
      ['N', 90, 5],
      ['T', 55, 3],
      ['F', 45, 3],
      ['J', 75, 4],
      ['P', 25, 2],
    ]);
    const introversion = report.dimensions.find((d) => d.code === 'I')!;
    expect(introversion).toMatchObject({ name: 'EN dimension I', levelName: 'EN very high', interpretation: 'EN I level 5 interpretation' });
    expect(new Set(report.dimensions.map((d) => d.referenceRange))).toEqual(new Set([referenceRange]));
    expect(referenceRange).toBe('35–65');
  });

  it('puts scores into five levels at 20, 40, 60 and 80', () => {
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 100].map(levelOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('echoes the scales with letters, strength, near-cut markers and pole names', () => {
    const report = assembleReport(reportRequest(), registry);
    expect(report.scales.map((s) => [s.scale, s.position, s.letter, s.strength, s.nearCut])).toEqual([
      ['EI', 80, 'I', 60, false],
      ['SN', 90, 'N', 80, false],
      ['TF', 45, 'T', 10, false],
      ['JP', 25, 'J', 50, false],
    ]);
    expect(report.scales[0]).toMatchObject({ leftName: 'Extraversion', rightName: 'Introversion' });
    const nearCut = assembleReport(reportRequest({ scales: reportRequest().scales.map((s) => (s.scale === 'TF' ? { ...s, position: 52 } : s)) }), registry);
    expect(nearCut.scales[2]).toMatchObject({ letter: 'F', nearCut: true });
  });

  it('gives the full report every section in order, the result analysis opened by the visitor’s own preferences', () => {
    const report = assembleReport(reportRequest(), registry);
    expect(report.full).toBe(true);
    expect(report.lockedSections).toEqual([]);
    expect(report.sections.map((s) => s.key)).toEqual([...reportSectionKeys]);
    expect(report.sections[1]).toEqual({
      key: 'personal_growth',
      title: 'EN personal_growth',
      paragraphs: ['EN INTJ personal_growth paragraph one', 'EN INTJ personal_growth paragraph two'],
      bullets: ['EN INTJ personal_growth bullet one', 'EN INTJ personal_growth bullet two', 'EN INTJ personal_growth bullet three'],
    });
    const analysis = report.sections[0]!;
    expect(analysis.paragraphs).toHaveLength(3);
    // Clearest first (N 90), least clear last (T 55); the content's paragraphs follow.
    expect(analysis.paragraphs[0]).toBe(
      'Your clearest preference is EN dimension N: 90 of 100 (en very high). Your least clear one is EN dimension T: 55 of 100 (en moderate).',
    );
    expect(analysis.paragraphs[1]).toBe('EN INTJ result_analysis paragraph one');
  });

  it('marks a letter near the cut as less certain in the result analysis', () => {
    const scales = [
      { scale: 'EI', position: 48 },
      { scale: 'SN', position: 90 },
      { scale: 'TF', position: 30 },
      { scale: 'JP', position: 25 },
    ];
    const report = assembleReport(reportRequest({ typeCode: 'ENTJ', scales }), registry);
    expect(report.sections[0]!.paragraphs[0]).toBe(
      'Your clearest preference is EN dimension N: 90 of 100 (en very high). Your least clear one is EN dimension E: 52 of 100 (en moderate). EN dimension E lies close to the cut, so this letter is less certain.',
    );
  });

  it('gives the free report the description, basic profile, dimensions and free sections, and lists the rest as locked', () => {
    const report = assembleReport(reportRequest({ full: false }), registry);
    expect(report.full).toBe(false);
    expect(report.description).toBe('EN INTJ description');
    expect(report.basic.keywords).toHaveLength(2);
    expect(report.dimensions).toHaveLength(8);
    expect(report.sections.map((s) => s.key)).toEqual([...freeSectionKeys]);
    expect(report.lockedSections).toEqual(reportSectionKeys.filter((key) => !freeSectionKeys.includes(key)));
    expect(report.topCountries).toEqual([]);
    expect(report.rankingScore).toBe(0);
    expect(report.typeRank).toBe(0);
    // Locked sections can still be named: their titles are among the labels.
    for (const key of report.lockedSections) expect(report.labels[key]).toBe(`EN ${key}`);
  });

  it('shows population ratios only when they rest on at least 30 results', () => {
    const report = assembleReport(reportRequest(), registry);
    expect(report.basic).toMatchObject({ populationRatio: 0.0812, maleRatio: 0.07, femaleRatio: -1, sampleSize: 1200 });
    expect(report.statisticsDays).toBe(90);

    const few = assembleReport(reportRequest({ statistics: statistics({ sampleSize: 29, maleSampleSize: 30, femaleSampleSize: 29 }) }), registry);
    expect(few.basic).toMatchObject({ populationRatio: -1, maleRatio: 0.07, femaleRatio: -1, sampleSize: 29 });

    const none = assembleReport(reportRequest({ statistics: undefined }), registry);
    expect(none.basic).toMatchObject({ populationRatio: -1, maleRatio: -1, femaleRatio: -1, sampleSize: 0 });
    expect(none.topCountries).toEqual([]);
    expect(none.typeRank).toBe(0);
  });

  it('lists up to ten countries with names in the report’s language and shares in percent with one decimal', () => {
    const report = assembleReport(reportRequest(), registry);
    expect(report.topCountries).toEqual([
      { country: 'DE', countryName: 'Germany', count: 40, score: 12.3, typeCode: 'INTJ' },
      { country: 'JP', countryName: 'Japan', count: 30, score: 10, typeCode: 'INTJ' },
      { country: 'BR', countryName: 'Brazil', count: 12, score: 4.6, typeCode: 'INTJ' },
    ]);
    const japanese = assembleReport(reportRequest({ locale: 'JA' }), registry);
    expect(japanese.topCountries.map((c) => c.countryName)).toEqual(['ドイツ', '日本', 'ブラジル']);

    const many = Array.from({ length: 14 }, (_, i) => ({ country: ['US', 'GB', 'FR', 'ES', 'IT', 'NL', 'SE', 'NO', 'PL', 'CA', 'AU', 'MX', 'KR', 'CN'][i]!, count: 20 - i, share: 0.2 - i / 100 }));
    const ten = assembleReport(reportRequest({ statistics: statistics({ topCountries: many }) }), registry);
    expect(ten.topCountries.map((c) => c.country)).toEqual(['US', 'GB', 'FR', 'ES', 'IT', 'NL', 'SE', 'NO', 'PL', 'CA']);
  });

  it('passes the ranking score and the type’s rank on from the statistics', () => {
    const report = assembleReport(reportRequest(), registry);
    expect(report.rankingScore).toBe(73);
    expect(report.typeRank).toBe(4);
  });

  it('refuses an unknown type, an unknown locale, a locale without report content and incomplete positions', () => {
    expect(domainError(() => assembleReport(reportRequest({ typeCode: 'XXXX' }), registry))).toMatchObject({ reason: 'UNKNOWN_TYPE', kind: 'INVALID_ARGUMENT' });
    expect(domainError(() => assembleReport(reportRequest({ typeCode: 'constructor' }), registry))).toMatchObject({ reason: 'UNKNOWN_TYPE' });
    expect(domainError(() => assembleReport(reportRequest({ locale: 'XX' }), registry))).toMatchObject({ reason: 'UNSUPPORTED_LOCALE', kind: 'INVALID_ARGUMENT' });
    // KR is a locale we serve, but this registry has no report content for it: no silent English.
    const untranslated = domainError(() => assembleReport(reportRequest({ locale: 'KR' }), registry));
    expect(untranslated).toMatchObject({ reason: 'REPORT_LOCALE_UNAVAILABLE', kind: 'INVALID_ARGUMENT' });
    expect(untranslated.message).toContain('KR');
    expect(domainError(() => assembleReport(reportRequest({ scales: reportRequest().scales.slice(1) }), registry))).toMatchObject({ reason: 'MISSING_SCALES' });
    expect(
      domainError(() => assembleReport(reportRequest({ scales: [...reportRequest().scales.slice(1), { scale: 'EI', position: 101 }] }), registry)),
    ).toMatchObject({ reason: 'POSITION_OUT_OF_RANGE' });
  });

  it('fills label templates', () => {
    expect(fillTemplate('Page {{n}} of {{ total }}', { n: 2, total: 9 })).toBe('Page 2 of 9');
    expect(fillTemplate('Hi {{name}} {{other}}', { name: 'Ada' })).toBe('Hi Ada {{other}}');
  });
});
