import { describe, expect, it } from 'vitest';
import { keyInterpretationDimensions, normalizeMappingReportOrder } from './mapping-report-model';
import { normalizeAnyReportOrder } from './report-kinds';

const dimension = (key: string, code: string, position: number, level: number) => ({
  dimension: key,
  code,
  name: key.toUpperCase(),
  description: `${key} describes`,
  lowPole: 'low',
  highPole: 'high',
  position,
  level,
  levelName: `L${level}`,
  referenceRange: { from: 40, to: 59 },
  headline: `${key} headline`,
  interpretation: `${key} interpretation`,
  strengths: ['s1', 's2'],
  watchOuts: ['w1', ''],
  recommendations: ['r1', 'r2', 'r3'],
});

const tabs = (locked: boolean) => [
  { key: 'overview', title: 'Vue d’ensemble', locked: false },
  { key: 'key_interpretations', title: 'Interprétations clés', locked },
  { key: 'dimension_analysis', title: 'Analyse', locked },
  { key: 'development_recommendations', title: 'Recommandations', locked },
];

function answer(paid: boolean, report: Record<string, unknown> = {}) {
  return {
    orderNumber: 'MP1',
    examId: '2',
    paid,
    takenAt: '2026-11-22T10:00:00Z',
    report: {
      kind: 'mapping',
      profileCode: 'E4-A3-C5-N2-O4',
      locale: 'FR',
      full: paid,
      lockedTabs: paid ? [] : ['key_interpretations', 'dimension_analysis', 'development_recommendations'],
      tabs: tabs(!paid),
      headings: { strengths: 'Forces', watchOuts: 'Vigilance', recommendations: 'Conseils', yourLevel: 'Votre niveau', referenceRange: 'Plage' },
      summary: 'summary',
      overviewIntro: ['p1', 'p2'],
      referenceRangeNote: 'note',
      sourceNote: 'IPIP',
      dimensions: [dimension('extraversion', 'E', 72, 4), dimension('conscientiousness', 'C', 95, 5), { name: 'no key' }],
      keyInterpretations: ['conscientiousness', 'extraversion', 'unknown'],
      ...report,
    },
  };
}

describe('normalizeMappingReportOrder', () => {
  it('reads a paid report: every tab open, dimensions in order, empty texts left out', () => {
    const order = normalizeMappingReportOrder(answer(true));
    expect(order?.report.full).toBe(true);
    expect(order?.report.tabs.key_interpretations).toEqual({ title: 'Interprétations clés', locked: false });
    expect(order?.report.dimensions.map((d) => d.dimension)).toEqual(['extraversion', 'conscientiousness']);
    expect(order?.report.dimensions[0]?.watchOuts).toEqual(['w1']);
    expect(order?.report.dimensions[0]?.referenceRange).toEqual({ from: 40, to: 59 });
    expect(order?.report.keyInterpretations).toEqual(['conscientiousness', 'extraversion']);
    expect(keyInterpretationDimensions(order!.report).map((d) => d.code)).toEqual(['C', 'E']);
  });

  it('locks the three paid tabs of an unpaid report, never the overview, and never shows it full', () => {
    const unpaid = normalizeMappingReportOrder(answer(false));
    expect(Object.entries(unpaid!.report.tabs).map(([key, tab]) => [key, tab.locked])).toEqual([
      ['overview', false],
      ['key_interpretations', true],
      ['dimension_analysis', true],
      ['development_recommendations', true],
    ]);
    // A report marked full for an order that is not paid stays locked.
    const inconsistent = normalizeMappingReportOrder(answer(false, { full: true, tabs: tabs(false), lockedTabs: ['dimension_analysis'] }));
    expect(inconsistent?.report.full).toBe(false);
    expect(inconsistent?.report.tabs.dimension_analysis.locked).toBe(true);
    expect(inconsistent?.report.tabs.key_interpretations.locked).toBe(false);
  });

  it('clamps positions and levels and drops a reference range that cannot be one', () => {
    const order = normalizeMappingReportOrder(
      answer(true, { dimensions: [{ ...dimension('openness', 'O', 140, 9), referenceRange: { from: 60, to: 40 } }] }),
    );
    expect(order?.report.dimensions[0]).toMatchObject({ position: 100, level: 5, referenceRange: null });
  });
});

describe('normalizeAnyReportOrder', () => {
  it('tells the mapping report from the 16-type report and refuses anything else', () => {
    expect(normalizeAnyReportOrder(answer(true))?.kind).toBe('mapping');
    const typeReport = { orderNumber: 'MP2', paid: false, takenAt: '', report: { kind: 'type', typeCode: 'INTJ', title: 'Architect' } };
    const read = normalizeAnyReportOrder(typeReport);
    expect(read?.kind).toBe('type');
    expect(read?.kind === 'type' ? read.order.report.typeCode : '').toBe('INTJ');
    expect(normalizeAnyReportOrder({ report: { kind: 'mapping' } })).toBeNull();
    expect(normalizeAnyReportOrder(null)).toBeNull();
  });
});
