import { createHash } from 'node:crypto';
import type { CourseFileFacts, CourseFileKey, CourseFileRepository, StoredCourseFile } from '../db/course-file-repository.js';
import { courseTextsIn } from '../db/user-center-seed/locale-texts.js';
import type { CourseTexts } from '../db/user-center-seed/seed-types.js';
import { type LocaleCode } from '@mindprint/platform/locales';
import { renderCoursePdf } from '../pdf/course-pdf.js';

/** Changing the course PDF's layout bumps this, so every file is rendered again. */
const layoutVersion = 1;

const fileId = (key: CourseFileKey) => `${key.courseId}/${key.locale}/${key.contentHash}`;

interface Renderable {
  key: CourseFileKey;
  texts: CourseTexts;
}

/**
 * Course files are rendered from the chapters' texts once per course, locale and version of the texts,
 * and stored, so that lists can show their real page counts. A file is rendered when a request first needs it
 * (about 0.2 s each; a locale's six once per deployment, since replicas share the table); one render per
 * file at a time in this process.
 */
export class CourseFiles {
  private readonly rendering = new Map<string, Promise<StoredCourseFile>>();

  constructor(private readonly files: CourseFileRepository) {}

  private renderable(courseId: string, locale: LocaleCode): Renderable {
    const found = courseTextsIn(locale, courseId);
    if (!found) throw new Error(`Course ${courseId} has no texts`);
    const contentHash = createHash('sha256').update(JSON.stringify({ layoutVersion, texts: found.texts })).digest('hex');
    return { key: { courseId, locale: found.locale, contentHash }, texts: found.texts };
  }

  private ensure({ key, texts }: Renderable): Promise<StoredCourseFile> {
    const id = fileId(key);
    let pending = this.rendering.get(id);
    if (!pending) {
      pending = (async () => {
        const stored = await this.files.file(key);
        if (stored) return stored;
        const rendered = await renderCoursePdf({ locale: key.locale as LocaleCode, ...texts });
        const file = { ...key, bytes: rendered.bytes, pageCount: rendered.pageCount, sizeBytes: rendered.bytes.length, chapterPages: rendered.chapterPages };
        await this.files.save(file);
        return file;
      })().finally(() => this.rendering.delete(id));
      this.rendering.set(id, pending);
    }
    return pending;
  }

  /** Page counts, sizes and chapter pages of the courses' files in a locale, rendering the missing ones. */
  async facts(courseIds: string[], locale: LocaleCode): Promise<Map<string, CourseFileFacts>> {
    const wanted = courseIds.map((id) => this.renderable(id, locale));
    const stored = new Map<string, CourseFileFacts>();
    for (const fileLocale of new Set(wanted.map((w) => w.key.locale))) {
      for (const facts of await this.files.factsIn(fileLocale)) stored.set(fileId(facts), facts);
    }
    const entries = await Promise.all(
      wanted.map(async (w) => {
        const facts = stored.get(fileId(w.key)) ?? (await this.ensure(w));
        return [w.key.courseId, facts] as const;
      }),
    );
    return new Map(entries);
  }

  async file(courseId: string, locale: LocaleCode): Promise<StoredCourseFile> {
    return this.ensure(this.renderable(courseId, locale));
  }
}
