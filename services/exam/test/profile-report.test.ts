import { describe, expect, it } from 'vitest';
import { RenderReportPdf } from '../src/app/render-report-pdf.js';
import type { LocaleCode } from '../src/domain/locales.js';
import { fillTemplate } from '../src/domain/report-assembly.js';
import { reportContents } from '../src/content/report-content-files.js';
import { type AnyProfileTest, assembleProfileReport, describeProfileResult, profileScoreFromPositions, type ProfileScore } from '../src/domain/profile-tests/profile-test.js';
import { profileTests } from '../src/domain/profile-tests/profile-tests.js';
import { pdfPages } from '@mindprint/platform/testing-pdf-text';

/** Stored positions that lead to each outcome the test can give, so every outcome's report is assembled. */
const positionsLeadingTo: Record<string, Array<Record<string, number>>> = {
  relationships: [
    { INT: 80, IND: 30, SEC: 75 },
    { INT: 30, IND: 80, SEC: 75 },
    { INT: 80, IND: 30, SEC: 25 },
    { INT: 30, IND: 80, SEC: 25 },
  ],
  career: ['R', 'I', 'A', 'S', 'E', 'C'].map((first, i, all) => Object.fromEntries(all.map((code, j) => [code, code === first ? 95 : 40 + ((j - i + 6) % 6) * 5]))),
  growth: ['SOC', 'RES', 'EMO', 'QUA'].flatMap((motive) =>
    [
      [90, 30],
      [30, 90],
      [60, 55],
    ].map(([ITU, REF]) => ({ SOC: 40, RES: 45, EMO: 50, QUA: 35, [motive]: 85, ITU: ITU!, REF: REF! })),
  ),
};

const storedOf = (byCode: Record<string, number>) => Object.entries(byCode).map(([scale, position]) => ({ scale, position }));

const cases = Object.values(profileTests).flatMap((test) =>
  (Object.keys(test.texts) as LocaleCode[]).map((locale) => ({ name: `${test.kind} ${locale}`, test, locale })),
);

const scoresOf = (test: AnyProfileTest): Array<ProfileScore<string, string>> => positionsLeadingTo[test.kind]!.map((p) => profileScoreFromPositions(test, storedOf(p)));

describe.each(cases)('the $name report', ({ test, locale }) => {
  it('reaches every outcome of the test with the positions used here', () => {
    const reached = new Set(scoresOf(test).flatMap((score) => score.outcome.outcomes));
    expect([...reached].sort()).toEqual(Object.keys(test.texts[locale]!.outcomes).sort());
  });

  it('fills every tab of every outcome’s full report: no missing or empty section', () => {
    for (const score of scoresOf(test)) {
      const report = assembleProfileReport(test, score, locale, true);
      expect(report.tabs.map((t) => t.key)).toEqual([...test.tabs]);
      expect(report.lockedTabs).toEqual([]);
      expect(report.title).not.toMatch(/\{\{|\}\}/);
      expect(report.meters).toHaveLength(test.scales.length);
      for (const tab of report.tabs) {
        expect(tab.title.trim(), tab.key).not.toBe('');
        expect(tab.blocks.length, `${score.outcome.code} ${tab.key}`).toBeGreaterThan(0);
        for (const block of tab.blocks) {
          expect(block.heading.trim(), tab.key).not.toBe('');
          expect(block.paragraphs.length + block.lists.length, `${tab.key} ${block.heading}`).toBeGreaterThan(0);
          for (const text of [...block.paragraphs, ...block.lists.flatMap((l) => [l.heading, ...l.items])]) expect(text.trim(), `${tab.key} ${block.heading}`).not.toBe('');
          for (const list of block.lists) expect(list.items.length, `${tab.key} ${block.heading} ${list.heading}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('shows only the overview until paid', () => {
    const report = assembleProfileReport(test, scoresOf(test)[0]!, locale, false);
    const [overview, ...paid] = report.tabs;
    expect(overview).toMatchObject({ key: 'overview', locked: false });
    expect(overview!.blocks.length).toBeGreaterThan(0);
    expect(paid.every((tab) => tab.locked && tab.blocks.length === 0)).toBe(true);
    expect(report.lockedTabs).toEqual(paid.map((tab) => tab.key));
  });

  it('describes the free result with its code, a filled title and the scales’ levels', () => {
    const score = scoresOf(test)[0]!;
    const result = describeProfileResult(test, score, locale);
    expect(result.typeCode).toBe(score.outcome.code);
    expect(result.title).not.toMatch(/\{\{|\}\}/);
    expect(result.summary.trim()).not.toBe('');
    expect(result.scales.map((s) => s.scale)).toEqual(test.scales.map((s: string) => test.scaleCodes[s]));
    expect(result.scales.every((s) => s.level >= 1 && s.level <= 5 && s.name && s.levelName && s.headline)).toBe(true);
  });
});

const flat = (text: string) => text.replace(/\s+/g, '');

describe.each(cases)('the $name report PDF', ({ test, locale }) => {
  it('holds the title, every tab and block heading as real text, with numbered pages', async () => {
    const stored = storedOf(positionsLeadingTo[test.kind]![0]!);
    const { pdf, fileName } = await new RenderReportPdf(reportContents).run({
      examId: test.examId,
      locale,
      typeCode: '',
      scales: stored,
      userName: 'Ana',
      orderNumber: 'MP456',
      takenAt: '2026-11-22T10:00:00Z',
    });
    expect(fileName).toBe('MP456.pdf');
    const report = assembleProfileReport(test, profileScoreFromPositions(test, stored), locale, true);
    const pages = await pdfPages(pdf);
    const text = flat(pages.join('\n'));
    for (const expected of [report.testName, report.title, ...report.tabs.flatMap((t) => [t.title, ...t.blocks.map((b) => b.heading)]), report.sourceNote]) {
      expect(text, expected).toContain(flat(expected));
    }
    expect(flat(pages.at(-1)!)).toContain(flat(fillTemplate(reportContents[locale]!.labels.page, { n: pages.length, total: pages.length })));
  }, 30_000);
});
