import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { ErrorRoute } from './routes/error-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RootLayout } from './routes/root-layout';

/**
 * Routes are app paths without locale prefix; with a prefix strategy the prefix is the
 * router's `basename`. Later issues add routes here (use `lazy` for anything not needed on
 * the entry pages, to keep them small).
 */
export function createAppRouter(basename: string) {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        errorElement: <ErrorRoute standalone />,
        children: [
          {
            errorElement: <ErrorRoute />,
            children: [
              { index: true, element: <HomePage /> },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
    ],
    basename ? { basename } : {},
  );
}
