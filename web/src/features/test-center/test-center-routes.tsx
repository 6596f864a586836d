/**
 * The test center's routes, for the app router (children of the site layout): the center under explore
 * more and the list of every test. Each page is its own chunk, loaded with the test-center texts.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { TEST_CENTER_NAMESPACE } from './test-center-i18n';
import { testCenterPaths } from './test-center-paths';

const NAMESPACES = [TEST_CENTER_NAMESPACE];

const center = async () => {
  const [page] = await Promise.all([import('./components/test-center-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.TestCenterPage };
};
const list = async () => {
  const [page] = await Promise.all([import('./components/test-list-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.TestListPage };
};

export const testCenterRoutes: RouteObject[] = [
  { path: testCenterPaths.center, lazy: center },
  { path: testCenterPaths.list, lazy: list },
];
