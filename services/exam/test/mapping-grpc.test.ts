import { describe, expect, it } from 'vitest';
import { mappingTexts } from '../src/content/mapping-content-files.js';
import { mappingItems } from '../src/domain/mapping/mapping-items.js';
import { pdfPages } from '@mindprint/platform/testing-pdf-text';
import { examGrpcForTest } from './exam-grpc-for-test.js';

/** The psychological mapping test (exam 2) through the exam service's gRPC calls, in French. */
describe('the mapping test over gRPC', () => {
  const exam = examGrpcForTest();
  const fr = mappingTexts.FR!;


  // 'very accurate' on plus-keyed extraversion and conscientiousness items, 'very inaccurate' on their
  // minus-keyed ones; 'neither' everywhere else: E5-A3-C5-N3-O3.
  const answers = mappingItems.map((item) => ({
    questionId: item.id,
    value: item.dimension === 'extraversion' || item.dimension === 'conscientiousness' ? (item.keyed === 'plus' ? 5 : 1) : 3,
  }));

  it('lists 50 questions in three parts on the 5-point accuracy scale', async () => {
    const sheet = await exam().listQuestions({ examId: '2', locale: 'fr' });
    expect(sheet).toMatchObject({ examId: '2', locale: 'FR', scaleKind: 'accuracy', scale: [...fr.scaleLabels], total: 50 });
    expect(sheet.parts.map((p) => p.questions.length)).toEqual([17, 17, 16]);
    expect(sheet.parts[0]!.questions[0]).toEqual({ $typeName: 'mindprint.exam.v1.Question', questionId: 'b5-01', text: fr.items['b5-01'], matrixSvg: '', options: [] });
    expect((await exam().listQuestions({ examId: '1', locale: 'FR' })).scaleKind).toBe('agreement');
  });

  it('scores a complete answer set into a profile and describes it again from the stored positions', async () => {
    const { result } = await exam().scoreAnswers({ examId: '2', locale: 'FR', answers });
    expect(result?.typeCode).toBe('E5-A3-C5-N3-O3');
    expect(result?.scales.map((s) => [s.scale, s.position, s.level, s.letter])).toEqual([
      ['E', 100, 5, ''],
      ['A', 50, 3, ''],
      ['C', 100, 5, ''],
      ['N', 50, 3, ''],
      ['O', 50, 3, ''],
    ]);
    expect(result?.scales[0]).toMatchObject({ name: fr.dimensions.extraversion.name, levelName: fr.levelNames[5], headline: fr.dimensions.extraversion.levels[5].headline });
    const again = await exam().describeResult({ examId: '2', locale: 'FR', typeCode: result!.typeCode, scales: result!.scales });
    expect(again.result).toEqual(result);
    await expect(exam().scoreAnswers({ examId: '2', locale: 'FR', answers: answers.map((a) => ({ ...a, value: 7 })) })).rejects.toMatchObject({ reason: 'ANSWER_OUT_OF_RANGE' });
  });

  it('gives the four tabs when paid, the overview alone otherwise, and the PDF in French', async () => {
    const positions = ['E', 'A', 'C', 'N', 'O'].map((scale, i) => ({ scale, position: [100, 50, 100, 50, 50][i]! }));
    const input = { examId: '2', locale: 'FR', typeCode: 'E5-A3-C5-N3-O3', scales: positions, userName: 'Léa', orderNumber: 'MP1', takenAt: '2026-11-22T10:00:00Z' };
    const full = (await exam().getReport({ input, full: true })).mappingReport!;
    expect(full.tabs.map((t) => [t.key, t.title, t.locked])).toEqual([
      ['overview', fr.tabs.overview, false],
      ['key_interpretations', fr.tabs.keyInterpretations, false],
      ['dimension_analysis', fr.tabs.dimensionAnalysis, false],
      ['development_recommendations', fr.tabs.developmentRecommendations, false],
    ]);
    expect(full.dimensions[2]).toMatchObject({ code: 'C', level: 5, interpretation: fr.dimensions.conscientiousness.levels[5].interpretation });
    expect(full.keyInterpretations.slice(0, 2)).toEqual(['extraversion', 'conscientiousness']);
    const free = (await exam().getReport({ input, full: false })).mappingReport!;
    expect(free.lockedTabs).toEqual(['key_interpretations', 'dimension_analysis', 'development_recommendations']);
    expect(free.dimensions[2]!.interpretation).toBe('');
    expect((await exam().getReport({ input, full: true })).report).toBeUndefined();

    const { pdf, fileName } = await exam().renderReportPdf({ input });
    expect(fileName).toBe('MP1.pdf');
    const text = (await pdfPages(pdf)).join('\n');
    for (const expected of ['E5-A3-C5-N3-O3', fr.tabs.dimensionAnalysis, fr.dimensions.openness.name, fr.sourceNote.slice(0, 40)]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, '')).toContain(fr.dimensions.conscientiousness.levels[5].recommendations[0]!.replace(/\s+/g, '').slice(0, 40));
    expect(text).not.toMatch(/16 types|ENFJ/);
  });

  it('refuses a stored result that is not a five-dimension profile', async () => {
    const input = { examId: '2', locale: 'FR', typeCode: 'ENFJ', scales: [{ scale: 'EI', position: 20 }], userName: '', orderNumber: 'MP1', takenAt: '' };
    await expect(exam().getReport({ input, full: true })).rejects.toMatchObject({ reason: 'INVALID_PROFILE' });
  });
});
