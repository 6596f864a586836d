/**
 * Routes that features export from `src/features/<feature>/<name>-routes.tsx` (e.g. `quizRoutes`
 * in features/quiz/quiz-routes.tsx, `resultRoutes` in features/result/result-routes.tsx): every
 * exported array whose name ends in `Routes` is a list of route objects for the site layout.
 *
 * They are not part of the entry bundle. The router discovers them on the first navigation its
 * own routes do not match (React Router's `patchRoutesOnNavigation`), and pages preload them when
 * the visitor shows intent to start the test; a feature's own pages should still use `lazy`.
 */
import { matchRoutes, type RouteObject } from 'react-router';

type RouteModule = Record<string, unknown>;

const routeModules = import.meta.glob<RouteModule>('../features/*/*-routes.tsx');

/** Source files found at build time (for diagnostics and tests). */
export const featureRouteFiles: readonly string[] = Object.keys(routeModules).sort();

/** The route arrays a module exports: exports named `…Routes` holding arrays. */
export function routeArraysOf(module: RouteModule): RouteObject[] {
  return Object.entries(module)
    .filter(([name, value]) => /Routes$/.test(name) && Array.isArray(value))
    .flatMap(([, value]) => value as RouteObject[]);
}

let loading: Promise<RouteObject[]> | null = null;

/** Loads every feature route module once (a failed load is retried on the next call). */
export function loadFeatureRoutes(): Promise<RouteObject[]> {
  loading ??= Promise.all(featureRouteFiles.map((file) => routeModules[file]!())).then(
    (modules) => modules.flatMap(routeArraysOf),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads the code (and texts) of the feature page at `pathname` ahead of navigation: the route
 * modules, then the matched routes' own `lazy` loaders (React Router calls them again on
 * navigation and gets the cached modules).
 */
export async function preloadFeaturePage(pathname: string): Promise<void> {
  const routes = await loadFeatureRoutes();
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
}
