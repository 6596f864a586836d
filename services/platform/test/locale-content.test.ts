import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillTemplate, loadLocaleContent, localeContentDifferences, placeholdersOf, templateText } from '../src/locale-content.js';

describe('locale content', () => {
  it('fills placeholders once, leaving values as they are, and throws on a placeholder without a value', () => {
    expect(placeholdersOf('{{b}} and {{a}} and {{b}}')).toEqual(['a', 'b']);
    expect(fillTemplate('Hello {{name}}, {{n}} days', { name: '{{n}} <b>', n: 7 })).toBe('Hello {{n}} <b>, 7 days');
    expect(() => fillTemplate('Hello {{name}}', {})).toThrow('{{name}}');
  });

  it('checks that a text holds exactly its placeholders', () => {
    expect(templateText('plan', 'days').safeParse('{{days}} days of {{plan}}').success).toBe(true);
    expect(templateText('plan', 'days').safeParse('{{days}} days').success).toBe(false);
    expect(templateText().safeParse('no {{placeholder}}').success).toBe(false);
    expect(templateText().safeParse('').success).toBe(false);
  });

  it('loads one file per locale and names the file and the path of bad content', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locale-content-'));
    const schema = z.strictObject({ title: templateText(), body: templateText('name') });
    writeFileSync(join(dir, 'en.json'), JSON.stringify({ title: 'Hi', body: 'Hello {{name}}' }));
    writeFileSync(join(dir, 'fr.json'), JSON.stringify({ title: 'Salut', body: 'Bonjour {{nom}}' }));
    const url = pathToFileURL(dir);
    expect(loadLocaleContent(url, ['EN'], schema)).toEqual({ EN: { title: 'Hi', body: 'Hello {{name}}' } });
    expect(() => loadLocaleContent(url, ['EN', 'FR'], schema)).toThrow(/fr\.json is invalid:\n {2}body: must hold exactly the placeholders \{\{name\}\}/);
    expect(() => loadLocaleContent(url, ['DE'], schema)).toThrow(/de\.json/);
    writeFileSync(join(dir, 'es.json'), '{ "title": ');
    expect(() => loadLocaleContent(url, ['ES'], schema)).toThrow(/es\.json/);
  });

  it('lists where a locale differs from the first one: missing or extra keys, list lengths, placeholders', () => {
    expect(localeContentDifferences({ EN: { a: 'x {{n}}', b: ['1', '2'] }, FR: { a: 'y {{n}}', b: ['1', '2'] } })).toEqual([]);
    expect(localeContentDifferences({ EN: { a: 'x {{n}}', b: ['1', '2'] }, FR: { a: 'y', b: ['1'], c: 'z' } })).toEqual([
      'FR: a is text , EN has text n',
      'FR: b is list of 1, EN has list of 2',
      'FR: b[1] is missing (EN has text )',
      'FR: c is not in EN',
    ]);
  });
});
