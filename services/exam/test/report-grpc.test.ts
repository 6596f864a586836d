import { describe, expect, it } from 'vitest';
import { reportContents } from '../src/content/report-content-files.js';
import { pdfPages } from '@mindprint/platform/testing-pdf-text';
import { statistics } from './report-fixture.js';
import { examGrpcForTest } from './exam-grpc-for-test.js';

describe('report calls over gRPC', () => {
  const exam = examGrpcForTest();


  const input = (overrides: Record<string, unknown> = {}) => ({
    examId: '1',
    locale: 'EN',
    typeCode: 'ENFJ',
    scales: [
      { scale: 'EI', position: 20 },
      { scale: 'SN', position: 70 },
      { scale: 'TF', position: 85 },
      { scale: 'JP', position: 40 },
    ],
    userName: 'Ada',
    statistics: { ...statistics(), topCountries: [...statistics().topCountries] },
    orderNumber: 'MP-7',
    takenAt: '2024-05-06T10:00:00Z',
    ...overrides,
  });

  it('answers the free report with locked sections and the full one with every section, countries and ranking', async () => {
    const free = (await exam().getReport({ input: input(), full: false })).report!;
    expect(free).toMatchObject({ typeCode: 'ENFJ', title: 'The Mentor', full: false, locale: 'EN', rankingScore: 0, topCountries: [] });
    expect(free.sections.map((s) => s.key)).toEqual(['result_analysis']);
    expect(free.lockedSections).toHaveLength(7);
    expect(free.dimensions.map((d) => d.score)).toEqual([80, 20, 30, 70, 15, 85, 60, 40]);
    expect(free.basic).toMatchObject({ userName: 'Ada', femaleRatio: -1, sampleSize: 1200 });
    expect(free.labels.page).toBe('Page {{n}} of {{total}}');

    const full = (await exam().getReport({ input: input(), full: true })).report!;
    expect(full.sections).toHaveLength(8);
    expect(full.lockedSections).toEqual([]);
    expect(full.topCountries[0]).toMatchObject({ country: 'DE', countryName: 'Germany', score: 12.3, typeCode: 'ENFJ' });
    expect(full).toMatchObject({ rankingScore: 73, typeRank: 4, statisticsDays: 90 });
    expect(full.scales[0]).toMatchObject({ scale: 'EI', letter: 'E', leftName: 'Extraversion', nearCut: false });
  });

  it('renders the PDF named by the order number', async () => {
    const { pdf, fileName } = await exam().renderReportPdf({ input: input() });
    expect(fileName).toBe('MP-7.pdf');
    expect((await pdfPages(pdf)).join('')).toContain('The Mentor');
  });

  it('answers INVALID_ARGUMENT for an unknown type and for a locale without report content', async () => {
    await expect(exam().getReport({ input: input({ typeCode: 'ABCD' }), full: true })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT', reason: 'UNKNOWN_TYPE' });
    await expect(exam().getReport({ input: input({ locale: 'XX' }), full: true })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT', reason: 'UNSUPPORTED_LOCALE' });
    const missing = (['CN', 'HK', 'JA', 'KR', 'FR', 'DE', 'ES', 'PT'] as const).find((locale) => !reportContents[locale]);
    if (missing) {
      await expect(exam().renderReportPdf({ input: input({ locale: missing }) })).rejects.toMatchObject({
        kind: 'INVALID_ARGUMENT',
        reason: 'REPORT_LOCALE_UNAVAILABLE',
      });
    }
  });
});
