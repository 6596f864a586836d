import { DomainError } from '@mindprint/platform/errors';
import type { CatalogueRepository } from '../db/catalogue-repository.js';
import type { ExamCompletionRepository } from '../db/exam-completion-repository.js';
import type { LocaleCode } from '../domain/locales.js';
import { freeTestCount, hotWindowDays, orderTestCenter, testCenterDefaultLimit, testCenterMaxLimit, type TestCenterSort } from '../domain/test-center.js';
import { localizeExam, type LocalizedExam } from './catalogue-queries.js';

export interface ListTestCenterInput {
  sort: TestCenterSort;
  locale: LocaleCode;
  categoryId?: string;
  seed: number;
  /** 0 means the default. */
  limit: number;
}

export interface TestCenterItem {
  exam: LocalizedExam;
  takenLast30Days: number;
  publishedAt: Date;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Hot, latest or guess-you-like tests with their real counts of the last 30 days, and how many are free to take. */
export class ListTestCenter {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly completions: ExamCompletionRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async run(input: ListTestCenterInput): Promise<{ items: TestCenterItem[]; freeTestCount: number }> {
    const limit = input.limit || testCenterDefaultLimit;
    if (!Number.isInteger(limit) || limit < 1 || limit > testCenterMaxLimit) {
      throw new DomainError('INVALID_LIMIT', `limit must be 1 to ${testCenterMaxLimit}`, 'INVALID_ARGUMENT');
    }
    const [exams, counts] = await Promise.all([this.catalogue.exams(), this.completions.countsSince(new Date(this.clock().getTime() - hotWindowDays * dayMs))]);
    const inCategory = input.categoryId ? exams.filter((e) => e.categoryId === input.categoryId) : exams;
    const entries = inCategory.map((exam, catalogueOrder) => ({
      exam,
      examId: exam.examId,
      categoryId: exam.categoryId,
      available: exam.available,
      publishedAt: exam.publishedAt,
      catalogueOrder,
      takenLast30Days: counts.get(exam.examId) ?? 0,
    }));
    return {
      items: orderTestCenter(entries, input.sort, { seed: input.seed, limit }).map((e) => ({
        exam: localizeExam(e.exam, input.locale),
        takenLast30Days: e.takenLast30Days,
        publishedAt: e.publishedAt,
      })),
      freeTestCount: freeTestCount(entries),
    };
  }
}
