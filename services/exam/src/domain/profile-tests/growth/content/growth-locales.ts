import type { LocaleCode } from '../../../locales.js';
import type { GrowthTexts } from '../growth-types.js';
import { enGrowthTexts } from './en.js';
import { cnGrowthTexts } from './cn.js';
import { hkGrowthTexts } from './hk.js';
import { jaGrowthTexts } from './ja.js';
import { krGrowthTexts } from './kr.js';
import { frGrowthTexts } from './fr.js';
import { deGrowthTexts } from './de.js';
import { esGrowthTexts } from './es.js';
import { ptGrowthTexts } from './pt.js';

/** The personal development test's texts, one complete record per locale. */
export const growthTexts: Record<LocaleCode, GrowthTexts> = {
  EN: enGrowthTexts,
  CN: cnGrowthTexts,
  HK: hkGrowthTexts,
  JA: jaGrowthTexts,
  KR: krGrowthTexts,
  FR: frGrowthTexts,
  DE: deGrowthTexts,
  ES: esGrowthTexts,
  PT: ptGrowthTexts,
};
