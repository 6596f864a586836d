import { DomainError } from '@mindprint/platform/errors';
import type { CatalogueRepository, StoredCourse } from '../db/catalogue-repository.js';
import type { CourseFileFacts, CourseFileRepository } from '../db/course-file-repository.js';
import { textsIn } from '../db/user-center-seed/locale-texts.js';
import type { UserCenterTexts } from '../db/user-center-seed/seed-types.js';
import { type LocaleCode } from '@mindprint/platform/locales';
import { type CourseViewer, courseLocked, may, requireMember } from '../domain/locks.js';
import { pageOf } from '../domain/paging.js';
import { courseFileName } from '../pdf/course-pdf.js';
import type { CourseFiles } from './course-files.js';

/** Every course has one attachment: its file, rendered from its chapters. */
export const courseFileAttachmentId = '1';
const homepageListLength = 4;
const recommendedAfterExam = 4;

export interface CourseListInput {
  categoryId: string;
  tag: string;
  page: number;
  pageSize: number;
}

/** Courses in the asked locale, locked or not for this member, with their files' real page counts. */
export class CourseQueries {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly files: CourseFiles,
    private readonly opens: Pick<CourseFileRepository, 'recordOpen'>,
  ) {}

  private async summaries(courses: StoredCourse[], viewer: CourseViewer, locale: LocaleCode) {
    const texts = textsIn(locale);
    const facts = await this.files.facts(
      courses.map((c) => c.courseId),
      locale,
    );
    return courses.map((c) => this.summary(c, texts, facts.get(c.courseId), viewer));
  }

  private summary(course: StoredCourse, texts: UserCenterTexts, facts: CourseFileFacts | undefined, viewer: CourseViewer) {
    const own = texts.courses[course.courseId];
    return {
      courseId: course.courseId,
      categoryId: course.categoryId,
      categoryName: texts.courseCategories[course.categoryId]?.name ?? '',
      title: own?.title ?? '',
      summary: own?.summary ?? '',
      author: own?.author ?? '',
      tags: course.tags,
      format: course.format,
      purchaseCount: course.purchaseCount,
      pageCount: facts?.pageCount ?? 0,
      chapterCount: own?.chapters.length ?? 0,
      learnerCount: course.learnerCount,
      publishedAt: course.publishedAt,
      updatedAt: course.updatedAt,
      free: course.free,
      locked: courseLocked(viewer, course),
    };
  }

  private async categoryList(locale: LocaleCode, courses: StoredCourse[]) {
    const texts = textsIn(locale);
    return (await this.catalogue.courseCategories()).map((c) => ({
      categoryId: c.categoryId,
      code: c.code,
      name: texts.courseCategories[c.categoryId]?.name ?? '',
      description: texts.courseCategories[c.categoryId]?.description ?? '',
      courseCount: courses.filter((course) => course.categoryId === c.categoryId).length,
    }));
  }

  private async course(courseId: string): Promise<StoredCourse> {
    const course = (await this.catalogue.courses()).find((c) => c.courseId === courseId);
    if (!course) throw new DomainError('COURSE_NOT_FOUND', `There is no course ${courseId}`, 'NOT_FOUND');
    return course;
  }

  async categories(locale: LocaleCode) {
    return this.categoryList(locale, await this.catalogue.courses());
  }

  async list(viewer: CourseViewer, locale: LocaleCode, input: CourseListInput) {
    if (input.tag && input.tag !== 'new' && input.tag !== 'recommend') throw new DomainError('UNKNOWN_TAG', 'tag: must be new or recommend', 'INVALID_ARGUMENT');
    const matching = (await this.catalogue.courses()).filter(
      (c) => (!input.categoryId || c.categoryId === input.categoryId) && (!input.tag || c.tags.includes(input.tag as 'new' | 'recommend')),
    );
    const page = pageOf(matching, input.page, input.pageSize);
    return { ...page, items: await this.summaries(page.items, viewer, locale) };
  }

  async homepage(viewer: CourseViewer, locale: LocaleCode) {
    const courses = await this.catalogue.courses();
    const summaries = await this.summaries(courses, viewer, locale);
    return {
      courseCount: courses.length,
      freeCourseCount: courses.filter((c) => c.free).length,
      unlockedCourseCount: summaries.filter((c) => !c.locked).length,
      categories: await this.categoryList(locale, courses),
      recommended: summaries.filter((c) => c.tags.includes('recommend')).slice(0, homepageListLength),
      latest: summaries.slice(0, homepageListLength),
    };
  }

  async detail(viewer: CourseViewer, locale: LocaleCode, courseId: string) {
    const course = await this.course(courseId);
    const texts = textsIn(locale);
    const facts = (await this.files.facts([courseId], locale)).get(courseId);
    const summary = this.summary(course, texts, facts, viewer);
    const own = texts.courses[courseId];
    return {
      course: summary,
      description: own?.description ?? '',
      chapters: (own?.chapters ?? []).map((chapter, i) => ({ title: chapter.title, page: facts?.chapterPages[i] ?? 0 })),
      attachments: [
        {
          attachmentId: courseFileAttachmentId,
          name: courseFileName(summary.title, courseId),
          format: 'pdf',
          sizeBytes: BigInt(facts?.sizeBytes ?? 0),
          pageCount: facts?.pageCount ?? 0,
          available: !summary.locked,
        },
      ],
    };
  }

  async category(viewer: CourseViewer, locale: LocaleCode, categoryId: string) {
    const courses = await this.catalogue.courses();
    const category = (await this.categoryList(locale, courses)).find((c) => c.categoryId === categoryId);
    if (!category) throw new DomainError('COURSE_CATEGORY_NOT_FOUND', `There is no course category ${categoryId}`, 'NOT_FOUND');
    return { category, courses: await this.summaries(courses.filter((c) => c.categoryId === categoryId), viewer, locale) };
  }

  async recommendedFor(viewer: CourseViewer, locale: LocaleCode, examId: string) {
    const ids = new Set(await this.catalogue.coursesRecommendedFor(examId));
    const courses = (await this.catalogue.courses()).filter((c) => ids.has(c.courseId)).slice(0, recommendedAfterExam);
    return this.summaries(courses, viewer, locale);
  }

  /** The course's PDF for a member entitled to it; counts the member as a learner (and a purchase when premium). */
  async file(viewer: CourseViewer, locale: LocaleCode, courseId: string, attachmentId: string) {
    requireMember(viewer);
    const course = await this.course(courseId);
    if (attachmentId !== courseFileAttachmentId) throw new DomainError('ATTACHMENT_NOT_FOUND', `Course ${courseId} has no attachment ${attachmentId}`, 'NOT_FOUND');
    if (courseLocked(viewer, course)) throw new DomainError('COURSE_LOCKED', 'This course is part of Premium', 'PERMISSION_DENIED');
    const file = await this.files.file(courseId, locale);
    await this.opens.recordOpen(courseId, viewer.userId, may(viewer, 'full_courses'));
    const title = textsIn(locale).courses[courseId]?.title ?? '';
    return { fileName: courseFileName(title, courseId), contentType: 'application/pdf', content: new Uint8Array(file.bytes) };
  }
}
