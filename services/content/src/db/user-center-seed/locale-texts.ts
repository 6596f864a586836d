import { loadLocaleContent, objectWithKeys, templateText as text } from '@mindprint/platform/locale-content';
import { z } from 'zod';
import { type LocaleCode, localeCodes } from '@mindprint/platform/locales';
import { userCenterCatalogue as catalogue } from './catalogue.js';
import type { ArticleCategoryCode, QuestionType, UserCenterTexts } from './seed-types.js';

/**
 * The user center's texts, one file per locale (`content/user-center/<locale>.json`), keyed by the catalogue's
 * ids: every article, course, question and game of the catalogue must have its texts in every locale, and a
 * choice question as many options as the catalogue says, or start-up fails naming the file and the path.
 */
const articleCategories: Array<ArticleCategoryCode | 'all'> = ['all', 'psychology-science', 'psychology-test', 'psychology-consultation', 'psychology-treatment', 'mental-health'];
const questionTypes: QuestionType[] = ['personality', 'intelligence', 'emotional', 'social', 'career', 'relationship', 'health', 'stress'];

export const userCenterTextsSchema = z.strictObject({
  articleCategories: objectWithKeys(articleCategories, text()),
  articles: objectWithKeys(
    catalogue.articles.map((a) => a.id),
    z.strictObject({ title: text(), summary: text(), paragraphs: z.array(text()).min(1) }),
  ),
  courseCategories: objectWithKeys(
    catalogue.courseCategories.map((c) => c.id),
    z.strictObject({ name: text(), description: text() }),
  ),
  courses: objectWithKeys(
    catalogue.courses.map((c) => c.id),
    z.strictObject({
      title: text(),
      summary: text(),
      description: text(),
      author: text(),
      chapters: z.array(z.strictObject({ title: text(), paragraphs: z.array(text()) })).min(1),
    }),
  ),
  questionTypes: objectWithKeys(questionTypes, text()),
  questions: z.strictObject(
    Object.fromEntries(
      catalogue.questions.map((q) => [q.id, z.strictObject({ prompt: text(), options: z.array(text()).length(q.optionCount), analysis: text() })]),
    ),
  ),
  games: objectWithKeys(catalogue.games, z.strictObject({ name: text(), description: text(), howToPlay: text() })),
});

export const userCenterTextsDir = new URL('../../../content/user-center/', import.meta.url);

/** The user center's texts in every locale. */
export const userCenterTexts: Record<LocaleCode, UserCenterTexts> = loadLocaleContent(userCenterTextsDir, localeCodes, userCenterTextsSchema);

export function textsIn(locale: LocaleCode): UserCenterTexts {
  return userCenterTexts[locale];
}

/** A course's texts in a locale, undefined for an id the catalogue does not have. */
export function courseTextsIn(locale: LocaleCode, courseId: string) {
  const texts = userCenterTexts[locale].courses[courseId];
  return texts ? { locale, texts } : undefined;
}
