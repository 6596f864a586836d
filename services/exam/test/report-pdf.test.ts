import { describe, expect, it } from 'vitest';
import { RenderReportPdf } from '../src/app/render-report-pdf.js';
import { assembleReport } from '../src/domain/report-assembly.js';
import { reportContents } from '../src/content/report-content-files.js';
import type { ReportContentRegistry } from '../src/domain/report-content/report-locales.js';
import type { LocaleCode } from '../src/domain/locales.js';
import { typeProfiles } from '../src/content/type-content-files.js';
import { renderReportPdf, reportPdfFileName } from '../src/pdf/report-pdf.js';
import { cjkFixtureContent, fixtureContent, reportRequest } from './report-fixture.js';
import { embeddedFontNames, pdfPages } from '@mindprint/platform/testing-pdf-text';

/** Text extraction drops spaces between some runs: compare without whitespace. */
const squash = (text: string) => text.replace(/\s+/g, '');

const pdfInput = (locale: string) => ({ ...reportRequest({ locale }), examId: '1', orderNumber: 'MP-2024-0001', takenAt: '2024-05-06T10:00:00Z' });

describe('report PDF', () => {
  it('renders a fixture report in English with every part and numbered pages', async () => {
    const registry: ReportContentRegistry = { EN: fixtureContent('EN') };
    const { pdf, fileName } = await new RenderReportPdf(registry).run(pdfInput('EN'));
    expect(fileName).toBe('MP-2024-0001.pdf');
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    const all = squash(pages.join('\n'));
    for (const expected of [
      'INTJ',
      'The Strategist',
      'EN prepared for Ada',
      'EN taken on May 6, 2024',
      'MP-2024-0001',
      'EN basic_profile',
      'EN INTJ keyword one',
      '8.1%',
      'EN 1,200 results in 90 days',
      'EN dimension_analysis',
      'EN dimension I (I)',
      '35–65',
      'EN I level 5 interpretation',
      'EN career_growth',
      'EN INTJ further_reading bullet three',
      'Germany',
      '12.3%',
      'EN clearer than 73% of INTJ',
      'EN INTJ rank 4',
      'EN disclaimer',
    ]) {
      expect(all, expected).toContain(squash(expected));
    }
    pages.forEach((page, i) => expect(squash(page)).toContain(squash(`EN page ${i + 1} of ${pages.length}`)));
    // Fonts are embedded as subsets, not referenced.
    expect(embeddedFontNames(pdf).every((name) => /^[A-Z]{6}\+/.test(name))).toBe(true);
  });

  it('embeds CJK fonts so Chinese, Japanese and Korean text is real, extractable text', async () => {
    const registry: ReportContentRegistry = { CN: cjkFixtureContent(), HK: cjkFixtureContent(), JA: cjkFixtureContent(), KR: cjkFixtureContent() };
    for (const locale of ['CN', 'HK', 'JA', 'KR'] as const) {
      const report = assembleReport(reportRequest({ locale, userName: '张伟 김민준 さくら' }), registry);
      const pdf = await renderReportPdf({ report, orderNumber: 'MP-1', takenAt: '2024-05-06T10:00:00Z' });
      const all = squash((await pdfPages(pdf)).join('\n'));
      expect(all, locale).toContain(typeProfiles.INTJ.title[locale]);
      expect(all, locale).toContain('这一类型的人独立自主、目光长远。このタイプの人は自立心が強い。이유형의사람들은독립적입니다。');
      expect(all, locale).toContain('毎日三つのことを書く');
      expect(all, locale).toContain('매일세가지를적기');
      expect(all, locale).toContain('张伟김민준さくら');
      expect(all, locale).toContain('第1页，共');
      expect(embeddedFontNames(pdf).some((name) => /\+NotoSans(Hans|Hant|JP|KR)-/.test(name)), locale).toBe(true);
      // Subsets keep a report small although each CJK font file is several megabytes.
      expect(pdf.length, locale).toBeLessThan(600_000);
    }
  });

  it('uses the locale’s own CJK font: traditional Chinese for HK, Japanese for JA, Korean for KR', async () => {
    const registry: ReportContentRegistry = { HK: cjkFixtureContent(), JA: cjkFixtureContent(), KR: cjkFixtureContent() };
    const expected: Partial<Record<LocaleCode, RegExp>> = { HK: /NotoSansHant-/, JA: /NotoSansJP-/, KR: /NotoSansKR-/ };
    for (const [locale, font] of Object.entries(expected) as Array<[LocaleCode, RegExp]>) {
      const report = assembleReport(reportRequest({ locale }), registry);
      const fonts = embeddedFontNames(await renderReportPdf({ report, orderNumber: 'MP-1', takenAt: '' }));
      expect(fonts.some((name) => font.test(name)), `${locale}: ${fonts.join(', ')}`).toBe(true);
    }
  });

  it('renders every registered locale with its type title as text', async () => {
    const registered = Object.keys(reportContents) as LocaleCode[];
    for (const locale of registered) {
      const { pdf } = await new RenderReportPdf(reportContents).run(pdfInput(locale));
      const all = squash((await pdfPages(pdf)).join('\n'));
      expect(all, locale).toContain(squash(typeProfiles.INTJ.title[locale]));
      expect(all, locale).toContain(squash(reportContents[locale]!.types.INTJ.description.slice(0, 40)));
    }
  });

  it('names the file by the order number, safe for a download header', () => {
    expect(reportPdfFileName('MP-2024-0001')).toBe('MP-2024-0001.pdf');
    expect(reportPdfFileName('a"b\r\nc')).toBe('a_b__c.pdf');
    expect(reportPdfFileName('')).toBe('report.pdf');
  });
});
