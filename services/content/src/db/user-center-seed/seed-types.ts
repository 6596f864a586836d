/**
 * Shapes of the user center's seed content. The catalogue (`catalogue.ts`) holds what does not depend
 * on the language (ids, categories, formats, prices, correct answers); each locale file
 * (`content/user-center/en.json`, `cn.json`, … one per locale) holds the texts for every id of the catalogue.
 */
export type ArticleCategoryCode =
  | 'psychology-science'
  | 'psychology-test'
  | 'psychology-consultation'
  | 'psychology-treatment'
  | 'mental-health';
export type QuestionType = 'personality' | 'intelligence' | 'emotional' | 'social' | 'career' | 'relationship' | 'health' | 'stress';
export type QuestionFormat = 'single' | 'multiple' | 'fill';
export type CourseFormat = 'pdf' | 'word' | 'audio' | 'video' | 'unknown';
export type GameCode = '2048' | 'jump' | 'jump-and-jump' | 'maze';

export interface CatalogueArticle {
  id: string;
  category: ArticleCategoryCode;
  premium: boolean;
  readMinutes: number;
  publishedAt: string;
}

export interface CatalogueCourseCategory {
  id: string;
  code: string;
}

export interface CatalogueCourse {
  id: string;
  categoryId: string;
  format: CourseFormat;
  tags: Array<'new' | 'recommend'>;
  /** Open to every member; the others need premium (`full_courses`). */
  free: boolean;
  /** Exam ids the course is recommended after. */
  recommendedForExams: string[];
  publishedAt: string;
  updatedAt: string;
}

export interface CatalogueQuestion {
  id: string;
  type: QuestionType;
  format: QuestionFormat;
  /** single/multiple: how many options the locale texts have (keys A, B, C…); fill: 0. */
  optionCount: number;
  /** single/multiple: the correct option keys. */
  correctKeys: string[];
  /** fill: accepted answers, language-neutral (numbers, symbols); compared trimmed and case-insensitive. */
  acceptedAnswers: string[];
}

export interface UserCenterCatalogue {
  articles: CatalogueArticle[];
  courseCategories: CatalogueCourseCategory[];
  courses: CatalogueCourse[];
  /** In the order days take them: day n of the rotation shows questions[n mod length]. */
  questions: CatalogueQuestion[];
  games: GameCode[];
}

export interface ArticleTexts {
  title: string;
  summary: string;
  paragraphs: string[];
}

export interface CourseTexts {
  title: string;
  summary: string;
  description: string;
  author: string;
  /** The course file's content: rendered to a PDF, one chapter after another. */
  chapters: Array<{ title: string; paragraphs: string[] }>;
}

export interface QuestionTexts {
  prompt: string;
  /** single/multiple: option texts in key order A, B, C…; fill: []. */
  options: string[];
  analysis: string;
}

export interface GameTexts {
  name: string;
  description: string;
  howToPlay: string;
}

/** Every text of the user center in one locale, keyed by the catalogue's ids. */
export interface UserCenterTexts {
  articleCategories: Record<ArticleCategoryCode | 'all', string>;
  articles: Record<string, ArticleTexts>;
  courseCategories: Record<string, { name: string; description: string }>;
  courses: Record<string, CourseTexts>;
  questionTypes: Record<QuestionType, string>;
  questions: Record<string, QuestionTexts>;
  games: Record<GameCode, GameTexts>;
}
