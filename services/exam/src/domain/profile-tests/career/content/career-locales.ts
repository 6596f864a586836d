import type { LocaleCode } from '../../../locales.js';
import type { CareerTexts } from '../career-types.js';
import { enCareerTexts } from './en.js';
import { cnCareerTexts } from './cn.js';
import { hkCareerTexts } from './hk.js';
import { jaCareerTexts } from './ja.js';
import { krCareerTexts } from './kr.js';
import { frCareerTexts } from './fr.js';
import { deCareerTexts } from './de.js';
import { esCareerTexts } from './es.js';
import { ptCareerTexts } from './pt.js';

/** The career assessment's texts, one complete record per locale. */
export const careerTexts: Record<LocaleCode, CareerTexts> = {
  EN: enCareerTexts,
  CN: cnCareerTexts,
  HK: hkCareerTexts,
  JA: jaCareerTexts,
  KR: krCareerTexts,
  FR: frCareerTexts,
  DE: deCareerTexts,
  ES: esCareerTexts,
  PT: ptCareerTexts,
};
