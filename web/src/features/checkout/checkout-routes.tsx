/**
 * The checkout's routes, for the app router (children of the site layout): the SKU/price page, the
 * payment page, the sandbox approval page, status check, success, failed, add-on packs and the package flow's steps, under every
 * name the spec gives them. Each page is its own chunk, loaded with the checkout texts.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../lib/i18n';
import { checkoutPaths } from './checkout-paths';
import { PACKAGE_FLOW_ROUTE } from './package-flow';

const NAMESPACES = ['checkout'];

const skuPage = async () => {
  const [page] = await Promise.all([import('./components/sku-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.SkuPage };
};
const paymentPage = async () => {
  const [page] = await Promise.all([import('./components/payment-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.PaymentPage };
};
const approvalPage = async () => {
  const [page] = await Promise.all([import('./components/sandbox-approval-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.SandboxApprovalPage };
};
const checkPage = async () => {
  const [page] = await Promise.all([import('./components/pay-check-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.PayCheckPage };
};
const successPage = async () => {
  const [page] = await Promise.all([import('./components/pay-success-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.PaySuccessPage };
};
const failedPage = async () => {
  const [page] = await Promise.all([import('./components/pay-failed-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.PayFailedPage };
};
const packagePage = async () => {
  const [page] = await Promise.all([import('./components/package-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.PackagePage };
};
const packageFlowPage = async () => {
  const [page] = await Promise.all([import('./components/package-flow-page'), loadNamespaces(NAMESPACES)]);
  return { Component: page.PackageFlowPage };
};

const routesFor = (paths: readonly string[], lazy: RouteObject['lazy']): RouteObject[] => paths.map((path) => ({ path, lazy }));

export const checkoutRoutes: RouteObject[] = [
  ...routesFor(checkoutPaths.sku, skuPage),
  ...routesFor(checkoutPaths.payment, paymentPage),
  ...routesFor(checkoutPaths.sandboxApproval, approvalPage),
  ...routesFor(checkoutPaths.check, checkPage),
  ...routesFor(checkoutPaths.success, successPage),
  ...routesFor(checkoutPaths.failed, failedPage),
  ...routesFor(checkoutPaths.packages, packagePage),
  // The package flow after the report purchase: skip-trial, add-packs, depth-content, member-exclusive, access-product.
  { path: PACKAGE_FLOW_ROUTE, lazy: packageFlowPage },
];
