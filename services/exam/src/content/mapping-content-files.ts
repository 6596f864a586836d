import { mappingTextsSchema } from '../domain/mapping/mapping-texts-schema.js';
import { loadExamContent } from './locale-content.js';

/** The mapping test's texts in every locale, from `content/mapping/<locale>.json`. */
export const mappingTexts = loadExamContent('mapping', mappingTextsSchema);
