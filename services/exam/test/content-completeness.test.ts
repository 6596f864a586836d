import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadLocaleContent, localeContentDifferences } from '@mindprint/platform/locale-content';
import { describe, expect, it } from 'vitest';
import { contentDirectory, localeCodes } from '../src/content/locale-content.js';
import { localeReportContentSchema } from '../src/domain/report-content/report-content.js';

/**
 * All of the exam service's content at once: every domain folder under `content/` has a file for each of
 * the nine locales, with the same keys, the same list lengths and the same `{{placeholders}}` as English.
 */

const contentRoot = fileURLToPath(new URL('..', contentDirectory('report')));
const domains = readdirSync(contentRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const read = (domain: string, locale: string) => JSON.parse(readFileSync(new URL(`${locale.toLowerCase()}.json`, contentDirectory(domain)), 'utf8')) as unknown;

describe('exam content across the nine locales', () => {
  it('has the content domains the service loads', () => {
    expect(domains.sort()).toEqual(['career', 'catalogue', 'growth', 'mapping', 'matrices', 'relationships', 'report', 'type-test', 'types']);
  });

  it.each(domains)('%s: every locale has the keys, list lengths and placeholders of English', (domain) => {
    const byLocale = Object.fromEntries(localeCodes.map((locale) => [locale, read(domain, locale)]));
    expect(localeContentDifferences(byLocale)).toEqual([]);
  });
});

describe('loading exam content', () => {
  it('stops on a file its schema refuses, naming the file and the path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'exam-content-'));
    cpSync(fileURLToPath(contentDirectory('report')), dir, { recursive: true });
    const german = JSON.parse(readFileSync(join(dir, 'de.json'), 'utf8')) as { types: { INTJ: { keywords: string[] } } };
    german.types.INTJ.keywords[2] = '  ';
    writeFileSync(join(dir, 'de.json'), JSON.stringify(german));
    expect(() => loadLocaleContent(pathToFileURL(`${dir}/`), localeCodes, localeReportContentSchema)).toThrow(/de\.json is invalid:\n {2}types\.INTJ\.keywords\.2: empty text/);
  });
});
