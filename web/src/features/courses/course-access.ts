/** Why a course's files are closed to this visitor, from the server's `free` and `locked`. */
import type { CourseSummary } from './api/types';

export type CourseLock = 'open' | 'signIn' | 'premium';

/**
 * An included course is closed only to visitors (files are for members): they are asked to sign in, never
 * to upgrade. Any other locked course is part of Premium.
 */
export function courseLock(course: Pick<CourseSummary, 'free' | 'locked'>): CourseLock {
  if (!course.locked) return 'open';
  return course.free ? 'signIn' : 'premium';
}
