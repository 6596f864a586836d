/**
 * The tree hole's routes, for the app router (children of the site layout): its home under explore more,
 * the list and the writing page. Each page is its own chunk, loaded with the tree-hole texts.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { TREE_HOLE_NAMESPACE } from './tree-hole-i18n';
import { treeHolePaths } from './tree-hole-paths';

const NAMESPACES = [TREE_HOLE_NAMESPACE];

const home = async () => {
  const [page] = await Promise.all([import('./components/tree-hole-list-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.TreeHoleHomePage };
};
const list = async () => {
  const [page] = await Promise.all([import('./components/tree-hole-list-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.TreeHoleListPage };
};
const add = async () => {
  const [page] = await Promise.all([import('./components/add-post-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.AddPostPage };
};

export const treeHoleRoutes: RouteObject[] = [
  { path: treeHolePaths.home, lazy: home },
  { path: treeHolePaths.list, lazy: list },
  { path: treeHolePaths.add, lazy: add },
];
