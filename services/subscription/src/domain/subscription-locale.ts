export const subscriptionLocales = ['CN', 'EN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR'] as const;
export type SubscriptionLocale = (typeof subscriptionLocales)[number];

/** One of our nine locale codes; EN for anything else (a minimal copy of order's helper: services do not import each other). */
export function subscriptionLocale(value: string | undefined): SubscriptionLocale {
  const upper = (value ?? '').trim().toUpperCase();
  return (subscriptionLocales as readonly string[]).includes(upper) ? (upper as SubscriptionLocale) : 'EN';
}

