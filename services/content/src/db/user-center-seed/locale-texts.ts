import type { LocaleCode } from '../../domain/locales.js';
import { cnTexts } from './cn.js';
import { deTexts } from './de.js';
import { enTexts } from './en.js';
import { esTexts } from './es.js';
import { frTexts } from './fr.js';
import { hkTexts } from './hk.js';
import { jaTexts } from './ja.js';
import { krTexts } from './kr.js';
import { ptTexts } from './pt.js';
import type { UserCenterTexts } from './seed-types.js';

/** The user center's texts in every locale (a missing locale fails type-checking; the completeness test checks every id). */
export const userCenterTexts: Record<LocaleCode, UserCenterTexts> = {
  EN: enTexts,
  CN: cnTexts,
  HK: hkTexts,
  JA: jaTexts,
  KR: krTexts,
  FR: frTexts,
  DE: deTexts,
  ES: esTexts,
  PT: ptTexts,
};

export function textsIn(locale: LocaleCode): UserCenterTexts {
  return userCenterTexts[locale];
}

/** A course's texts in a locale, undefined for an id the catalogue does not have. */
export function courseTextsIn(locale: LocaleCode, courseId: string) {
  const texts = userCenterTexts[locale].courses[courseId];
  return texts ? { locale, texts } : undefined;
}
