/** The free result's routes, for the app router (children of the site layout); the page is its own chunk. */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { resultPaths } from './result-paths';

const resultPage = async () => {
  const [page] = await Promise.all([import('./components/result-page'), loadNamespaces(['result'])]);
  return { Component: page.ResultPage };
};

export const resultRoutes: RouteObject[] = [
  { path: resultPaths.free, lazy: resultPage },
  { path: resultPaths.step, lazy: resultPage },
];
