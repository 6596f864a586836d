/** The course calls' answers (gateway/docs/user-center-calls.md, "Courses"). */
export interface Money {
  amountMinor: number;
  currency: string;
  formatted: string;
}

export type CourseTag = 'new' | 'recommend';
export type CourseFormat = 'pdf' | 'word' | 'audio' | 'video' | 'unknown';

export interface CourseSummary {
  courseId: string;
  categoryId: string;
  categoryName: string;
  title: string;
  summary: string;
  author: string;
  tags: CourseTag[];
  format: CourseFormat;
  price: Money;
  originalPrice: Money;
  purchaseCount: number;
  pageCount: number;
  chapterCount: number;
  learnerCount: number;
  publishedAt: string;
  updatedAt: string;
  /** Open to every member. */
  free: boolean;
  /** Decided by the server for this visitor. */
  locked: boolean;
}

export interface CourseAttachment {
  attachmentId: string;
  name: string;
  format: CourseFormat;
  sizeBytes: number;
  pageCount: number;
  /** The file's address, present only when this member may fetch it. */
  url: string | null;
}

export interface CourseDetail extends CourseSummary {
  description: string;
  chapters: Array<{ title: string; page: number }>;
  attachments: CourseAttachment[];
}

export interface CourseCategory {
  categoryId: string;
  code: string;
  name: string;
  description: string;
  courseCount: number;
}

export interface CourseHomepage {
  courseCount: number;
  freeCourseCount: number;
  unlockedCourseCount: number;
  categories: CourseCategory[];
  recommended: CourseSummary[];
  latest: CourseSummary[];
}

export interface CategoryDetail {
  categoryId: string;
  code: string;
  name: string;
  description: string;
  courses: CourseSummary[];
}
