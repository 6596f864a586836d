import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localeContentDifferences } from '@mindprint/platform/locale-content';
import { describe, expect, it } from 'vitest';
import { contentFolders, repositoryRoot } from './support/copy-style.js';

/**
 * Every text translators own, across the product: each content folder (`services/<service>/content/…` holding
 * `en.json`) has a file for each of the nine locales, and each file has the same keys, list lengths and
 * `{{placeholders}}` as the others. The services check their own schemas at start-up; this catches a locale
 * forgotten anywhere, in one place.
 */
const root = repositoryRoot(dirname(fileURLToPath(import.meta.url)));

const folders = readdirSync(join(root, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(join(root, 'services', entry.name)).includes('content'))
  .flatMap((entry) => contentFolders(join(root, 'services', entry.name, 'content')))
  .map((dir) => relative(root, dir));

const localeFiles = (folder: string) => readdirSync(join(root, folder)).filter((name) => name.endsWith('.json')).sort();

describe('content files of every service', () => {
  it('are found in the exam, order, subscription, content and notification services', () => {
    expect(new Set(folders.map((folder) => folder.split('/')[1]))).toEqual(new Set(['exam', 'order', 'subscription', 'content', 'notification']));
  });

  it('cover the nine locales in every folder', () => {
    const expected = localeFiles(folders[0]!);
    expect(expected).toHaveLength(9);
    for (const folder of folders) expect(localeFiles(folder), folder).toEqual(expected);
  });

  it.each(folders)('%s: every locale has the keys, list lengths and placeholders of the others', (folder) => {
    const byLocale = Object.fromEntries(
      ['en.json', ...localeFiles(folder).filter((name) => name !== 'en.json')].map((name) => [name, JSON.parse(readFileSync(join(root, folder, name), 'utf8')) as unknown]),
    );
    expect(localeContentDifferences(byLocale)).toEqual([]);
  });
});
