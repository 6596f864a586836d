/** Help center, help item, support contact and legal documents (children of the site layout); each page is its own chunk. */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { HELP_NAMESPACE } from './help-i18n';
import { helpPaths } from './help-paths';

const NAMESPACES = [HELP_NAMESPACE];

export const helpRoutes: RouteObject[] = [
  {
    path: helpPaths.help,
    lazy: async () => {
      const [page] = await Promise.all([import('./components/help-page'), loadNamespaces(NAMESPACES)]);
      return { Component: page.HelpPage };
    },
  },
  {
    path: helpPaths.detail,
    lazy: async () => {
      const [page] = await Promise.all([import('./components/help-detail-page'), loadNamespaces(NAMESPACES)]);
      return { Component: page.HelpDetailPage };
    },
  },
  {
    path: helpPaths.support,
    lazy: async () => {
      const [page] = await Promise.all([import('./components/support-page'), loadNamespaces(NAMESPACES)]);
      return { Component: page.SupportPage };
    },
  },
  {
    path: helpPaths.protocol,
    lazy: async () => {
      const [page] = await Promise.all([import('./components/protocol-page'), loadNamespaces(NAMESPACES)]);
      return { Component: page.ProtocolPage };
    },
  },
];
