import type { AnyProfileTest } from './profile-test.js';
import { careerTest } from './career/career-test.js';
import { growthTest } from './growth/growth-test.js';
import { relationshipsTest } from './relationships/relationships-test.js';

/** The profile tests by exam id. */
export const profileTests: Readonly<Record<string, AnyProfileTest>> = {
  [relationshipsTest.examId]: relationshipsTest,
  [careerTest.examId]: careerTest,
  [growthTest.examId]: growthTest,
};
