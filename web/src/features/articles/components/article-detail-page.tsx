import { useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListStates } from '../../../components/list-states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useArticleDetail } from '../api/article-detail';
import type { ArticleDetail } from '../api/types';
import { useArticlesTranslation } from '../articles-i18n';
import { articleIdFromQuery, articlesPaths, LINKED_PAGE } from '../articles-paths';
import { ArticleCard, ArticleMeta, PremiumBadge } from './article-card';
import { useListLabels } from './list-labels';
import '../articles.css';

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.result === 404);

/** `/userCenter/articles/detail?id=…`: the article, or its lock with the way to premium, and related articles. */
export function ArticleDetailPage() {
  const { t, language } = useArticlesTranslation();
  const [params] = useSearchParams();
  const articleId = articleIdFromQuery(params.get('id'));
  const { article, error, retry } = useArticleDetail(articleId, language);
  useDocumentTitle(article?.title ?? t('detail.pageTitle'));
  const labels = useListLabels();

  return (
    <section className="articles">
      <p className="articles__back">
        <Link to={articlesPaths.list}>{t('common.backToArticles')}</Link>
      </p>
      {!articleId || isNotFound(error) ? (
        <>
          <h1>{t('detail.notFound')}</h1>
          <p>
            <Link to={articlesPaths.list}>{t('detail.browse')}</Link>
          </p>
        </>
      ) : (
        <ListStates loading={!article} error={Boolean(error)} empty={false} onRetry={retry} labels={labels}>
          {article ? <ArticleBody article={article} /> : null}
        </ListStates>
      )}
    </section>
  );
}

function ArticleBody({ article }: { article: ArticleDetail }) {
  const { t } = useArticlesTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new article (a related one was opened) starts at its title for keyboard and screen-reader users.
  useEffect(() => {
    heading.current?.focus();
  }, [article.articleId]);

  return (
    <article className="article" aria-labelledby={`${id}-title`}>
      <ArticleMeta article={article} />
      <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {article.title}
      </h1>
      {article.premium ? <PremiumBadge locked={article.locked} /> : null}
      <p className="article__summary">{article.summary}</p>
      {article.locked ? (
        <div className="article-lock" data-testid="article-lock">
          <h2>{t('detail.lockedHeading')}</h2>
          <p>{t('detail.lockedText')}</p>
          <Link className="button" to={LINKED_PAGE.upgrade}>
            {t('detail.upgrade')}
          </Link>
        </div>
      ) : (
        <div className="article__body">
          {article.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      {article.related.length > 0 ? (
        <aside aria-labelledby={`${id}-related`}>
          <h2 id={`${id}-related`}>{t('detail.related')}</h2>
          <ul className="article-list">
            {article.related.map((related) => (
              <li key={related.articleId}>
                <ArticleCard article={related} />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
