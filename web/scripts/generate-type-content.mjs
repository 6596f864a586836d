/**
 * `node web/scripts/generate-type-content.mjs` (after `npm run build`): writes the free parts of the
 * exam service's type content — title, summary, description, keywords — to
 * web/src/features/personality-types/content/<locale>.json for the public type pages. The files are
 * committed; product-tests/type-page-content.test.ts fails when they drift from the exam's content.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { typePageContent, TYPE_PAGE_LOCALES } from '@mindprint/exam/type-page-content';

const outDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'src', 'features', 'personality-types', 'content');
for (const locale of TYPE_PAGE_LOCALES) {
  writeFileSync(join(outDir, `${locale.toLowerCase()}.json`), `${JSON.stringify(typePageContent(locale), null, 2)}\n`);
}
console.log(`wrote type page content for ${TYPE_PAGE_LOCALES.length} locales to ${outDir}`);
