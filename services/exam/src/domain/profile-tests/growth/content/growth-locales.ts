import type { LocaleCode } from '../../../locales.js';
import type { GrowthTexts } from '../growth-types.js';
import { enGrowthTexts } from './en.js';
import { cnGrowthTexts } from './cn.js';
import { esGrowthTexts } from './es.js';
import { jaGrowthTexts } from './ja.js';
import { deGrowthTexts } from './de.js';
import { frGrowthTexts } from './fr.js';
import { krGrowthTexts } from './kr.js';
import { hkGrowthTexts } from './hk.js';
import { ptGrowthTexts } from './pt.js';

/** The personal development test's texts per locale. */
export const growthTexts: Partial<Record<LocaleCode, GrowthTexts>> = {
  EN: enGrowthTexts,
  CN: cnGrowthTexts,
  ES: esGrowthTexts,
  JA: jaGrowthTexts,
  DE: deGrowthTexts,
  FR: frGrowthTexts,
  KR: krGrowthTexts,
  HK: hkGrowthTexts,
  PT: ptGrowthTexts,
};
