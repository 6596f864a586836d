/** The article calls' answers (gateway/docs/user-center-calls.md, "Articles"). */
export type ArticleCategoryCode = 'all' | 'psychology-science' | 'psychology-test' | 'psychology-consultation' | 'psychology-treatment' | 'mental-health';

export interface ArticleCategory {
  code: ArticleCategoryCode;
  name: string;
  articleCount: number;
}

export interface ArticleSummary {
  articleId: string;
  category: ArticleCategoryCode;
  categoryName: string;
  title: string;
  summary: string;
  readMinutes: number;
  publishedAt: string;
  premium: boolean;
  /** Premium and this visitor may not read it: listed without its body. */
  locked: boolean;
}

export interface ArticleDetail extends ArticleSummary {
  /** Empty when locked. */
  paragraphs: string[];
  related: ArticleSummary[];
}
