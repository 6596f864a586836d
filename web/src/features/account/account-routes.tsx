/**
 * The account pages' routes, for the app router (children of the site layout). Each page is its
 * own chunk, loaded with the account texts when its route is first visited. Member pages send
 * signed-out visitors to the login page (see components/member-only.tsx).
 */
import type { RouteObject } from 'react-router';
import { DAILY_REMINDER_NAMESPACE } from '../../lib/daily-reminder';
import { loadNamespaces } from '../../lib/i18n';
import { MEMBERSHIP_NAMESPACE } from '../../lib/membership-state';
import { ACCOUNT_NAMESPACE } from './account-i18n';
import { accountPaths } from './account-paths';

const NAMESPACES = [ACCOUNT_NAMESPACE, MEMBERSHIP_NAMESPACE];

const login = async () => {
  const [page] = await Promise.all([import('./components/login-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.LoginPage };
};
const register = async () => {
  const [page] = await Promise.all([import('./components/register-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.RegisterPage };
};
const forgotPassword = async () => {
  const [page] = await Promise.all([import('./components/forgot-password-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.ForgotPasswordPage };
};
const editPassword = async () => {
  const [page] = await Promise.all([import('./components/edit-password-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.EditPasswordPage };
};
const profile = async () => {
  const [page] = await Promise.all([import('./components/profile-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.ProfilePage };
};
const settings = async () => {
  const [page] = await Promise.all([import('./components/settings-page'), loadNamespaces([...NAMESPACES, DAILY_REMINDER_NAMESPACE])]);
  return { Component: page.SettingsPage };
};
const center = async () => {
  const [page] = await Promise.all([import('./components/user-center-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.UserCenterPage };
};

export const accountRoutes: RouteObject[] = [
  { path: accountPaths.login, lazy: login },
  { path: accountPaths.register, lazy: register },
  { path: accountPaths.forgotPassword, lazy: forgotPassword },
  { path: accountPaths.editPassword, lazy: editPassword },
  { path: accountPaths.info, lazy: profile },
  { path: accountPaths.centerInfo, lazy: profile },
  { path: accountPaths.centerSettingInfo, lazy: profile },
  { path: accountPaths.setting, lazy: settings },
  { path: accountPaths.centerSetting, lazy: settings },
  { path: accountPaths.center, lazy: center },
];
