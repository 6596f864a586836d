import { DomainError } from '@mindprint/platform/errors';
import type { CatalogueExam, CatalogueRepository } from '../db/catalogue-repository.js';
import type { LocaleCode } from '../domain/locales.js';

export interface LocalizedExam {
  examId: string;
  code: string;
  name: string;
  description: string;
  categoryId: string;
  tags: Array<{ tagId: string; name: string }>;
  questionCount: number;
  minutesMin: number;
  minutesMax: number;
  available: boolean;
}

export const localizeExam = (exam: CatalogueExam, locale: LocaleCode): LocalizedExam => ({
  examId: exam.examId,
  code: exam.code,
  name: exam.name[locale],
  description: exam.description[locale],
  categoryId: exam.categoryId,
  tags: exam.tags.map((t) => ({ tagId: t.tagId, name: t.name[locale] })),
  questionCount: exam.questionCount,
  minutesMin: exam.minutes[0],
  minutesMax: exam.minutes[1],
  available: exam.available,
});

/** Reads of the exam catalogue, texts in the visitor's locale. */
export class CatalogueQueries {
  constructor(private readonly catalogue: CatalogueRepository) {}

  async categories(locale: LocaleCode) {
    return (await this.catalogue.categories()).map((c) => ({ categoryId: c.categoryId, code: c.code, name: c.name[locale] }));
  }

  async tags(locale: LocaleCode, categoryId?: string) {
    return (await this.catalogue.tags(categoryId)).map((t) => ({ tagId: t.tagId, name: t.name[locale] }));
  }

  async exam(examId: string, locale: LocaleCode): Promise<LocalizedExam> {
    const exam = await this.catalogue.exam(examId);
    if (!exam) throw new DomainError('EXAM_NOT_FOUND', `There is no test ${examId}`, 'NOT_FOUND');
    return localizeExam(exam, locale);
  }

  /** Other tests to take after this one: those that can be taken first, then the same category. */
  async recommendedAfter(examId: string, locale: LocaleCode): Promise<LocalizedExam[]> {
    const exams = await this.catalogue.exams();
    const current = exams.find((e) => e.examId === examId);
    if (!current) throw new DomainError('EXAM_NOT_FOUND', `There is no test ${examId}`, 'NOT_FOUND');
    return exams
      .filter((e) => e.examId !== examId)
      .sort((a, b) => Number(b.available) - Number(a.available) || Number(b.categoryId === current.categoryId) - Number(a.categoryId === current.categoryId))
      .map((e) => localizeExam(e, locale));
  }
}
