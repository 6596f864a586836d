import { Link } from 'react-router';
import type { ArticleSummary } from '../api/types';
import { useArticlesTranslation } from '../articles-i18n';
import { articleDetailPath } from '../articles-paths';

/** One article in a list: category, title, summary, reading time, and a badge when it is premium or locked. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const { t, language } = useArticlesTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const published = new Date(article.publishedAt);
  return (
    <article className="article-card" data-article-id={article.articleId}>
      <p className="article-card__meta">
        <span>{article.categoryName}</span>
        {' · '}
        <span>{t('card.readMinutes', { count: article.readMinutes })}</span>
        {Number.isNaN(published.getTime()) ? null : (
          <>
            {' · '}
            <time dateTime={article.publishedAt}>{published.toLocaleDateString(language)}</time>
          </>
        )}
      </p>
      <Heading className="article-card__title">
        <Link to={articleDetailPath(article.articleId)}>{article.title}</Link>
      </Heading>
      <p className="article-card__summary">{article.summary}</p>
      {article.premium ? <PremiumBadge locked={article.locked} /> : null}
    </article>
  );
}

export function PremiumBadge({ locked }: { locked: boolean }) {
  const { t } = useArticlesTranslation();
  return locked ? (
    <span className="article-badge article-badge--locked" data-testid="article-locked">
      <span aria-hidden="true">🔒 </span>
      {t('card.locked')}
    </span>
  ) : (
    <span className="article-badge">{t('card.premium')}</span>
  );
}
