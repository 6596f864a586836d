import type { Knex } from '@mindprint/platform/db';
import { asNumber, parseJson } from './db-values.js';

/** A rendered course file: one per course, locale and version of its texts (the content hash). */
export interface CourseFileKey {
  courseId: string;
  locale: string;
  contentHash: string;
}

export interface CourseFileFacts extends CourseFileKey {
  pageCount: number;
  sizeBytes: number;
  /** The page each chapter starts on. */
  chapterPages: number[];
}

export interface StoredCourseFile extends CourseFileFacts {
  bytes: Buffer;
}

export class CourseFileRepository {
  constructor(private readonly knex: Knex) {}

  /** Page counts and sizes of the files rendered in a locale, without their bytes. */
  async factsIn(locale: string): Promise<CourseFileFacts[]> {
    const rows = await this.knex('course_files')
      .where({ locale })
      .select('course_id', 'locale', 'content_hash', 'page_count', 'chapter_pages', this.knex.raw('octet_length(bytes) as size_bytes'));
    return rows.map((r) => ({
      courseId: r.course_id,
      locale: r.locale,
      contentHash: r.content_hash,
      pageCount: r.page_count,
      sizeBytes: asNumber(r.size_bytes),
      chapterPages: parseJson<number[]>(r.chapter_pages),
    }));
  }

  async file(key: CourseFileKey): Promise<StoredCourseFile | undefined> {
    const row = await this.knex('course_files').where({ course_id: key.courseId, locale: key.locale, content_hash: key.contentHash }).first();
    if (!row) return undefined;
    const bytes = Buffer.from(row.bytes);
    return { ...key, pageCount: row.page_count, sizeBytes: bytes.length, chapterPages: parseJson<number[]>(row.chapter_pages), bytes };
  }

  /** Renders of the same texts are identical, so a replica that stored it first wins and the others change nothing. */
  async save(file: StoredCourseFile): Promise<void> {
    await this.knex('course_files')
      .insert({
        course_id: file.courseId,
        locale: file.locale,
        content_hash: file.contentHash,
        bytes: file.bytes,
        page_count: file.pageCount,
        chapter_pages: JSON.stringify(file.chapterPages),
      })
      .onConflict(['course_id', 'locale', 'content_hash'])
      .ignore();
  }

  /** A member opened a course's file; once premium, always counted as a purchase. */
  async recordOpen(courseId: string, userId: string, premium: boolean): Promise<void> {
    await this.knex('course_opens')
      .insert({ course_id: courseId, user_id: userId, premium })
      .onConflict(['course_id', 'user_id'])
      .merge({ premium: this.knex.raw('course_opens.premium or excluded.premium') });
  }
}
