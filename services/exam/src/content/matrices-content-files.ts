import { matricesTextsSchema } from '../domain/matrices/matrices-texts.js';
import { loadExamContent } from './locale-content.js';

/** The matrices test's texts in every locale, from `content/matrices/<locale>.json`. */
export const matricesTexts = loadExamContent('matrices', matricesTextsSchema);
