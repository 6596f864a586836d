import { useId } from 'react';
import { Link } from 'react-router';
import { ListStates } from '../../../components/list-states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useRecommendedToday } from '../api/article-list';
import { useArticlesTranslation } from '../articles-i18n';
import { articlesPaths, LINKED_PAGE } from '../articles-paths';
import { ArticleCard } from './article-card';
import { useListLabels } from './list-labels';
import '../articles.css';

/** `/userCenter/exploreMore`: today's recommended articles and the ways into articles, the test center and the tree hole. */
export function ExploreMorePage() {
  const { t, language } = useArticlesTranslation();
  const id = useId();
  useDocumentTitle(t('explore.pageTitle'));
  const { articles, failed, retry } = useRecommendedToday(language);
  const labels = useListLabels();

  return (
    <section className="articles" aria-labelledby={`${id}-title`}>
      <p className="articles__back">
        <Link to={LINKED_PAGE.userCenter}>{t('common.backToCenter')}</Link>
      </p>
      <h1 id={`${id}-title`}>{t('explore.heading')}</h1>
      <p className="articles__intro">{t('explore.intro')}</p>

      <nav aria-label={t('explore.sections')}>
        <ul className="explore-sections">
          <li>
            <Link className="explore-section" to={articlesPaths.list}>
              <strong>{t('explore.articles')}</strong>
              <span>{t('explore.articlesHint')}</span>
            </Link>
          </li>
          <li>
            <Link className="explore-section" to={LINKED_PAGE.testCenter}>
              <strong>{t('explore.testCenter')}</strong>
              <span>{t('explore.testCenterHint')}</span>
            </Link>
          </li>
          <li>
            <Link className="explore-section" to={LINKED_PAGE.treeHole}>
              <strong>{t('explore.treeHole')}</strong>
              <span>{t('explore.treeHoleHint')}</span>
            </Link>
          </li>
        </ul>
      </nav>

      <h2 id={`${id}-today`}>{t('explore.today')}</h2>
      <ListStates loading={!articles && !failed} error={failed} empty={articles?.length === 0} onRetry={retry} labels={{ ...labels, empty: t('explore.todayEmpty') }}>
        <ul className="article-list" aria-labelledby={`${id}-today`}>
          {articles?.map((article) => (
            <li key={article.articleId}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </ListStates>
      <p>
        <Link to={articlesPaths.list}>{t('explore.allArticles')}</Link>
      </p>
    </section>
  );
}
