import { DomainError } from '@mindprint/platform/errors';
import type { CatalogueRepository, StoredArticle } from '../db/catalogue-repository.js';
import { textsIn } from '../db/user-center-seed/locale-texts.js';
import type { ArticleCategoryCode, UserCenterTexts } from '../db/user-center-seed/seed-types.js';
import { type LocaleCode } from '@mindprint/platform/locales';
import { articleLocked, type Viewer } from '../domain/locks.js';
import { pageOf } from '../domain/paging.js';
import { dailySelection, utcDate } from '../domain/utc-days.js';

export const articleCategoryCodes: readonly ArticleCategoryCode[] = [
  'psychology-science',
  'psychology-test',
  'psychology-consultation',
  'psychology-treatment',
  'mental-health',
];
const recommendedPerDay = 3;
const relatedCount = 3;

export interface ArticleListInput {
  category: string;
  query: string;
  page: number;
  pageSize: number;
  recommendedToday: boolean;
}

/** Articles in the asked locale; premium ones are listed for everyone and readable with `articles`. */
export class ArticleQueries {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private summary(article: StoredArticle, texts: UserCenterTexts, viewer: Viewer) {
    const own = texts.articles[article.articleId];
    return {
      articleId: article.articleId,
      category: article.category,
      categoryName: texts.articleCategories[article.category],
      title: own?.title ?? '',
      summary: own?.summary ?? '',
      readMinutes: article.readMinutes,
      publishedAt: article.publishedAt,
      premium: article.premium,
      locked: articleLocked(viewer, article),
    };
  }

  async categories(locale: LocaleCode) {
    const [articles, texts] = [await this.catalogue.articles(), textsIn(locale)];
    return [
      { code: 'all', name: texts.articleCategories.all, articleCount: articles.length },
      ...articleCategoryCodes.map((code) => ({ code, name: texts.articleCategories[code], articleCount: articles.filter((a) => a.category === code).length })),
    ];
  }

  async list(viewer: Viewer, locale: LocaleCode, input: ArticleListInput) {
    const [articles, texts] = [await this.catalogue.articles(), textsIn(locale)];
    if (input.recommendedToday) {
      const today = dailySelection(articles, utcDate(this.clock()), recommendedPerDay).map((a) => this.summary(a, texts, viewer));
      return pageOf(today, 1, recommendedPerDay);
    }
    const category = input.category || 'all';
    if (category !== 'all' && !(articleCategoryCodes as readonly string[]).includes(category)) {
      throw new DomainError('UNKNOWN_CATEGORY', `category: ${category} is not an article category`, 'INVALID_ARGUMENT');
    }
    const needle = input.query.trim().toLocaleLowerCase();
    const found = articles
      .filter((a) => category === 'all' || a.category === category)
      .map((a) => this.summary(a, texts, viewer))
      .filter((a) => !needle || a.title.toLocaleLowerCase().includes(needle) || a.summary.toLocaleLowerCase().includes(needle));
    return pageOf(found, input.page, input.pageSize);
  }

  async detail(viewer: Viewer, locale: LocaleCode, articleId: string) {
    const [articles, texts] = [await this.catalogue.articles(), textsIn(locale)];
    const article = articles.find((a) => a.articleId === articleId);
    if (!article) throw new DomainError('ARTICLE_NOT_FOUND', `There is no article ${articleId}`, 'NOT_FOUND');
    const summary = this.summary(article, texts, viewer);
    return {
      article: summary,
      paragraphs: summary.locked ? [] : (texts.articles[articleId]?.paragraphs ?? []),
      related: articles
        .filter((a) => a.category === article.category && a.articleId !== articleId)
        .slice(0, relatedCount)
        .map((a) => this.summary(a, texts, viewer)),
    };
  }
}
