/**
 * The explore-more hub and the article pages' routes, for the app router (children of the site layout).
 * Each page is its own chunk, loaded with the articles texts when its route is first visited.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { ARTICLES_NAMESPACE } from './articles-i18n';
import { articlesPaths } from './articles-paths';

const NAMESPACES = [ARTICLES_NAMESPACE];

const exploreMore = async () => {
  const [page] = await Promise.all([import('./components/explore-more-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.ExploreMorePage };
};
const list = async () => {
  const [page] = await Promise.all([import('./components/article-list-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.ArticleListPage };
};
const detail = async () => {
  const [page] = await Promise.all([import('./components/article-detail-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.ArticleDetailPage };
};

export const articlesRoutes: RouteObject[] = [
  { path: articlesPaths.exploreMore, lazy: exploreMore },
  { path: articlesPaths.list, lazy: list },
  { path: articlesPaths.detail, lazy: detail },
];
