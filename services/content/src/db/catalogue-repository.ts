import type { Knex } from '@mindprint/platform/db';
import type { ArticleCategoryCode, CatalogueQuestion, CourseFormat, GameCode } from './user-center-seed/seed-types.js';
import { asNumber, isoTime, parseJson } from './db-values.js';

export interface StoredArticle {
  articleId: string;
  category: ArticleCategoryCode;
  premium: boolean;
  readMinutes: number;
  publishedAt: string;
}

export interface StoredCourseCategory {
  categoryId: string;
  code: string;
}

export interface StoredCourse {
  courseId: string;
  categoryId: string;
  format: CourseFormat;
  tags: Array<'new' | 'recommend'>;
  free: boolean;
  publishedAt: string;
  updatedAt: string;
  /** Members who opened the course's file. */
  learnerCount: number;
  /** Premium members who opened it. */
  purchaseCount: number;
}

/** The user center's catalogue as seeded, with the counts members' use adds to it. */
export class CatalogueRepository {
  constructor(private readonly knex: Knex) {}

  /** Newest first. */
  async articles(): Promise<StoredArticle[]> {
    const rows = await this.knex('articles').orderBy([{ column: 'published_at', order: 'desc' }, { column: 'article_id' }]);
    return rows.map((r) => ({ articleId: r.article_id, category: r.category, premium: r.premium, readMinutes: r.read_minutes, publishedAt: isoTime(r.published_at) }));
  }

  async courseCategories(): Promise<StoredCourseCategory[]> {
    const rows = await this.knex('course_categories').orderBy('sort_order');
    return rows.map((r) => ({ categoryId: r.category_id, code: r.code }));
  }

  /** Newest first, with learner and purchase counts from real opens. */
  async courses(): Promise<StoredCourse[]> {
    const opens = this.knex('course_opens')
      .select('course_id')
      .count({ learners: '*' })
      .select(this.knex.raw('count(*) filter (where premium) as purchases'))
      .groupBy('course_id')
      .as('opens');
    const rows = await this.knex('courses')
      .leftJoin(opens, 'opens.course_id', 'courses.course_id')
      .select('courses.*', 'opens.learners', 'opens.purchases')
      .orderBy([{ column: 'courses.published_at', order: 'desc' }, { column: 'courses.course_id' }]);
    return rows.map((r) => ({
      courseId: r.course_id,
      categoryId: r.category_id,
      format: r.format,
      tags: parseJson<StoredCourse['tags']>(r.tags),
      free: r.free,
      publishedAt: isoTime(r.published_at),
      updatedAt: isoTime(r.updated_at),
      learnerCount: asNumber(r.learners ?? 0),
      purchaseCount: asNumber(r.purchases ?? 0),
    }));
  }

  async coursesRecommendedFor(examId: string): Promise<string[]> {
    return (await this.knex('course_exam_recommendations').where({ exam_id: examId }).orderBy('course_id')).map((r) => r.course_id);
  }

  /** In rotation order. */
  async questions(): Promise<CatalogueQuestion[]> {
    const rows = await this.knex('daily_questions').orderBy('position');
    return rows.map((r) => ({
      id: r.question_id,
      type: r.type,
      format: r.format,
      optionCount: r.option_count,
      correctKeys: parseJson<string[]>(r.correct_keys),
      acceptedAnswers: parseJson<string[]>(r.accepted_answers),
    }));
  }

  async games(): Promise<GameCode[]> {
    return (await this.knex('games').orderBy('sort_order')).map((r) => r.game_code);
  }
}
