import { describe, expect, it } from 'vitest';
import { parseResourceFile } from './i18n-resource-files';
import { LOCALES } from './locales';

// The same files src/lib/i18n.ts loads lazily, read eagerly here.
const files = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

/** Keys whose value is the brand name, the same in every language. */
const SAME_IN_EVERY_LOCALE = new Set(['brand', 'title']);
/** Words a language spells as English does: the right translation, not a missing one (`namespace:key` by locale). */
const SAME_AS_ENGLISH: Record<string, ReadonlySet<string>> = {
  fr: new Set(['common:nav.menu']),
  pt: new Set(['common:nav.menu']),
};

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) for (const [fk, fv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(fk, fv);
  }
  return out;
}

const namespaces = new Map<string, Map<string, Map<string, string>>>();
for (const [file, json] of Object.entries(files)) {
  const parsed = parseResourceFile(file);
  if (!parsed) throw new Error(`translation file in an unexpected place: ${file}`);
  const byLocale = namespaces.get(parsed.namespace) ?? new Map<string, Map<string, string>>();
  byLocale.set(parsed.locale, flatten(json));
  namespaces.set(parsed.namespace, byLocale);
}

/** A value with no words once its placeholders are out (e.g. '{{from}}–{{to}}') reads the same in every language. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('parseResourceFile', () => {
  it('names app-wide and feature namespaces', () => {
    expect(parseResourceFile('../locales/common/hk.json')).toEqual({ namespace: 'common', locale: 'hk' });
    expect(parseResourceFile('/src/features/cookie-consent/locales/kr.json')).toEqual({
      namespace: 'cookie-consent',
      locale: 'kr',
    });
    expect(parseResourceFile('../features/home/components/x.json')).toBeNull();
  });
});

describe('translation resources', () => {
  it('exist for the shell namespaces', () => {
    expect([...namespaces.keys()].sort()).toEqual(expect.arrayContaining(['common', 'cookie-consent', 'home']));
  });

  for (const [ns, byLocale] of namespaces) {
    describe(ns, () => {
      const english = byLocale.get('en') ?? new Map<string, string>();

      it('has a file for each of the nine locales', () => {
        expect([...byLocale.keys()].sort()).toEqual(LOCALES.map((l) => l.code.toLowerCase()).sort());
      });

      for (const locale of LOCALES.map((l) => l.code.toLowerCase()).filter((l) => l !== 'en')) {
        it(`${locale}: same keys and placeholders as English, every value translated`, () => {
          const messages = byLocale.get(locale) ?? new Map<string, string>();
          expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
          for (const [key, text] of messages) {
            expect(text.trim(), `${ns}:${key}`).not.toBe('');
            expect(text, `${ns}:${key}`).not.toMatch(/\bTODO\b|\bFIXME\b|\bTBD\b/);
            expect(placeholders(text), `${ns}:${key}`).toEqual(placeholders(english.get(key) ?? ''));
            const spelledAsEnglish = SAME_IN_EVERY_LOCALE.has(key.split('.').pop() ?? '') || SAME_AS_ENGLISH[locale]?.has(`${ns}:${key}`);
            if (!spelledAsEnglish && hasWords(text)) {
              expect(text, `${ns}:${key} is still English`).not.toBe(english.get(key));
            }
          }
        });
      }
    });
  }
});
