/** The subscription pages' app paths (without locale prefix). */
export const subscriptionPaths = {
  offer: ['/paying/premiumSubscriptions', '/paying/subscribe'],
  check: ['/paying/subscribe/check'],
  upgrade: ['/paying/upgrade', '/upgrade/premium'],
  cancel: ['/cancel/subscription'],
  manage: ['/membership/manage'],
  cancelSuccess: ['/cancel/success'],
  plans: ['/paying/plans'],
  explainer: ['/primer', '/payinsider'],
} as const;

export const SUBSCRIPTION_PAGE = {
  offer: '/paying/premiumSubscriptions',
  check: '/paying/subscribe/check',
  upgrade: '/paying/upgrade',
  cancel: '/cancel/subscription',
  manage: '/membership/manage',
  cancelSuccess: '/cancel/success',
  plans: '/paying/plans',
  login: '/user/login',
  register: '/user/register',
  help: '/help',
  support: '/support',
  takeTest: '/quiz/standard',
} as const;
