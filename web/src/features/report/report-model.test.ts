import { describe, expect, it } from 'vitest';
import {
  documentTitleOf,
  fillTemplate,
  formatCount,
  formatPercentValue,
  formatRatio,
  formatReportDate,
  hasStatistics,
  normalizeReportOrder,
  sectionBlocks,
  sideOf,
  tagOfLocale,
  type Report,
} from './report-model';

const rawOrder = (report: Record<string, unknown> = {}, paid = true) => ({
  orderNumber: 'MP-1',
  paid,
  takenAt: '2026-03-22T10:00:00.000Z',
  report: {
    typeCode: 'INTJ',
    title: 'The Architect',
    description: 'Strategic.',
    locale: 'KR',
    full: paid,
    lockedSections: paid ? [] : ['personal_growth', 'career_growth'],
    basic: { userName: 'Ada', keywords: ['a', '', 3], famousPeople: ['X'], populationRatio: 0.123, maleRatio: -1, femaleRatio: 0.2, sampleSize: 1234 },
    dimensions: [{ code: 'E', name: 'Extraversion', score: 130, referenceRange: '35–65', level: 9, levelName: 'Very high', interpretation: '…' }, 'junk'],
    sections: [
      { key: 'further_reading', title: 'Further reading', paragraphs: ['p'], bullets: [] },
      { key: 'result_analysis', title: 'Result analysis', paragraphs: ['p1', 'p2'], bullets: ['b'] },
    ],
    topCountries: Array.from({ length: 12 }, (_, i) => ({ country: `C${i}`, countryName: `Country ${i}`, count: 10 - i, score: 12.5, typeCode: 'INTJ' })),
    rankingScore: 72,
    typeRank: 3,
    statisticsDays: 30,
    labels: { personal_growth: 'Personal growth', career_growth: 'Career growth', bad: 4 },
    scales: [{ scale: 'EI', leftPole: 'E', rightPole: 'I', leftName: 'Extraversion', rightName: 'Introversion', position: 72, letter: 'I' }],
    ...report,
  },
});

describe('normalizeReportOrder', () => {
  it('reads the contract and drops what it cannot read', () => {
    const order = normalizeReportOrder(rawOrder())!;
    expect(order.orderNumber).toBe('MP-1');
    expect(order.report.basic.keywords).toEqual(['a']);
    expect(order.report.dimensions).toHaveLength(1);
    expect(order.report.dimensions[0]).toMatchObject({ score: 100, level: 5 });
    expect(order.report.topCountries).toHaveLength(10);
    expect(order.report.labels).toEqual({ personal_growth: 'Personal growth', career_growth: 'Career growth' });
    expect(order.report.scales[0]).toMatchObject({ letter: 'I', strength: 44, nearCut: false });
  });

  it('never shows an unpaid order as full, and rejects non-reports', () => {
    expect(normalizeReportOrder(rawOrder({ full: true }, false))!.report.full).toBe(false);
    expect(normalizeReportOrder({ orderNumber: 'x', report: {} })).toBeNull();
    expect(normalizeReportOrder(null)).toBeNull();
    expect(normalizeReportOrder('INTJ')).toBeNull();
  });

  it('treats missing ratios as too few results', () => {
    const order = normalizeReportOrder(rawOrder({ basic: {} }))!;
    expect(order.report.basic.populationRatio).toBe(-1);
    expect(formatRatio(order.report.basic.populationRatio, 'en')).toBeNull();
    expect(hasStatistics(order.report)).toBe(false);
    expect(hasStatistics(normalizeReportOrder(rawOrder())!.report)).toBe(true);
  });
});

describe('sectionBlocks', () => {
  it('puts sections in reading order with locked cards in place of locked sections', () => {
    const report = normalizeReportOrder(rawOrder({}, false))!.report;
    expect(sectionBlocks(report).map((b) => `${b.kind}:${b.key}`)).toEqual([
      'section:result_analysis',
      'locked:personal_growth',
      'locked:career_growth',
      'section:further_reading',
    ]);
    const locked = sectionBlocks(report).find((b) => b.kind === 'locked');
    expect(locked).toMatchObject({ title: 'Personal growth' });
  });

  it('shows no locked card in a full report', () => {
    const report: Report = { ...normalizeReportOrder(rawOrder())!.report, lockedSections: ['career_growth'] };
    expect(sectionBlocks(report).every((b) => b.kind === 'section')).toBe(true);
  });

  it('keeps unknown keys after the known ones', () => {
    const report = normalizeReportOrder(rawOrder({ sections: [{ key: 'zzz', title: 'Z' }, { key: 'advanced_guide', title: 'A' }] }))!.report;
    expect(sectionBlocks(report).map((b) => b.key)).toEqual(['advanced_guide', 'zzz']);
  });
});

describe('formatting', () => {
  it('formats ratios as percentages in the report language', () => {
    expect(formatRatio(0.123, 'en')).toBe('12.3%');
    expect(formatRatio(0.5, 'ko')).toBe('50%');
    expect(formatRatio(0.1234, 'fr')).toMatch(/^12,3\s?%$/);
    expect(formatRatio(0, 'en')).toBe('0%');
    expect(formatRatio(-1, 'en')).toBeNull();
    expect(formatRatio(Number.NaN, 'en')).toBeNull();
    expect(formatRatio(1.5, 'en')).toBe('100%');
    expect(formatPercentValue(12.5, 'en')).toBe('12.5%');
    expect(formatCount(12345, 'en')).toBe('12,345');
  });

  it('formats dates as long dates, empty when unreadable', () => {
    expect(formatReportDate('2026-03-22T10:00:00.000Z', 'en', 'UTC')).toBe('March 22, 2026');
    expect(formatReportDate('2026-03-22T10:00:00.000Z', 'ko', 'UTC')).toBe('2026년 3월 22일');
    expect(formatReportDate('2026-03-22T10:00:00.000Z', 'de', 'UTC')).toBe('22. März 2026');
    expect(formatReportDate('not a date', 'en')).toBe('');
    expect(formatReportDate('', 'en')).toBe('');
  });

  it('maps locale codes to Intl tags', () => {
    expect(tagOfLocale('KR', 'en')).toBe('ko');
    expect(tagOfLocale('hk', 'en')).toBe('zh-HK');
    expect(tagOfLocale('', 'fr')).toBe('fr');
  });

  it('fills the server label templates', () => {
    expect(fillTemplate('Based on {{count}} results from the last {{ days }} days', { count: '1,234', days: 30 })).toBe(
      'Based on 1,234 results from the last 30 days',
    );
    expect(fillTemplate('{{type}} is {{rank}}.', { type: 'INTJ' })).toBe('INTJ is .');
  });

  it('reads the side of a scale and the document title', () => {
    const report = normalizeReportOrder(rawOrder())!.report;
    expect(sideOf(report.scales[0]!)).toEqual({ side: 'right', name: 'Introversion', percent: 72 });
    expect(documentTitleOf(report)).toBe('INTJ · The Architect');
  });
});
