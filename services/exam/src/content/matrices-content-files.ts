import { matricesTextsSchema } from '../domain/matrices/matrices-texts.js';
import { loadLocaleContent } from './locale-content.js';

/** The matrices test's texts in every locale, from `content/matrices/<locale>.json`. */
export const matricesTexts = loadLocaleContent('matrices', matricesTextsSchema);
