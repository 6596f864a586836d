/**
 * What tests outside the exam service may know of it: the answer key of the matrices items, the profile
 * tests' items, scales and texts, and the exams' names — the oracles a whole-product test answers and
 * checks the product with. Everything else of the service is reached over its API.
 */
export type { LocaleCode } from './domain/locales.js';
export { matricesItemsV1 } from './domain/matrices/matrices-items.js';
export { profileTests } from './domain/profile-tests/profile-tests.js';
export { seedExams } from './content/catalogue-content-files.js';
