import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MembershipStatus } from '../../../components/membership-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { trackConversion } from '../../../lib/analytics';
import { majorUnits } from '../../../lib/generated/money-units';
import { membershipState } from '../../../lib/membership-state';
import { fetchPrivileges, fetchSubscriptionStatus } from '../api/status';
import { checkPaymentStatus } from '../api/subscribe';
import type { Payment, Subscription } from '../api/types';
import { useSubscriptionTranslation } from '../subscription-i18n';
import { cleanId, formatDate } from '../subscription-logic';
import { SUBSCRIPTION_PAGE } from '../subscription-paths';
import { SiteLink, Spinner } from './subscription-ui';
import '../subscription.css';

const POLL_MS = 1500;
const MAX_POLLS = 60;

type State = { phase: 'waiting' } | { phase: 'failed'; reason: string } | { phase: 'missing' } | { phase: 'done'; subscription: Subscription | null };

/**
 * Without an exam order (a member subscribing from the plans): the member's subscription, once the subscription
 * service has heard of the payment (a few seconds at most); null for a visitor who is not signed in.
 */
async function membersSubscription(stopped: () => boolean): Promise<Subscription | null> {
  for (let attempt = 0; attempt < 20 && !stopped(); attempt += 1) {
    const privileges = await fetchPrivileges().catch(() => null);
    if (!privileges) return null;
    if (privileges.subscription) return privileges.subscription;
    await new Promise((resolve) => window.setTimeout(resolve, 500));
  }
  return null;
}

/**
 * The trial (or, with the trial skipped, the subscription) started: once per subscription, at what the first charge
 * took. Without the subscription (a visitor who is not signed in and has no order) it is not known which, so nothing.
 */
function trackSubscriptionStart(subscription: Subscription | null, payment: Payment): void {
  if (!subscription) return;
  trackConversion(subscription.trialEndsAt ? 'trial_start' : 'subscription_start', {
    transactionId: subscription.subscriptionId,
    value: majorUnits(payment.amount.amountMinor, payment.amount.currency),
    currency: payment.amount.currency,
    itemId: subscription.planId,
  });
}

/**
 * `/paying/subscribe/check?paymentId=&subscriptionId=&orderNumber=[&token=]`: waits for the first charge, then
 * shows the trial (or membership) with its dates and how to cancel.
 */
export function SubscribeCheckPage() {
  const { t, language } = useSubscriptionTranslation();
  const [params] = useSearchParams();
  const paymentId = cleanId(params.get('paymentId'));
  const orderNumber = cleanId(params.get('orderNumber'));
  // Back from PayPal's approval page: its token lets the first check capture at once.
  const paypalToken = cleanId(params.get('token')) ?? undefined;
  const [state, setState] = useState<State>(paymentId ? { phase: 'waiting' } : { phase: 'missing' });
  useDocumentTitle(t('check.pageTitle'));

  useEffect(() => {
    if (!paymentId) return undefined;
    let stopped = false;
    let timer = 0;
    async function poll(count: number) {
      try {
        const payment = await checkPaymentStatus(paymentId as string, count === 0 ? paypalToken : undefined);
        if (stopped) return;
        if (payment.status === 'succeeded') {
          const subscription = orderNumber ? ((await fetchSubscriptionStatus(orderNumber).catch(() => null))?.subscription ?? null) : await membersSubscription(() => stopped);
          if (stopped) return;
          setState({ phase: 'done', subscription });
          trackSubscriptionStart(subscription, payment);
          return;
        }
        if (payment.status === 'failed' || payment.status === 'canceled') {
          setState({ phase: 'failed', reason: payment.failureMessage });
          return;
        }
      } catch {
        if (stopped) return;
      }
      if (count >= MAX_POLLS) setState({ phase: 'failed', reason: '' });
      else timer = window.setTimeout(() => void poll(count + 1), POLL_MS);
    }
    void poll(0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [paymentId, orderNumber, paypalToken]);

  let body;
  let heading = t('check.waiting');
  // The heading tells what the membership is now: a page opened again after cancelling says so.
  const now = membershipState(state.phase === 'done' ? state.subscription : null, Date.now());
  if (state.phase === 'done') heading = now.kind === 'trialing' ? t('check.trialHeading') : now.kind === 'active' || !state.subscription ? t('check.activeHeading') : t('manage.heading');
  if (state.phase === 'missing') body = <p className="sub-alert" role="alert">{t('check.missing')}</p>;
  else if (state.phase === 'waiting') body = <Spinner label={t('check.waiting')} />;
  else if (state.phase === 'failed')
    body = (
      <div className="sub-alert" role="alert">
        <p>{t('check.failed')}</p>
        {state.reason ? <p>{state.reason}</p> : null}
        <SiteLink to={SUBSCRIPTION_PAGE.offer} query={orderNumber ? { orderNumber } : {}} className="button">
          {t('check.tryAgain')}
        </SiteLink>
      </div>
    );
  else {
    const sub = state.subscription;
    const trialing = now.kind === 'trialing';
    body = (
      <div className="sub-result" data-testid="subscription-started">
        {sub ? <MembershipStatus subscription={sub} /> : null}
        {sub?.trialEndsAt && trialing ? <p data-testid="trial-ends">{t('check.trialEnds', { date: formatDate(sub.trialEndsAt, language) })}</p> : null}
        {sub?.nextChargeAt && sub.nextCharge && now.cancellable ? (
          <p data-testid="next-charge">{t('check.nextCharge', { amount: sub.nextCharge.formatted, date: formatDate(sub.nextChargeAt, language) })}</p>
        ) : null}
        {now.cancellable || !sub ? (
          <>
            <p>{t('check.howToCancel')}</p>
            <SiteLink to={SUBSCRIPTION_PAGE.cancel}>{t('check.cancelLink')}</SiteLink>
          </>
        ) : null}
      </div>
    );
  }

  return (
    <section className="sub-page sub-page--narrow" aria-labelledby="check-title">
      <h1 id="check-title">{heading}</h1>
      {body}
    </section>
  );
}
