import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadLocaleContent } from '@mindprint/platform/locale-content';
import { describe, expect, it } from 'vitest';
import { contentDirectory, localeCodes } from '../src/content/locale-content.js';
import { localeReportContentSchema } from '../src/domain/report-content/report-content.js';

/**
 * The exam service's content folders and what loading them checks. That every locale has the keys, list
 * lengths and placeholders of the others is checked for all services' content at once, in
 * product-tests/content-files.test.ts.
 */

const contentRoot = fileURLToPath(new URL('..', contentDirectory('report')));
const domains = readdirSync(contentRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('exam content', () => {
  it('is one folder per content domain the service loads, each with the nine locales', () => {
    expect(domains.sort()).toEqual(['career', 'catalogue', 'growth', 'mapping', 'matrices', 'relationships', 'report', 'type-test', 'types']);
    for (const domain of domains) {
      expect(readdirSync(fileURLToPath(contentDirectory(domain))).sort(), domain).toEqual(localeCodes.map((code) => `${code.toLowerCase()}.json`).sort());
    }
  });

  it('stops on a file its schema refuses, naming the file and the path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'exam-content-'));
    cpSync(fileURLToPath(contentDirectory('report')), dir, { recursive: true });
    const german = JSON.parse(readFileSync(join(dir, 'de.json'), 'utf8')) as { types: { INTJ: { keywords: string[] } } };
    german.types.INTJ.keywords[2] = '  ';
    writeFileSync(join(dir, 'de.json'), JSON.stringify(german));
    expect(() => loadLocaleContent(pathToFileURL(`${dir}/`), localeCodes, localeReportContentSchema)).toThrow(/de\.json is invalid:\n {2}types\.INTJ\.keywords\.2: empty text/);
  });
});
