import type { Knex } from '@mindprint/platform/db';
import type { LocaleCode } from '../domain/locales.js';

type Texts = Record<LocaleCode, string>;
const parse = (value: unknown): Texts => (typeof value === 'string' ? JSON.parse(value) : value) as Texts;

export interface CatalogueCategory {
  categoryId: string;
  code: string;
  name: Texts;
}

export interface CatalogueTag {
  tagId: string;
  name: Texts;
}

export interface CatalogueExam {
  examId: string;
  code: string;
  categoryId: string;
  name: Texts;
  description: Texts;
  questionCount: number;
  minutes: [number, number];
  available: boolean;
  publishedAt: Date;
  tags: CatalogueTag[];
}

/** The catalogue's texts as the content files hold them, by id. */
export interface CatalogueTextRows {
  categories: ReadonlyArray<{ id: string; name: Texts }>;
  tags: ReadonlyArray<{ id: string; name: Texts }>;
  exams: ReadonlyArray<{ id: string; name: Texts; description: Texts }>;
}

export class CatalogueRepository {
  /**
   * The tests with their tags, read once: those rows change only with a migration or `writeTexts`, both run by
   * this service as it starts, so a copy in memory is as fresh as the table (every getExam read the whole catalogue).
   */
  private examsRead?: Promise<readonly CatalogueExam[]>;

  constructor(private readonly knex: Knex) {}

  /**
   * Writes the names and descriptions of the catalogue's rows from the content files, so that a translator's
   * edit reaches databases seeded before it. Rows stay as they are otherwise (new rows come with a migration).
   */
  async writeTexts(texts: CatalogueTextRows): Promise<void> {
    await this.knex.transaction(async (trx) => {
      for (const c of texts.categories) await trx('exam_categories').where({ category_id: c.id }).update({ name: JSON.stringify(c.name) });
      for (const t of texts.tags) await trx('exam_tags').where({ tag_id: t.id }).update({ name: JSON.stringify(t.name) });
      for (const e of texts.exams) {
        await trx('exams').where({ exam_id: e.id }).update({ name: JSON.stringify(e.name), description: JSON.stringify(e.description) });
      }
    });
    this.examsRead = undefined;
  }

  async categories(): Promise<CatalogueCategory[]> {
    const rows = await this.knex('exam_categories').orderBy('sort_order');
    return rows.map((r) => ({ categoryId: r.category_id, code: r.code, name: parse(r.name) }));
  }

  async tags(categoryId?: string): Promise<CatalogueTag[]> {
    const query = this.knex('exam_tags').select('exam_tags.*').orderBy('exam_tags.tag_id');
    if (categoryId) {
      query
        .whereIn('tag_id', this.knex('exam_tag_links').join('exams', 'exams.exam_id', 'exam_tag_links.exam_id').where('exams.category_id', categoryId).select('exam_tag_links.tag_id'));
    }
    return (await query).map((r) => ({ tagId: r.tag_id, name: parse(r.name) }));
  }

  exams(): Promise<readonly CatalogueExam[]> {
    this.examsRead ??= this.readExams().catch((error: unknown) => {
      this.examsRead = undefined; // a failed read is tried again by the next caller
      throw error;
    });
    return this.examsRead;
  }

  private async readExams(): Promise<CatalogueExam[]> {
    const [rows, links] = await Promise.all([
      this.knex('exams').orderBy('sort_order'),
      this.knex('exam_tag_links').join('exam_tags', 'exam_tags.tag_id', 'exam_tag_links.tag_id').select('exam_tag_links.exam_id', 'exam_tags.tag_id', 'exam_tags.name').orderBy('exam_tags.tag_id'),
    ]);
    return rows.map((r) => ({
      examId: r.exam_id,
      code: r.code,
      categoryId: r.category_id,
      name: parse(r.name),
      description: parse(r.description),
      questionCount: r.question_count,
      minutes: [r.minutes_min, r.minutes_max],
      available: r.available,
      publishedAt: new Date(r.published_at),
      tags: links.filter((l) => l.exam_id === r.exam_id).map((l) => ({ tagId: l.tag_id, name: parse(l.name) })),
    }));
  }

  async exam(examId: string): Promise<CatalogueExam | undefined> {
    return (await this.exams()).find((e) => e.examId === examId);
  }
}
