import { describe, expect, it } from 'vitest';
import { userCenterCatalogue as catalogue } from '../src/db/user-center-seed/catalogue.js';
import { textsIn } from '../src/db/user-center-seed/locale-texts.js';
import type { ArticleCategoryCode, QuestionFormat, QuestionType } from '../src/db/user-center-seed/seed-types.js';

const enTexts = textsIn('EN');

const articleCategories: ArticleCategoryCode[] = ['psychology-science', 'psychology-test', 'psychology-consultation', 'psychology-treatment', 'mental-health'];
const questionTypes: QuestionType[] = ['personality', 'intelligence', 'emotional', 'social', 'career', 'relationship', 'health', 'stress'];
const questionFormats: QuestionFormat[] = ['single', 'multiple', 'fill'];

function expectUniqueIds(items: Array<{ id: string }>, where: string) {
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size, `${where} ids are unique`).toBe(ids.length);
}

function expectText(text: string | undefined, where: string) {
  expect(text?.trim(), where).toBeTruthy();
}

function keyAt(index: number) {
  return String.fromCharCode('A'.charCodeAt(0) + index);
}

describe('user center catalogue', () => {
  it('holds the content issue 9 asks for: 12 articles, 6 PDF courses, 30 daily questions, the four games', () => {
    expect(catalogue.articles.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.courses.filter((course) => course.format === 'pdf')).toHaveLength(6);
    expect(catalogue.questions.length).toBeGreaterThanOrEqual(30);
    expect([...catalogue.games].sort()).toEqual(['2048', 'jump', 'jump-and-jump', 'maze']);
  });

  it('has unique ids everywhere', () => {
    expectUniqueIds(catalogue.articles, 'articles');
    expectUniqueIds(catalogue.courseCategories, 'course categories');
    expectUniqueIds(catalogue.courses, 'courses');
    expectUniqueIds(catalogue.questions, 'questions');
    expect(new Set(catalogue.games).size).toBe(catalogue.games.length);
  });

  it('uses every article category at least twice', () => {
    for (const category of articleCategories) {
      expect(catalogue.articles.filter((article) => article.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
  });

  it('puts every course in a known category and every category in use', () => {
    const categoryIds = new Set(catalogue.courseCategories.map((category) => category.id));
    for (const course of catalogue.courses) {
      expect(categoryIds.has(course.categoryId), `course ${course.id}`).toBe(true);
      expect(Date.parse(course.updatedAt), `course ${course.id}`).toBeGreaterThanOrEqual(Date.parse(course.publishedAt));
    }
    for (const id of categoryIds) expect(catalogue.courses.some((course) => course.categoryId === id), `category ${id}`).toBe(true);
  });

  it('uses every question type and format', () => {
    for (const type of questionTypes) expect(catalogue.questions.some((question) => question.type === type), type).toBe(true);
    for (const format of questionFormats) expect(catalogue.questions.some((question) => question.format === format), format).toBe(true);
  });

  it('keeps every correct answer consistent with the question format', () => {
    for (const question of catalogue.questions) {
      const where = `question ${question.id}`;
      if (question.format === 'fill') {
        expect(question.optionCount, where).toBe(0);
        expect(question.correctKeys, where).toEqual([]);
        expect(question.acceptedAnswers.length, where).toBeGreaterThan(0);
        for (const answer of question.acceptedAnswers) expect(answer, `${where} is language-neutral`).toMatch(/^[0-9.,:+\-/ ]+$/);
        continue;
      }
      const validKeys = Array.from({ length: question.optionCount }, (_, index) => keyAt(index));
      expect(question.acceptedAnswers, where).toEqual([]);
      expect(new Set(question.correctKeys).size, where).toBe(question.correctKeys.length);
      for (const key of question.correctKeys) expect(validKeys, where).toContain(key);
      if (question.format === 'single') expect(question.correctKeys.length, where).toBe(1);
      else expect(question.correctKeys.length, where).toBeGreaterThan(1);
    }
  });

  it('has every English text, with one option text per option', () => {
    for (const code of [...articleCategories, 'all' as const]) expectText(enTexts.articleCategories[code], `article category ${code}`);
    for (const article of catalogue.articles) {
      const texts = enTexts.articles[article.id];
      expectText(texts?.title, `article ${article.id} title`);
      expectText(texts?.summary, `article ${article.id} summary`);
      expect(texts?.paragraphs.length, `article ${article.id} paragraphs`).toBeGreaterThanOrEqual(4);
      for (const paragraph of texts?.paragraphs ?? []) expectText(paragraph, `article ${article.id} paragraph`);
    }
    for (const category of catalogue.courseCategories) {
      expectText(enTexts.courseCategories[category.id]?.name, `course category ${category.id} name`);
      expectText(enTexts.courseCategories[category.id]?.description, `course category ${category.id} description`);
    }
    for (const course of catalogue.courses) {
      const texts = enTexts.courses[course.id];
      for (const field of ['title', 'summary', 'description', 'author'] as const) expectText(texts?.[field], `course ${course.id} ${field}`);
      expect(texts?.chapters.length, `course ${course.id} chapters`).toBeGreaterThanOrEqual(4);
      for (const chapter of texts?.chapters ?? []) {
        expectText(chapter.title, `course ${course.id} chapter title`);
        expect(chapter.paragraphs.length, `course ${course.id} ${chapter.title}`).toBeGreaterThanOrEqual(3);
        for (const paragraph of chapter.paragraphs) expectText(paragraph, `course ${course.id} ${chapter.title} paragraph`);
      }
    }
    for (const type of questionTypes) expectText(enTexts.questionTypes[type], `question type ${type}`);
    for (const question of catalogue.questions) {
      const texts = enTexts.questions[question.id];
      expectText(texts?.prompt, `question ${question.id} prompt`);
      expectText(texts?.analysis, `question ${question.id} analysis`);
      expect(texts?.options.length, `question ${question.id} options`).toBe(question.optionCount);
      for (const option of texts?.options ?? []) expectText(option, `question ${question.id} option`);
    }
    for (const game of catalogue.games) {
      for (const field of ['name', 'description', 'howToPlay'] as const) expectText(enTexts.games[game]?.[field], `game ${game} ${field}`);
    }
  });

  it('has no English text for an id the catalogue does not know', () => {
    expect(Object.keys(enTexts.articles).sort()).toEqual(catalogue.articles.map((article) => article.id).sort());
    expect(Object.keys(enTexts.courseCategories).sort()).toEqual(catalogue.courseCategories.map((category) => category.id).sort());
    expect(Object.keys(enTexts.courses).sort()).toEqual(catalogue.courses.map((course) => course.id).sort());
    expect(Object.keys(enTexts.questions).sort()).toEqual(catalogue.questions.map((question) => question.id).sort());
  });
});
