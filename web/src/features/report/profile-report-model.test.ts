import { describe, expect, it } from 'vitest';
import { levelOfPosition, normalizeProfileReportOrder, profileTabKeys } from './profile-report-model';
import { normalizeAnyReportOrder } from './report-kinds';

const meter = (scale: string, position: number, level: number) => ({
  scale,
  name: `Area ${scale}`,
  description: `${scale} describes`,
  lowPole: 'low pole',
  highPole: 'high pole',
  position,
  level,
  levelName: `L${level}`,
  headline: `${scale} headline`,
});

const block = (heading: string) => ({
  heading,
  subheading: `${heading} sub`,
  paragraphs: [`${heading} p1`, '', `${heading} p2`],
  lists: [{ heading: 'Fitting work activities', items: ['a1', 'a2'] }, { heading: 'empty', items: [] }],
});

const TAB_KEYS = ['overview', 'strongest_areas', 'work_activities', 'next_steps'];

function answer(paid: boolean, report: Record<string, unknown> = {}) {
  const locked = TAB_KEYS.slice(1);
  return {
    orderNumber: 'MP5',
    examId: '5',
    paid,
    takenAt: '2026-11-22T10:00:00Z',
    report: {
      kind: 'profile',
      examId: '5',
      testKind: 'career',
      testName: 'Berufsinteressen-Test',
      locale: 'DE',
      full: paid,
      resultCode: 'SIA',
      resultLabel: 'Ihre stärksten Interessenbereiche',
      title: 'Ihre stärksten Interessen: Sozial, Forschend und Künstlerisch',
      overviewIntro: ['intro 1', 'intro 2'],
      sourceNote: 'eigene Items',
      meters: [meter('R', 10, 1), meter('I', 70, 4), meter('A', 55, 3), meter('S', 81, 5), meter('E', 20, 2), meter('C', 0, 1)],
      lockedTabs: paid ? [] : locked,
      tabs: TAB_KEYS.map((key) => ({
        key,
        title: `Titel ${key}`,
        locked: !paid && key !== 'overview',
        blocks: !paid && key !== 'overview' ? [] : [block(`${key} A`), block(`${key} B`)],
      })),
      ...report,
    },
  };
}

describe('normalizeProfileReportOrder', () => {
  it('reads a paid report: six meters in the server’s order, every tab open with its blocks', () => {
    const order = normalizeProfileReportOrder(answer(true));
    expect(order?.examId).toBe('5');
    const report = order!.report;
    expect(report.full).toBe(true);
    expect(report.testName).toBe('Berufsinteressen-Test');
    expect(report.resultCode).toBe('SIA');
    expect(report.meters.map((m) => [m.scale, m.position, m.level])).toEqual([
      ['R', 10, 1],
      ['I', 70, 4],
      ['A', 55, 3],
      ['S', 81, 5],
      ['E', 20, 2],
      ['C', 0, 1],
    ]);
    expect(profileTabKeys(report)).toEqual(TAB_KEYS);
    expect(report.tabs.every((tab) => !tab.locked && tab.blocks.length === 2)).toBe(true);
    expect(report.tabs[1]).toMatchObject({ key: 'strongest_areas', title: 'Titel strongest_areas' });
    // Empty paragraphs and empty lists are left out.
    expect(report.tabs[1]!.blocks[0]).toEqual({
      heading: 'strongest_areas A',
      subheading: 'strongest_areas A sub',
      paragraphs: ['strongest_areas A p1', 'strongest_areas A p2'],
      lists: [{ heading: 'Fitting work activities', items: ['a1', 'a2'] }],
    });
  });

  it('keeps the overview open and the other tabs locked while unpaid, even when a locked tab carries blocks', () => {
    const unpaid = answer(false);
    unpaid.report.tabs[2]!.blocks = [block('leaked')];
    const report = normalizeProfileReportOrder(unpaid)!.report;
    expect(report.full).toBe(false);
    expect(report.tabs[0]).toMatchObject({ key: 'overview', locked: false });
    expect(report.tabs[0].blocks).toHaveLength(2);
    expect(report.tabs.slice(1).map((tab) => [tab.key, tab.locked, tab.blocks.length])).toEqual([
      ['strongest_areas', true, 0],
      ['work_activities', true, 0],
      ['next_steps', true, 0],
    ]);
  });

  it('never shows a full report for an unpaid order, and never locks the overview', () => {
    const report = normalizeProfileReportOrder({ ...answer(true), paid: false })!.report;
    expect(report.full).toBe(false);
    expect(normalizeProfileReportOrder(answer(false, { lockedTabs: ['overview', 'next_steps'] }))!.report.tabs[0].locked).toBe(false);
  });

  it('puts the overview first (adding it when missing), drops repeated and keyless tabs and adds tabs named only in lockedTabs', () => {
    const report = normalizeProfileReportOrder(
      answer(false, {
        tabs: [
          { key: 'your_style', title: 'Style', locked: true, blocks: [] },
          { key: 'your_style', title: 'again', locked: false },
          { title: 'no key' },
          'junk',
        ],
        lockedTabs: ['three_axes'],
      }),
    )!.report;
    expect(report.tabs.map((tab) => [tab.key, tab.title, tab.locked])).toEqual([
      ['overview', '', false],
      ['your_style', 'Style', true],
      ['three_axes', '', true],
    ]);
  });

  it('tolerates missing fields: meters without level or position, blocks without lists, no tabs at all', () => {
    const report = normalizeProfileReportOrder({
      orderNumber: 'MP4',
      paid: true,
      report: {
        kind: 'profile',
        full: true,
        meters: [{ scale: 'INT', position: 63 }, { name: 'Security', position: 140, level: 9 }, { position: 10 }, null],
        tabs: [{ key: 'overview', blocks: [{ heading: 'Secure' }, {}, { paragraphs: ['only text'] }] }],
      },
    })!;
    expect(report.examId).toBe('');
    expect(report.report.title).toBe('');
    expect(report.report.meters).toEqual([
      { scale: 'INT', name: 'INT', description: '', lowPole: '', highPole: '', position: 63, level: 4, levelName: '', headline: '' },
      { scale: '', name: 'Security', description: '', lowPole: '', highPole: '', position: 100, level: 5, levelName: '', headline: '' },
    ]);
    expect(report.report.tabs[0].blocks).toEqual([
      { heading: 'Secure', subheading: '', paragraphs: [], lists: [] },
      { heading: '', subheading: '', paragraphs: ['only text'], lists: [] },
    ]);
    expect(profileTabKeys(normalizeProfileReportOrder({ paid: false, report: { kind: 'profile' } })!.report)).toEqual(['overview']);
  });

  it('is null for other kinds and for junk', () => {
    expect(normalizeProfileReportOrder({ report: { kind: 'mapping' } })).toBeNull();
    expect(normalizeProfileReportOrder({ report: 'profile' })).toBeNull();
    expect(normalizeProfileReportOrder(null)).toBeNull();
  });
});

describe('levelOfPosition', () => {
  it('uses the fixed fifths of the scale', () => {
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 100].map(levelOfPosition)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });
});

describe('normalizeAnyReportOrder', () => {
  it('tells a profile report from the other kinds', () => {
    expect(normalizeAnyReportOrder(answer(true))?.kind).toBe('profile');
    expect(normalizeAnyReportOrder({ report: { kind: 'profile' } })?.kind).toBe('profile');
  });
});
