import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TYPE_PAGE_LOCALES, typePageContent } from '@mindprint/exam/type-page-content';

describe('the type pages’ content in the web app', () => {
  it('is the exam’s current free type content in every locale (regenerate with node web/scripts/generate-type-content.mjs)', () => {
    for (const locale of TYPE_PAGE_LOCALES) {
      const committed = JSON.parse(readFileSync(new URL(`../web/src/features/personality-types/content/${locale.toLowerCase()}.json`, import.meta.url), 'utf8'));
      expect(committed, locale).toEqual(typePageContent(locale));
      expect(Object.keys(committed)).toHaveLength(16);
    }
  });
});
