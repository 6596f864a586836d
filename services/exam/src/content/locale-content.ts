import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { type LocaleCode, locales } from '../domain/locales.js';

/**
 * Reads the texts translators own: `services/exam/content/<domain>/<locale>.json`, one file per locale,
 * each checked against the domain's zod schema. Invalid content stops start-up with the file and the
 * path inside it, so a broken translation never reaches a visitor.
 */

/** The package's `content/` folder: the same relative place from `src/content/` and `dist/content/`. */
export const contentRoot = fileURLToPath(new URL('../../content/', import.meta.url));

export class InvalidContentError extends Error {
  override readonly name = 'InvalidContentError';
}

export const contentFileOf = (domain: string, locale: LocaleCode, root = contentRoot) => join(root, domain, `${locale.toLowerCase()}.json`);

/** One content file, parsed and validated; throws InvalidContentError naming the file and the first bad path. */
export function readContentFile<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new InvalidContentError(`Content file ${file} cannot be read: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) => `at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new InvalidContentError(`Content file ${file} is invalid ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** A domain's content in every locale we serve. */
export function loadLocaleContent<Schema extends z.ZodType>(domain: string, schema: Schema, root = contentRoot): Record<LocaleCode, z.output<Schema>> {
  return Object.fromEntries(locales.map(({ code }) => [code, readContentFile(contentFileOf(domain, code, root), schema)])) as Record<LocaleCode, z.output<Schema>>;
}
