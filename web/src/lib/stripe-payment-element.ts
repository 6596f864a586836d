/**
 * Card payments through Stripe: Stripe's library is loaded only here (its own chunk, and only when a
 * publishable key is configured), and its Payment Element takes the card details, so our servers
 * never see them. `confirmPayment` sends the visitor on to our status check page. Used by the checkout and
 * the subscription offer (whose intent keeps the card for renewals: `setup_future_usage: 'off_session'`). A free
 * trial charges nothing today: its secret is a SetupIntent's (`seti_…`), confirmed with `confirmSetup`.
 */
import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';

export interface StripeSession {
  stripe: Stripe;
  elements: StripeElements;
  /** The intent's secret: a PaymentIntent's, or a SetupIntent's (`seti_…`) when nothing is charged today. */
  clientSecret: string;
}

const STRIPE_LOCALES: Record<string, StripeElementLocale> = {
  en: 'en',
  'zh-CN': 'zh',
  'zh-HK': 'zh-HK',
  fr: 'fr',
  es: 'es',
  de: 'de',
  pt: 'pt',
  ja: 'ja',
  ko: 'ko',
};

/** Loads Stripe.js, mounts the Payment Element into `container`, resolves once it is ready. */
export async function mountStripePaymentElement(
  publishableKey: string,
  clientSecret: string,
  languageTag: string,
  container: HTMLElement,
): Promise<StripeSession> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey, { locale: STRIPE_LOCALES[languageTag] ?? 'auto' });
  if (!stripe) throw new Error('Stripe.js did not load');
  const elements = stripe.elements({ clientSecret, locale: STRIPE_LOCALES[languageTag] ?? 'auto' });
  const element = elements.create('payment', { layout: 'tabs' });
  await new Promise<void>((resolve, reject) => {
    element.on('ready', () => resolve());
    element.on('loaderror', (event) => reject(new Error(event.error.message ?? 'Stripe form failed to load')));
    element.mount(container);
  });
  return { stripe, elements, clientSecret };
}

/** A SetupIntent's client secret (a card kept without a charge) rather than a PaymentIntent's. */
export const isSetupSecret = (clientSecret: string) => clientSecret.startsWith('seti_');

/**
 * Confirms the payment, or with a SetupIntent's secret keeps the card without charging; Stripe redirects to
 * `returnUrl` (absolute) or returns its error message.
 */
export async function confirmStripePayment(session: StripeSession, returnUrl: string): Promise<string> {
  const confirmParams = { return_url: returnUrl };
  const result = isSetupSecret(session.clientSecret)
    ? await session.stripe.confirmSetup({ elements: session.elements, confirmParams })
    : await session.stripe.confirmPayment({ elements: session.elements, confirmParams });
  return result.error.message ?? result.error.code ?? 'error';
}
