import { describe, expect, it } from 'vitest';
import { RenderReportPdf } from '../src/app/render-report-pdf.js';
import type { LocaleCode } from '../src/domain/locales.js';
import { mappingTexts } from '../src/content/mapping-content-files.js';
import { fillTemplate } from '../src/domain/report-assembly.js';
import { reportContents } from '../src/content/report-content-files.js';
import { pdfPages } from '@mindprint/platform/testing-pdf-text';

const scales = ['E', 'A', 'C', 'N', 'O'].map((scale, i) => ({ scale, position: [75, 50, 90, 25, 65][i]! }));
const flat = (text: string) => text.replace(/\s+/g, '');

describe('the mapping report PDF', () => {
  it.each(Object.keys(mappingTexts) as LocaleCode[])('renders %s with its own texts as real text, every tab and numbered pages', async (locale) => {
    const texts = mappingTexts[locale]!;
    const { pdf, fileName } = await new RenderReportPdf(reportContents).run({
      examId: '2',
      locale,
      typeCode: 'E4-A3-C5-N2-O4',
      scales,
      userName: 'Ana',
      orderNumber: 'MP123',
      takenAt: '2026-11-22T10:00:00Z',
    });
    expect(fileName).toBe('MP123.pdf');
    const pages = await pdfPages(pdf);
    const text = flat(pages.join('\n'));
    expect(text).toContain('E4-A3-C5-N2-O4');
    for (const expected of [...Object.values(texts.tabs), texts.dimensions.openness.name, texts.dimensions.conscientiousness.levels[5].headline, texts.sourceNote]) {
      expect(text, expected).toContain(flat(expected));
    }
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(flat(pages.at(-1)!)).toContain(flat(fillTemplate(reportContents[locale]!.labels.page, { n: pages.length, total: pages.length })));
  }, 30_000);
});
