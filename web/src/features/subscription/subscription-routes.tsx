/**
 * The subscription pages' routes, for the app router (children of the site layout): the offer page,
 * the payment check, the upgrade page, cancelling by e-mail link, the membership link's page, the plans page and the payment-methods
 * explainer. Each page is its own chunk, loaded with the subscription texts.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { MEMBERSHIP_NAMESPACE } from '../../lib/membership-state';
import { SUBSCRIPTION_NAMESPACE } from './subscription-i18n';
import { subscriptionPaths } from './subscription-paths';

const NAMESPACES = [SUBSCRIPTION_NAMESPACE, MEMBERSHIP_NAMESPACE];

const offer = async () => {
  const [page] = await Promise.all([import('./components/offer-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.OfferPage };
};
const check = async () => {
  const [page] = await Promise.all([import('./components/subscribe-check-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.SubscribeCheckPage };
};
const upgrade = async () => {
  const [page] = await Promise.all([import('./components/upgrade-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.UpgradePage };
};
const cancel = async () => {
  const [page] = await Promise.all([import('./components/cancel-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.CancelPage };
};
const manage = async () => {
  const [page] = await Promise.all([import('./components/manage-membership-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.ManageMembershipPage };
};
const cancelSuccess = async () => {
  const [page] = await Promise.all([import('./components/cancel-success-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.CancelSuccessPage };
};
const plans = async () => {
  const [page] = await Promise.all([import('./components/plans-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.PlansPage };
};
const explainer = async () => {
  const [page] = await Promise.all([import('./components/explainer-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.ExplainerPage };
};

const routesFor = (paths: readonly string[], lazy: RouteObject['lazy']): RouteObject[] => paths.map((path) => ({ path, lazy }));

export const subscriptionRoutes: RouteObject[] = [
  ...routesFor(subscriptionPaths.check, check),
  ...routesFor(subscriptionPaths.offer, offer),
  ...routesFor(subscriptionPaths.upgrade, upgrade),
  ...routesFor(subscriptionPaths.cancel, cancel),
  ...routesFor(subscriptionPaths.manage, manage),
  ...routesFor(subscriptionPaths.cancelSuccess, cancelSuccess),
  ...routesFor(subscriptionPaths.plans, plans),
  ...routesFor(subscriptionPaths.explainer, explainer),
];
