import type { ProfileTestTexts } from '../profile-test-types.js';

/** The career assessment (exam 5, CAREER): six RIASEC-style interest areas from our own items. */
export const careerAreas = ['realistic', 'investigative', 'artistic', 'social', 'enterprising', 'conventional'] as const;
export type CareerArea = (typeof careerAreas)[number];

/** overview (free), then the strongest areas, fitting work activities and next steps. */
export const careerTabs = ['overview', 'strongest_areas', 'work_activities', 'next_steps'] as const;
export type CareerTab = (typeof careerTabs)[number];

export const careerListKeys = ['workActivities', 'workSettings', 'nextSteps'] as const;
export type CareerListKey = (typeof careerListKeys)[number];

/**
 * Career texts in one locale. Outcomes are the areas themselves (the three strongest are reported).
 * `resultTitle` placeholders: {{first}}, {{second}}, {{third}} — the three strongest areas' names.
 */
export type CareerTexts = ProfileTestTexts<CareerArea, CareerArea, CareerListKey, CareerTab>;
