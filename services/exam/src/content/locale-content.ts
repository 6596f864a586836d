import { loadLocaleContent } from '@mindprint/platform/locale-content';
import type { z } from 'zod';
import { type LocaleCode, locales } from '../domain/locales.js';

/**
 * The exam service's texts that translators own: `services/exam/content/<domain>/<locale>.json`, one file per
 * locale, each checked against the domain's zod schema when first imported (at start-up): invalid content
 * stops the service with the file and the path inside it.
 */

export const localeCodes: readonly LocaleCode[] = locales.map((locale) => locale.code);

/** A domain's folder: the same relative place from `src/content/` and `dist/content/`. */
export const contentDirectory = (domain: string) => new URL(`../../content/${domain}/`, import.meta.url);

/** A domain's content in every locale we serve. */
export const loadExamContent = <Schema extends z.ZodType>(domain: string, schema: Schema) => loadLocaleContent(contentDirectory(domain), localeCodes, schema);
