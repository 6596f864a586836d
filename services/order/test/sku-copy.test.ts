import { localeContentDifferences } from '@mindprint/platform/locale-content';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '@mindprint/platform/locales';
import { catalogue } from '../src/domain/sku-catalogue.js';
import { skuCopy, skuCopyFileSchema, skuCopyTexts } from '../src/sku-copy.js';

describe('SKU copy (content/sku-copy/<locale>.json)', () => {
  it('names every SKU of the catalogue in the nine locales, with the same keys and as many features in each', () => {
    expect(Object.keys(skuCopyTexts).sort()).toEqual([...localeCodes].sort());
    const keys = [...new Set(catalogue.map((sku) => (sku.kind === 'course' ? 'course' : sku.skuId)))].sort();
    for (const locale of localeCodes) expect(Object.keys(skuCopyTexts[locale]).sort(), locale).toEqual(keys);
    expect(localeContentDifferences(skuCopyTexts)).toEqual([]);
  });

  it('gives every single-course SKU the one course copy', () => {
    const courses = catalogue.filter((sku) => sku.kind === 'course');
    expect(courses.map((sku) => sku.skuId)).toEqual(['course-2', 'course-3', 'course-4', 'course-6']);
    for (const sku of courses) expect(skuCopy(sku, 'JA').name).toBe('コース単品');
  });

  it('falls back to English for a locale it does not write in', () => {
    const report = catalogue.find((sku) => sku.skuId === 'mbti-report')!;
    expect(skuCopy(report, 'xx')).toEqual(skuCopy(report, 'EN'));
    expect(skuCopy(report, ' de ').name).toBe(skuCopyTexts.DE['mbti-report']!.name);
  });

  it('refuses a file without a SKU of the catalogue, or with a SKU it does not sell, naming the SKU', () => {
    const { 'iq-report': _dropped, ...rest } = skuCopyTexts.FR;
    const result = skuCopyFileSchema.safeParse({ ...rest, 'iq-reprot': skuCopyTexts.FR['iq-report'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.code} ${issue.path.join('.')}`).sort()).toEqual(['invalid_type iq-report', 'unrecognized_keys ']);
  });
});
