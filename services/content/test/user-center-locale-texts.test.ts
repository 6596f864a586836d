import { localeContentDifferences } from '@mindprint/platform/locale-content';
import { describe, expect, it } from 'vitest';
import { legalAndHelpSchema, seedHelpItems, seedProtocols } from '../src/db/content-seed.js';
import { userCenterCatalogue as catalogue } from '../src/db/user-center-seed/catalogue.js';
import { textsIn, userCenterTexts, userCenterTextsSchema } from '../src/db/user-center-seed/locale-texts.js';
import type { UserCenterTexts } from '../src/db/user-center-seed/seed-types.js';
import { localeCodes } from '@mindprint/platform/locales';

/** Every id of the catalogue has non-empty texts in the locale. */
function expectComplete(texts: UserCenterTexts, locale: string) {
  const filled = (value: string | undefined, where: string) => expect(value?.trim(), `${locale} ${where}`).toBeTruthy();
  for (const code of ['all', ...new Set(catalogue.articles.map((a) => a.category))] as const) filled(texts.articleCategories[code], `article category ${code}`);
  for (const article of catalogue.articles) {
    const own = texts.articles[article.id];
    filled(own?.title, `article ${article.id} title`);
    filled(own?.summary, `article ${article.id} summary`);
    expect(own?.paragraphs.length, `${locale} article ${article.id} paragraphs`).toBeGreaterThan(0);
    own?.paragraphs.forEach((p, i) => filled(p, `article ${article.id} paragraph ${i}`));
  }
  for (const category of catalogue.courseCategories) {
    filled(texts.courseCategories[category.id]?.name, `course category ${category.id} name`);
    filled(texts.courseCategories[category.id]?.description, `course category ${category.id} description`);
  }
  for (const course of catalogue.courses) {
    const own = texts.courses[course.id];
    for (const field of ['title', 'summary', 'description', 'author'] as const) filled(own?.[field], `course ${course.id} ${field}`);
    expect(own?.chapters.length, `${locale} course ${course.id} chapters`).toBeGreaterThan(0);
    own?.chapters.forEach((c, i) => {
      filled(c.title, `course ${course.id} chapter ${i} title`);
      c.paragraphs.forEach((p, j) => filled(p, `course ${course.id} chapter ${i} paragraph ${j}`));
    });
  }
  for (const question of catalogue.questions) {
    const own = texts.questions[question.id];
    filled(own?.prompt, `question ${question.id} prompt`);
    filled(own?.analysis, `question ${question.id} analysis`);
    expect(own?.options.length, `${locale} question ${question.id} options`).toBe(question.optionCount);
    own?.options.forEach((o, i) => filled(o, `question ${question.id} option ${i}`));
    filled(texts.questionTypes[question.type], `question type ${question.type}`);
  }
  for (const game of catalogue.games) {
    for (const field of ['name', 'description', 'howToPlay'] as const) filled(texts.games[game]?.[field], `game ${game} ${field}`);
  }
}

describe('user center texts', () => {
  it('has every catalogue id with non-empty texts in each locale', () => {
    for (const locale of localeCodes) expectComplete(textsIn(locale), locale);
  });

  it('is written in all nine locales', () => {
    expect(Object.keys(userCenterTexts).sort()).toEqual([...localeCodes].sort());
  });
});

describe('content files (content/<domain>/<locale>.json)', () => {
  it('have the same keys, list lengths and placeholders in every locale', () => {
    expect(localeContentDifferences(userCenterTexts)).toEqual([]);
  });

  it('give every legal document and help item its text in the nine locales', () => {
    for (const protocol of seedProtocols) {
      expect(Object.keys(protocol.title).sort()).toEqual([...localeCodes].sort());
      for (const section of protocol.sections) for (const locale of localeCodes) expect(section.body[locale]?.trim(), `${protocol.code} ${locale}`).toBeTruthy();
    }
    for (const item of seedHelpItems) for (const locale of localeCodes) expect(item.answer[locale]?.trim(), `help ${item.id} ${locale}`).toBeTruthy();
  });

  it('refuse a question with another number of options than the catalogue, and an id the catalogue does not have', () => {
    const en = structuredClone(textsIn('EN'));
    en.questions['1']!.options.pop();
    en.articles['99'] = en.articles['1']!;
    const result = userCenterTextsSchema.safeParse(en);
    expect(result.error?.issues.map((issue) => `${issue.code} ${issue.path.join('.')}`).sort()).toEqual(['too_small questions.1.options', 'unrecognized_keys articles']);
  });

  it('refuse a legal document without its title', () => {
    const result = legalAndHelpSchema.safeParse({ protocols: { terms: { sections: [{ heading: 'H', body: 'B' }] } }, helpGroups: {}, helpItems: {} });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('protocols.terms.title');
  });
});
