import { loadLocaleContent, objectWithKeys, templateText as text } from '@mindprint/platform/locale-content';
import { z } from 'zod';
import { type CatalogueSku, catalogue } from './domain/sku-catalogue.js';
import { localeCodes, localeOrDefault } from '@mindprint/platform/locales';

/**
 * What each SKU is called and says it gives, one file per locale in `content/sku-copy/<locale>.json`, keyed
 * by SKU id, one entry for all single courses (translators own it; prices and what a SKU contains stay in the catalogue). Every SKU of the
 * catalogue must have its copy in every locale, or start-up fails naming the file and the SKU.
 */
const skuCopySchema = z.strictObject({ name: text(), description: text(), features: z.array(text()).min(1) });

export type SkuCopy = z.output<typeof skuCopySchema>;

/** Every course SKU shares the copy under "course": the course's own title is the content service's. */
const copyKey = (sku: CatalogueSku) => (sku.kind === 'course' ? 'course' : sku.skuId);

export const skuCopyFileSchema = objectWithKeys([...new Set(catalogue.map(copyKey))], skuCopySchema);

/** Where the copy lives: `services/order/content/sku-copy`, beside both `src/` and `dist/`. */
export const skuCopyDir = new URL('../content/sku-copy/', import.meta.url);

export const skuCopyTexts = loadLocaleContent(skuCopyDir, localeCodes, skuCopyFileSchema);

/** The SKU's copy in the locale (EN for a locale we do not write in). */
export function skuCopy(sku: CatalogueSku, locale: string): SkuCopy {
  return skuCopyTexts[localeOrDefault(locale)][copyKey(sku)]!;
}
