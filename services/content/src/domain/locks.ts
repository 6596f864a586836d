import { DomainError } from '@mindprint/platform/errors';

/**
 * What a member may open, decided from the subscription service's privileges. Visitors have no
 * privileges; a locked item is still listed, without its body, so the page can show the lock.
 */

export type PrivilegeCode = 'articles' | 'daily_question' | 'tree_hole' | 'games' | 'full_courses';

export interface Viewer {
  /** Empty for visitors. */
  userId: string;
  privileges: ReadonlySet<string>;
}

/** Who reads courses: a viewer and the single courses they bought, open to them whatever their membership. */
export interface CourseViewer extends Viewer {
  ownedCourseIds: ReadonlySet<string>;
}

export const isMember = (viewer: Viewer) => viewer.userId !== '';
export const may = (viewer: Viewer, privilege: PrivilegeCode) => viewer.privileges.has(privilege);

/** Free articles are for everyone, visitors included; premium ones need `articles`. */
export const articleLocked = (viewer: Viewer, article: { premium: boolean }) => article.premium && !may(viewer, 'articles');

/** Free courses are open to every member; the others need `full_courses` (premium) or the course bought on its own. */
export const courseLocked = (viewer: CourseViewer, course: { courseId: string; free: boolean }) =>
  course.free ? !isMember(viewer) : !may(viewer, 'full_courses') && !viewer.ownedCourseIds.has(course.courseId);

export const dailyQuestionLocked = (viewer: Viewer) => !may(viewer, 'daily_question');
export const gamesLocked = (viewer: Viewer) => !may(viewer, 'games');
export const treeHoleLocked = (viewer: Viewer) => !may(viewer, 'tree_hole');

/** Member-only calls answer visitors with the envelope's 401. */
export function requireMember(viewer: Viewer): void {
  if (!isMember(viewer)) throw new DomainError('NOT_SIGNED_IN', 'Please sign in', 'UNAUTHENTICATED');
}

/** A member without the privilege gets 403 with what would unlock it. */
export function requirePrivilege(viewer: Viewer, privilege: PrivilegeCode, message: string): void {
  requireMember(viewer);
  if (!may(viewer, privilege)) throw new DomainError('MEMBERSHIP_REQUIRED', message, 'PERMISSION_DENIED');
}
