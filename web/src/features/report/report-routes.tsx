/**
 * The report's routes, for the app router (children of the site layout): the report page under the
 * spec's names (`/report/result`, the themed step route `report-result`, the user center's copy), the
 * PDF download page and retrieval by e-mail. Each page is its own chunk, loaded with the report texts.
 * `/report/result-free-test` is the result feature's free result.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { reportPaths } from './report-paths';

const NAMESPACES = ['report'];

const reportPage = async () => {
  const [page] = await Promise.all([import('./components/report-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.ReportPage };
};
const downloadPage = async () => {
  const [page] = await Promise.all([import('./components/download-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.ReportDownloadPage };
};
const retrievePage = async () => {
  const [page] = await Promise.all([import('./components/retrieve-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.RetrievePage };
};

export const reportRoutes: RouteObject[] = [
  { path: reportPaths.report, lazy: reportPage },
  { path: reportPaths.step, lazy: reportPage },
  { path: reportPaths.userCenter, lazy: reportPage },
  { path: reportPaths.download, lazy: downloadPage },
  { path: reportPaths.retrieve, lazy: retrievePage },
];
