import { loadLocaleContent, objectWithKeys, templateText as text } from '@mindprint/platform/locale-content';
import { z } from 'zod';
import { type CatalogueSku, catalogue } from './domain/sku-catalogue.js';
import { localeCodes, localeOrDefault } from '@mindprint/platform/locales';

/**
 * What each SKU is called and says it gives, one file per locale in `content/sku-copy/<locale>.json`, keyed
 * by SKU id (translators own it; prices and what a SKU contains stay in the catalogue). Every SKU of the
 * catalogue must have its copy in every locale, or start-up fails naming the file and the SKU.
 */
const skuCopySchema = z.strictObject({ name: text(), description: text(), features: z.array(text()).min(1) });

export type SkuCopy = z.output<typeof skuCopySchema>;

export const skuCopyFileSchema = objectWithKeys(
  catalogue.map((sku) => sku.skuId),
  skuCopySchema,
);

/** Where the copy lives: `services/order/content/sku-copy`, beside both `src/` and `dist/`. */
export const skuCopyDir = new URL('../content/sku-copy/', import.meta.url);

export const skuCopyTexts = loadLocaleContent(skuCopyDir, localeCodes, skuCopyFileSchema);

/** The SKU's copy in the locale (EN for a locale we do not write in). */
export function skuCopy(sku: CatalogueSku, locale: string): SkuCopy {
  return skuCopyTexts[localeOrDefault(locale)][sku.skuId]!;
}
