import { ExamService, type ReportInput, TestCenterSort } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { bindService, type CallContext } from '@mindprint/platform/grpc-server';
import type { CatalogueQueries } from '../app/catalogue-queries.js';
import type { GenerateLogId } from '../app/generate-log-id.js';
import type { GetReport } from '../app/get-report.js';
import type { ListTestCenter } from '../app/list-test-center.js';
import type { RenderReportPdf } from '../app/render-report-pdf.js';
import { describeExamResult, scoreExamAnswers } from '../domain/exam-results.js';
import { questionSheet } from '../domain/item-banks.js';
import { defaultLocale, type LocaleCode, locales, normalizeLocale } from '../domain/locales.js';

/** The locale asked for, else the visitor's hl header, else EN. */
const localeOf = (requested: string, call: CallContext): LocaleCode =>
  normalizeLocale(requested) ?? normalizeLocale(call.request.hl ?? '') ?? defaultLocale;

/** A report request without input is answered like one with an empty input: with a clear INVALID_ARGUMENT. */
const reportInputOf = (input: ReportInput | undefined, call: CallContext) => ({
  examId: input?.examId ?? '',
  locale: input?.locale || call.request.hl || defaultLocale,
  typeCode: input?.typeCode ?? '',
  scales: input?.scales ?? [],
  userName: input?.userName ?? '',
  statistics: input?.statistics,
  orderNumber: input?.orderNumber ?? '',
  takenAt: input?.takenAt ?? '',
  matricesScoreCounts: input?.matricesScoreCounts ?? [],
});

const testCenterSorts = { [TestCenterSort.HOT]: 'hot', [TestCenterSort.LATEST]: 'latest', [TestCenterSort.GUESS]: 'guess' } as const;

const testCenterSortOf = (sort: TestCenterSort) => {
  const name = testCenterSorts[sort as keyof typeof testCenterSorts] as (typeof testCenterSorts)[keyof typeof testCenterSorts] | undefined;
  if (!name) throw new DomainError('INVALID_SORT', 'sort must be hot, latest or guess', 'INVALID_ARGUMENT');
  return name;
};

export function examHandlers(deps: {
  generateLogId: GenerateLogId;
  catalogue: CatalogueQueries;
  getReport: GetReport;
  renderReportPdf: RenderReportPdf;
  listTestCenter: ListTestCenter;
}) {
  return bindService(ExamService, {
    generateLogId: async (request, call) => ({
      logId: await deps.generateLogId.run({
        appExamId: request.appExamId,
        locale: request.locale || call.request.hl || call.request.language || '',
        countryCode: request.countryCode,
      }),
    }),
    listLanguages: async () => ({
      languages: locales.map((l) => ({ code: l.code, name: l.name, isDefault: l.code === defaultLocale })),
    }),
    listCategories: async (request, call) => ({ categories: await deps.catalogue.categories(localeOf(request.locale, call)) }),
    listTags: async (request, call) => ({ tags: await deps.catalogue.tags(localeOf(request.locale, call), request.categoryId || undefined) }),
    getExam: async (request, call) => ({ exam: await deps.catalogue.exam(request.examId, localeOf(request.locale, call)) }),
    listRecommendedExams: async (request, call) => ({ exams: await deps.catalogue.recommendedAfter(request.examId, localeOf(request.locale, call)) }),
    listTestCenter: async (request, call) => {
      const { items, freeTestCount } = await deps.listTestCenter.run({
        sort: testCenterSortOf(request.sort),
        locale: localeOf(request.locale, call),
        categoryId: request.categoryId || undefined,
        seed: request.seed,
        limit: request.limit,
      });
      return { items: items.map((i) => ({ exam: i.exam, takenLast30Days: i.takenLast30Days, publishedAt: i.publishedAt.toISOString() })), freeTestCount };
    },
    listQuestions: async (request) => {
      const locale = normalizeLocale(request.locale);
      if (!locale) throw new DomainError('UNSUPPORTED_LOCALE', `Language ${request.locale} is not offered`, 'INVALID_ARGUMENT');
      return { examId: request.examId, locale, ...questionSheet(request.examId, locale) };
    },
    scoreAnswers: async (request, call) => ({
      result: scoreExamAnswers(request.examId, request.answers, localeOf(request.locale, call), request.elapsedSeconds),
    }),
    getReport: async (request, call) => {
      const assembled = deps.getReport.run({ ...reportInputOf(request.input, call), full: request.full });
      if (assembled.kind === 'matrices') return { matricesReport: assembled.report };
      if (assembled.kind === 'profile') return { profileReport: assembled.report };
      return assembled.kind === 'mapping' ? { mappingReport: assembled.report } : { report: assembled.report };
    },
    renderReportPdf: async (request, call) => deps.renderReportPdf.run(reportInputOf(request.input, call)),
    describeResult: async (request, call) => ({
      result: describeExamResult(request.examId, request.scales, localeOf(request.locale, call)),
    }),
  });
}
