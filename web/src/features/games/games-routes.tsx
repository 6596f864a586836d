/**
 * The game center's routes, for the app router (children of the site layout): the list of games and one
 * game's page. Each page is its own chunk, loaded with the games texts; each game's board is a further
 * chunk loaded when that game opens.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { GAMES_NAMESPACE } from './games-i18n';
import { gamesPaths } from './games-paths';

const NAMESPACES = [GAMES_NAMESPACE];

const center = async () => {
  const [page] = await Promise.all([import('./components/game-center-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.GameCenterPage };
};
const detail = async () => {
  const [page] = await Promise.all([import('./components/game-detail-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.GameDetailPage };
};

export const gamesRoutes: RouteObject[] = [
  { path: gamesPaths.center, lazy: center },
  { path: gamesPaths.detail, lazy: detail },
];
