import type { LocaleCode } from '../../../locales.js';
import type { CareerTexts } from '../career-types.js';
import { enCareerTexts } from './en.js';
import { cnCareerTexts } from './cn.js';
import { esCareerTexts } from './es.js';
import { jaCareerTexts } from './ja.js';
import { deCareerTexts } from './de.js';
import { frCareerTexts } from './fr.js';
import { krCareerTexts } from './kr.js';
import { hkCareerTexts } from './hk.js';
import { ptCareerTexts } from './pt.js';

/** The career assessment's texts per locale. */
export const careerTexts: Partial<Record<LocaleCode, CareerTexts>> = {
  EN: enCareerTexts,
  CN: cnCareerTexts,
  ES: esCareerTexts,
  JA: jaCareerTexts,
  DE: deCareerTexts,
  FR: frCareerTexts,
  KR: krCareerTexts,
  HK: hkCareerTexts,
  PT: ptCareerTexts,
};
