import { createBrowserRouter, type DataRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { loadTypeContent } from '../features/personality-types/type-content';
import { THEME_TABLE, type ThemeRoute } from '../features/themes/theme-table';
import { currentLocale, loadNamespaces } from '../lib/i18n';
import { loadFeatureRoutes } from './feature-routes';
import { ErrorRoute } from './routes/error-route';
import { landingGuard, landingShouldRevalidate } from './routes/landing-guard';
import { NotFoundRoute } from './routes/not-found-route';

export const ROUTE_IDS = {
  root: 'root',
  /** The site layout (header, navigation, footer). */
  site: 'site',
  /** Pages inside the site layout; feature routes are added here. */
  sitePages: 'site-pages',
  notFound: 'not-found',
} as const;

/**
 * The app's routes (app paths without locale prefix; with a prefix strategy the prefix is the
 * router's `basename`). Every page is `lazy`, with its translation namespace, so each entry page
 * loads only its own code and texts:
 * - `/` and the site pages in the site layout, 404 for anything unmatched;
 * - the landing routes of the theme table, each in its theme, behind the landing guard;
 * - feature routes (quiz, result…) discovered on first use, see feature-routes.ts.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: ROUTE_IDS.root,
      path: '/',
      errorElement: <ErrorRoute standalone />,
      children: [
        {
          id: ROUTE_IDS.site,
          lazy: async () => ({ Component: (await import('./routes/root-layout')).RootLayout }),
          children: [
            {
              id: ROUTE_IDS.sitePages,
              errorElement: <ErrorRoute />,
              children: [
                {
                  index: true,
                  lazy: async () => {
                    const [{ HomePage }] = await Promise.all([
                      import('../features/home/components/home-page'),
                      loadNamespaces(['home']),
                    ]);
                    return { Component: HomePage };
                  },
                },
                ...personalityTypesRoutes(),
                { id: ROUTE_IDS.notFound, path: '*', element: <NotFoundRoute /> },
              ],
            },
          ],
        },
        ...THEME_TABLE.map(landingRoute),
      ],
    },
  ];
}

/** The 16 types section (entry pages, prerendered): the index and a page per type, with the locale's type texts. */
function personalityTypesRoutes(): RouteObject[] {
  const loadTexts = async () => {
    await Promise.all([loadTypeContent(currentLocale()), loadNamespaces(['personality-types'])]);
    return null;
  };
  return [
    {
      path: 'personality-types',
      loader: loadTexts,
      lazy: async () => ({ Component: (await import('../features/personality-types/components/types-index-page')).TypesIndexPage }),
    },
    {
      path: 'personality-types/:slug',
      loader: loadTexts,
      lazy: async () => {
        const { TypePage } = await import('../features/personality-types/components/type-page');
        return { Component: () => <TypePage notFound={<NotFoundRoute />} /> };
      },
    },
  ];
}

function landingRoute(route: ThemeRoute): RouteObject {
  return {
    id: route.name,
    path: route.path,
    loader: landingGuard(route),
    shouldRevalidate: landingShouldRevalidate,
    lazy: async () => {
      const [{ LandingRoute }] = await Promise.all([import('./routes/landing-route'), loadNamespaces(['landing'])]);
      return { Component: LandingRoute };
    },
  };
}

/**
 * Adds the features' routes the first time a path reaches the 404 route (or nothing): then the
 * route may belong to a feature not loaded yet. Paths the app's own routes match never load them.
 */
export function featureRouteDiscovery(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ matches, patch }) => {
    if (patched) return;
    const last = matches[matches.length - 1];
    const reachedOwnPage = last !== undefined && last.route.id !== ROUTE_IDS.notFound && !last.route.children?.length;
    if (reachedOwnPage) return;
    const routes = await loadFeatureRoutes();
    if (routes.length > 0) patch(ROUTE_IDS.sitePages, routes);
    patched = true;
  };
}

export function createAppRouter(basename: string): DataRouter {
  return createBrowserRouter(appRoutes(), {
    ...(basename ? { basename } : {}),
    patchRoutesOnNavigation: featureRouteDiscovery(),
  });
}

/** Resolves when the router has run its first navigation (lazy pages and guards included). */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
