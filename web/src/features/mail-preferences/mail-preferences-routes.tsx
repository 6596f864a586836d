/**
 * The mail-preferences routes, for the app router (children of the site layout): `/unsubscribe`, the
 * target of the unsubscribe link in every marketing mail and the unsubscribe-by-e-mail form. The page
 * is its own chunk, loaded with its texts.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { MAIL_PREFERENCES_NAMESPACE } from './mail-preferences-i18n';
import { mailPreferencesPaths } from './mail-preferences-paths';

const unsubscribePage = async () => {
  const [page] = await Promise.all([import('./components/unsubscribe-page'), loadNamespaces([MAIL_PREFERENCES_NAMESPACE])]);
  return { Component: page.UnsubscribePage };
};

export const mailPreferencesRoutes: RouteObject[] = [{ path: mailPreferencesPaths.unsubscribe, lazy: unsubscribePage }];
