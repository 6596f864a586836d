import { catalogueTextsSchema, seedCatalogue } from '../db/catalogue-seed.js';
import { loadExamContent } from './locale-content.js';

/** The seeded catalogue with its names and descriptions from `content/catalogue/<locale>.json`. */
export const { categories: seedCategories, tags: seedTags, exams: seedExams } = seedCatalogue(loadExamContent('catalogue', catalogueTextsSchema));
