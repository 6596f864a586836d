import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Texts that translators and editors own live in one JSON file per locale (`<dir>/<locale>.json`, the locale
 * in lower case: `en.json`), read and validated once at start-up. JSON because every translation tool and
 * editor reads it and zod checks it; placeholders are `{{name}}`, filled by `fillTemplate` (never by string
 * concatenation in a locale's text).
 */

const placeholderPattern = /\{\{(\w+)\}\}/g;

/** The `{{name}}` placeholders of a text, sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(placeholderPattern), (match) => match[1]!))].sort();
}

/** The text with every `{{name}}` replaced by its value; a placeholder without a value is a caller's bug and throws. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(placeholderPattern, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for the placeholder {{${name}}} in "${template}"`);
    return String(value);
  });
}

/** A non-empty text holding exactly these placeholders (none when called without names). */
export function templateText(...names: string[]) {
  const expected = [...names].sort();
  return z
    .string()
    .min(1)
    .refine((text) => placeholdersOf(text).join() === expected.join(), {
      message: expected.length ? `must hold exactly the placeholders ${expected.map((n) => `{{${n}}}`).join(' ')}` : 'must hold no {{placeholder}}',
    });
}

/** An object with exactly these keys (ids, codes), each holding a value of the schema: content keyed by a catalogue. */
export function objectWithKeys<Key extends string, Value extends z.ZodType>(keys: readonly Key[], value: Value) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<Key, Value>);
}

/**
 * Reads and validates `<dir>/<locale>.json` (`en.json`, `cn.json`…) for every locale. A missing file, bad JSON
 * or content the schema refuses throws one error naming the file and the path of each problem, so start-up
 * fails on bad content.
 */
export function loadLocaleContent<Locale extends string, Schema extends z.ZodType>(
  dir: URL,
  locales: readonly Locale[],
  schema: Schema,
): Record<Locale, z.output<Schema>> {
  const entries = locales.map((locale) => {
    const file = new URL(`${locale.toLowerCase()}.json`, dir.href.endsWith('/') ? dir : new URL(`${dir.href}/`));
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`content ${file.pathname}: ${(error as Error).message}`);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
      throw new Error(`content ${file.pathname} is invalid:\n  ${problems.join('\n  ')}`);
    }
    return [locale, parsed.data] as const;
  });
  return Object.fromEntries(entries) as Record<Locale, z.output<Schema>>;
}

/**
 * Where the locales' contents differ from the first one's shape: a path one has and another lacks, an array
 * of another length, or a text with other placeholders. Empty when every locale is complete.
 */
export function localeContentDifferences(byLocale: Readonly<Record<string, unknown>>): string[] {
  const [reference, ...others] = Object.entries(byLocale);
  if (!reference) return [];
  const shape = (value: unknown, path: string, into: Map<string, string>) => {
    if (typeof value === 'string') into.set(path, `text ${placeholdersOf(value).join(' ')}`);
    else if (Array.isArray(value)) {
      into.set(path, `list of ${value.length}`);
      value.forEach((item, index) => shape(item, `${path}[${index}]`, into));
    } else if (value !== null && typeof value === 'object') {
      into.set(path, 'object');
      for (const [key, item] of Object.entries(value)) shape(item, path ? `${path}.${key}` : key, into);
    } else into.set(path, typeof value);
    return into;
  };
  const expected = shape(reference[1], '', new Map());
  const differences: string[] = [];
  for (const [locale, content] of others) {
    const actual = shape(content, '', new Map());
    for (const [path, kind] of expected) {
      const found = actual.get(path);
      if (found === undefined) differences.push(`${locale}: ${path || '(root)'} is missing (${reference[0]} has ${kind})`);
      else if (found !== kind) differences.push(`${locale}: ${path || '(root)'} is ${found}, ${reference[0]} has ${kind}`);
    }
    for (const path of actual.keys()) if (!expected.has(path)) differences.push(`${locale}: ${path} is not in ${reference[0]}`);
  }
  return differences;
}
