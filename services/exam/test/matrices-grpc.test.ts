import { pdfPages } from '@mindprint/platform/testing-pdf-text';
import { describe, expect, it } from 'vitest';
import { locales } from '../src/domain/locales.js';
import { matricesItemsV1 } from '../src/domain/matrices/matrices-items.js';
import { matricesTexts } from '../src/content/matrices-content-files.js';
import { examGrpcForTest } from './exam-grpc-for-test.js';

/** The matrices IQ test (exam 3) through the exam service's gRPC calls, in Chinese. */
describe('the matrices test over gRPC', () => {
  const exam = examGrpcForTest();
  const cn = matricesTexts.CN;


  // 20 items answered: the first 12 right, 8 wrong; 10 left unanswered.
  const answers = matricesItemsV1.slice(0, 20).map((item, i) => ({ questionId: item.id, value: i < 12 ? item.correctValue : (item.correctValue % 8) + 1 }));

  it('lists 30 timed picture items with 8 options each', async () => {
    const sheet = await exam().listQuestions({ examId: '3', locale: 'cn' });
    expect(sheet).toMatchObject({ examId: '3', locale: 'CN', scaleKind: 'matrices', scale: [], total: 30, timeLimitSeconds: 1500, testVersion: 'v1', instructions: cn.instructions });
    const first = sheet.parts[0]!.questions[0]!;
    expect(first.questionId).toBe('m01');
    expect(first.text).toBe(cn.questionText);
    expect(first.matrixSvg).toMatch(/^<svg /);
    expect(first.options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await exam().listQuestions({ examId: '2', locale: 'FR' })).timeLimitSeconds).toBe(0);
  });

  it('scores incomplete answers with the elapsed time and describes the stored result again', async () => {
    const { result } = await exam().scoreAnswers({ examId: '3', locale: 'CN', answers, elapsedSeconds: 1144 });
    expect(result?.typeCode).toBe('IQ-v1-12');
    expect(result?.title).toBe('答对 12 / 30 题');
    expect(result?.summary).toBe('你在 19 分 4 秒 内作答了 30 题中的 20 题。');
    expect(result?.matrices).toMatchObject({ correct: 12, answered: 20, total: 30, elapsedSeconds: 1144, timeLimitSeconds: 1500, testVersion: 'v1' });
    const again = await exam().describeResult({ examId: '3', locale: 'EN', typeCode: result!.typeCode, scales: result!.scales });
    expect(again.result?.title).toBe('12 of 30 correct');
    expect(again.result?.matrices?.elapsedSeconds).toBe(1144);
  });

  it('refuses a timed submission without its time, and answers outside 1–8', async () => {
    await expect(exam().scoreAnswers({ examId: '3', locale: 'CN', answers })).rejects.toMatchObject({ reason: 'INVALID_ELAPSED_SECONDS' });
    await expect(exam().scoreAnswers({ examId: '3', locale: 'CN', answers: [{ questionId: 'm01', value: 9 }], elapsedSeconds: 10 })).rejects.toThrow(/1 to 8/);
  });

  it('reports the score free, and percentile, labelled estimate, rules and about texts when paid', async () => {
    const { result } = await exam().scoreAnswers({ examId: '3', locale: 'CN', answers, elapsedSeconds: 1144 });
    const input = { examId: '3', locale: 'CN', typeCode: result!.typeCode, scales: result!.scales };
    const free = (await exam().getReport({ input, full: false })).matricesReport!;
    expect(free).toMatchObject({ full: false, lockedTabs: ['comparison', 'rules', 'about'], correct: 12, total: 30, ruleBreakdown: [], measures: [] });
    expect(free.comparison).toBeUndefined();

    const few = (await exam().getReport({ input: { ...input, matricesScoreCounts: [{ score: 12, count: 3 }] }, full: true })).matricesReport!;
    expect(few.comparison).toMatchObject({ enoughResults: false, sampleSize: 3, minimumSampleSize: 30, estimateLabel: cn.estimateLabel });
    expect(few.comparison?.percentile).toBeUndefined();
    expect(few.comparison?.percentileText).toContain('结果还不够多');

    const scoreCounts = [{ score: 5, count: 20 }, { score: 12, count: 10 }, { score: 20, count: 20 }]; // 20 below, 10 tied of 50 → 50
    const paid = (await exam().getReport({ input: { ...input, matricesScoreCounts: scoreCounts }, full: true })).matricesReport!;
    expect(paid.comparison).toMatchObject({ enoughResults: true, sampleSize: 50, percentile: 50, iqEstimate: 100 });
    expect(paid.ruleBreakdown.map((r) => r.rule)).toEqual(['constant', 'progression', 'distribution', 'arithmetic']);
    expect(paid.measures).toEqual(cn.measures);

    const { pdf, fileName } = await exam().renderReportPdf({ input: { ...input, matricesScoreCounts: scoreCounts, orderNumber: 'EX123' } });
    expect(fileName).toBe('EX123.pdf');
    const text = (await pdfPages(pdf)).join('\n').replace(/\s+/g, '');
    for (const expected of [cn.testName, '12/30', cn.estimateLabel, '100', cn.rules.arithmetic.name, cn.doesNotMeasure[2]!]) expect(text).toContain(expected.replace(/\s+/g, ''));
  });

  it('has every text in all nine locales', () => {
    for (const { code } of locales) {
      const texts = matricesTexts[code];
      expect(Object.values(texts).every((v) => (typeof v === 'string' ? v.trim().length > 0 : true)), code).toBe(true);
      expect(texts.estimateLabel.length).toBeGreaterThan(texts.headings.estimate.length);
      expect(texts.measures.length + texts.doesNotMeasure.length).toBe(6);
    }
  });
});
