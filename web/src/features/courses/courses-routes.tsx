/**
 * The course and growth-center pages' routes, for the app router (children of the site layout). Each page
 * is its own chunk, loaded with the courses texts; the reader's chunk alone loads pdf.js.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { COURSES_NAMESPACE } from './courses-i18n';
import { coursesPaths } from './courses-paths';

const NAMESPACES = [COURSES_NAMESPACE];

const list = async () => {
  const [page] = await Promise.all([import('./components/course-list-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.CourseListPage };
};
const detail = async () => {
  const [page] = await Promise.all([import('./components/course-detail-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.CourseDetailPage };
};
const pdf = async () => {
  const [page] = await Promise.all([import('./components/pdf-viewer-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.PdfViewerPage };
};
const growthCenter = async () => {
  const [page] = await Promise.all([import('./components/growth-center-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.GrowthCenterPage };
};
const psychologyCourse = async () => {
  const [page] = await Promise.all([import('./components/psychology-course-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.PsychologyCoursePage };
};
const categoryList = async () => {
  const [page] = await Promise.all([import('./components/category-list-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.CategoryListPage };
};

export const coursesRoutes: RouteObject[] = [
  { path: coursesPaths.list, lazy: list },
  { path: coursesPaths.detail, lazy: detail },
  { path: coursesPaths.pdf, lazy: pdf },
  { path: coursesPaths.growthCenter, lazy: growthCenter },
  { path: coursesPaths.psychologyCourse, lazy: psychologyCourse },
  { path: coursesPaths.categoryList, lazy: categoryList },
];
