import { Link } from 'react-router';
import type { ArticleSummary } from '../api/types';
import { useArticlesTranslation } from '../articles-i18n';
import { articleDetailPath } from '../articles-paths';

/** One article in a list: category, title, summary, reading time, and a badge when it is premium or locked. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="article-card" data-article-id={article.articleId}>
      <ArticleMeta article={article} />
      <Heading className="article-card__title">
        <Link to={articleDetailPath(article.articleId)}>{article.title}</Link>
      </Heading>
      <p className="article-card__summary">{article.summary}</p>
      {article.premium ? <PremiumBadge locked={article.locked} /> : null}
    </article>
  );
}

/** Category, reading time and (when the server's date is valid) the publishing date, on cards and the article itself. */
export function ArticleMeta({ article }: { article: Pick<ArticleSummary, 'categoryName' | 'readMinutes' | 'publishedAt'> }) {
  const { t, language } = useArticlesTranslation();
  const published = new Date(article.publishedAt);
  return (
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
  );
}

export function PremiumBadge({ locked }: { locked: boolean }) {
  const { t } = useArticlesTranslation();
  return locked ? (
    <span className="article-badge article-badge--locked" data-testid="article-locked">
      <LockIcon />
      {t('card.locked')}
    </span>
  ) : (
    <span className="article-badge">{t('card.premium')}</span>
  );
}

/** Drawn rather than an emoji: not every device has an emoji font. */
function LockIcon() {
  return (
    <svg className="article-badge__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z" fill="currentColor" />
    </svg>
  );
}
