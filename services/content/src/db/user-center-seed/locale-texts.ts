import { defaultLocale, type LocaleCode } from '../../domain/locales.js';
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

/** The user center's texts per locale: one import line per locale file as translators add them. */
export const userCenterTexts: Partial<Record<LocaleCode, UserCenterTexts>> = {
  EN: enTexts,
  DE: deTexts,
  ES: esTexts,
  CN: cnTexts,
  HK: hkTexts,
  FR: frTexts,
  JA: jaTexts,
  KR: krTexts,
  PT: ptTexts,
};

/** The locales whose texts exist, EN first. */
export const writtenLocales = (): LocaleCode[] => Object.keys(userCenterTexts) as LocaleCode[];

/** The texts to show in a locale: each id in the locale when written, else in EN. */
export function textsIn(locale: LocaleCode): UserCenterTexts {
  const texts = userCenterTexts[locale];
  if (!texts || locale === defaultLocale) return enTexts;
  return {
    articleCategories: { ...enTexts.articleCategories, ...texts.articleCategories },
    articles: { ...enTexts.articles, ...texts.articles },
    courseCategories: { ...enTexts.courseCategories, ...texts.courseCategories },
    courses: { ...enTexts.courses, ...texts.courses },
    questionTypes: { ...enTexts.questionTypes, ...texts.questionTypes },
    questions: { ...enTexts.questions, ...texts.questions },
    games: { ...enTexts.games, ...texts.games },
  };
}

/** A course's texts and the locale they are really in (a course file is rendered in that locale). */
export function courseTextsIn(locale: LocaleCode, courseId: string) {
  const own = userCenterTexts[locale]?.courses[courseId];
  if (own) return { locale, texts: own };
  const fallback = enTexts.courses[courseId];
  return fallback ? { locale: defaultLocale, texts: fallback } : undefined;
}
