import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentFileOf, contentRoot, InvalidContentError, loadLocaleContent } from '../src/content/locale-content.js';
import { locales } from '../src/domain/locales.js';

/**
 * All of the exam service's content at once: every domain folder under `content/` has a file for each of
 * the nine locales, with the same keys, the same list lengths and the same placeholders as English.
 */

const domains = readdirSync(contentRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every text in a file by its path (`types.INTJ.sections.career_growth.bullets.2`). */
function textsByPath(value: unknown, path = ''): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (node: unknown, at: string) => {
    if (typeof node === 'string') texts.set(at, node);
    else if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${at}.${i}`));
    else if (node && typeof node === 'object') for (const [key, item] of Object.entries(node)) visit(item, at ? `${at}.${key}` : key);
    else texts.set(at, `<${typeof node}>`);
  };
  visit(value, path);
  return texts;
}

/** `{{name}}` (report, profile tests) and `{name}` (matrices) placeholders, sorted. */
const placeholdersOf = (text: string) => (text.match(/\{\{?\s*\w+\s*\}\}?/g) ?? []).map((p) => p.replace(/[{}\s]/g, '')).sort();

const read = (domain: string, locale: (typeof locales)[number]['code']) => JSON.parse(readFileSync(contentFileOf(domain, locale), 'utf8')) as unknown;

describe('exam content across the nine locales', () => {
  it('has content domains', () => {
    expect(domains.length).toBeGreaterThan(0);
  });

  describe.each(domains)('%s', (domain) => {
    const english = textsByPath(read(domain, 'EN'));

    it.each(locales.filter((l) => l.code !== 'EN').map((l) => l.code))('%s has the same keys and placeholders as English', (locale) => {
      const translated = textsByPath(read(domain, locale));
      expect([...translated.keys()]).toEqual([...english.keys()]);
      const differing = [...english].filter(([path, text]) => placeholdersOf(text).join() !== placeholdersOf(translated.get(path) ?? '').join());
      expect(differing.map(([path]) => path)).toEqual([]);
    });
  });
});

describe('loading content', () => {
  const schema = z.strictObject({ title: z.string().min(1), items: z.array(z.string()) });

  it('names the file and the path of the first problem', () => {
    const root = mkdtempSync(join(tmpdir(), 'exam-content-'));
    mkdirSync(join(root, 'sample'));
    for (const { code } of locales) writeFileSync(contentFileOf('sample', code, root), JSON.stringify({ title: 'T', items: ['a'] }));
    writeFileSync(contentFileOf('sample', 'DE', root), JSON.stringify({ title: 'T', items: ['a', 3] }));
    expect(() => loadLocaleContent('sample', schema, root)).toThrow(InvalidContentError);
    expect(() => loadLocaleContent('sample', schema, root)).toThrow(`${join(root, 'sample', 'de.json')} is invalid at items.1`);
  });

  it('refuses a missing file and a file that is not JSON', () => {
    const root = mkdtempSync(join(tmpdir(), 'exam-content-'));
    mkdirSync(join(root, 'sample'));
    expect(() => loadLocaleContent('sample', schema, root)).toThrow(/en\.json cannot be read/);
    for (const { code } of locales) writeFileSync(contentFileOf('sample', code, root), '{"title": "T", ');
    expect(() => loadLocaleContent('sample', schema, root)).toThrow(/en\.json cannot be read: .*JSON/);
  });
});
