import { pdfPages } from '@mindprint/platform/testing-pdf-text';
import { describe, expect, it } from 'vitest';
import { RenderReportPdf } from '../src/app/render-report-pdf.js';
import { locales } from '../src/domain/locales.js';
import { scoreMatricesAttempt, storedPositions } from '../src/domain/matrices/matrices-result.js';
import { matricesTexts } from '../src/content/matrices-content-files.js';
import { reportContents } from '../src/content/report-content-files.js';

const flat = (text: string) => text.replace(/\s+/g, '');

describe('the matrices report PDF', () => {
  it('renders in every locale with its own texts as real text, the estimate labelled', async () => {
    const render = new RenderReportPdf(reportContents);
    const scales = storedPositions(scoreMatricesAttempt([{ questionId: 'm01', value: 1 }], 100));
    for (const { code } of locales) {
      const { pdf } = await render.run({
        examId: '3',
        locale: code,
        typeCode: 'IQ-v1-0',
        scales,
        userName: 'Ann',
        orderNumber: 'X1',
        takenAt: '2026-11-22T10:00:00Z',
        matricesScoreCounts: [{ score: 0, count: 10 }, { score: 5, count: 30 }],
      });
      const text = flat((await pdfPages(pdf)).join('\n'));
      const texts = matricesTexts[code];
      for (const expected of [texts.testName, texts.estimateLabel, texts.estimateNote, texts.rules.distribution.description, texts.doesNotMeasure[2]!]) {
        expect(text, `${code}: ${expected}`).toContain(flat(expected));
      }
    }
  });
});
