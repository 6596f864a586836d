/**
 * The membership's state in one line ("Cancelled — access until 5 December 2026"), the same words on every
 * page that shows a membership; routes that render it load MEMBERSHIP_NAMESPACE.
 */
import { useTranslation } from 'react-i18next';
import { MEMBERSHIP_NAMESPACE, type MembershipFacts, membershipState } from '../lib/membership-state';

export interface MembershipStatusProps {
  subscription: (MembershipFacts & { planName?: string; nextCharge?: { formatted: string } }) | null | undefined;
  /** The clock the state is read at (tests pass their own). */
  now?: number;
}

export function MembershipStatus({ subscription, now = Date.now() }: MembershipStatusProps) {
  const { t, i18n } = useTranslation(MEMBERSHIP_NAMESPACE);
  const state = membershipState(subscription, now);
  const date = state.date ? new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(state.date)) : '';
  const line = t(date ? `state.${state.kind}` : `stateNoDate.${state.kind}`, { date });
  const renews = (state.kind === 'trialing' || state.kind === 'active') && subscription?.nextChargeAt && subscription.nextCharge?.formatted;
  return (
    <div className="membership-status" data-state={state.kind}>
      <p role="status" data-testid="membership-state">
        {subscription?.planName ? <strong>{subscription.planName}: </strong> : null}
        {line}
      </p>
      {renews ? (
        <p data-testid="membership-renewal">
          {t('renews', {
            price: subscription.nextCharge?.formatted ?? '',
            date: new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(subscription.nextChargeAt as string)),
          })}
        </p>
      ) : null}
    </div>
  );
}
