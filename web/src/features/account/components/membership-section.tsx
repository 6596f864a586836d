import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MembershipStatus } from '../../../components/membership-status';
import { membershipState } from '../../../lib/membership-state';
import { describeError } from '../account-errors';
import { useAccountTranslation } from '../account-i18n';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useMembership } from '../api/membership';
import { FormAlert, type Msg } from './form-parts';

/** The plan pages, linked by address (features do not import each other). */
const PLANS_PATH = '/paying/plans';
const UPGRADE_PATH = '/paying/upgrade';

/**
 * The member's membership as it is now, with only the actions that make sense: no plan → the plans; basic or
 * trial → upgrade and cancel; premium → cancel; cancelled or ended → the plans again. Cancel is one click.
 */
export function MembershipSection() {
  const { t, language } = useAccountTranslation();
  const id = useId();
  const { membership, error: loadError, refresh } = useMembership();
  const { cancelSubscription, isCanceling } = useCancelSubscription();
  const [error, setError] = useState<Msg | null>(null);
  const [canceledNote, setCanceledNote] = useState('');
  const subscription = membership?.subscription ?? null;
  const state = membershipState(subscription, Date.now());

  async function onCancel() {
    setError(null);
    try {
      const { subscription: canceled } = await cancelSubscription();
      await refresh((current) => (current && canceled ? { ...current, subscription: { ...current.subscription!, ...canceled } } : current), { revalidate: true });
      const until = canceled?.accessEndsAt ? new Date(canceled.accessEndsAt) : null;
      setCanceledNote(
        until && !Number.isNaN(until.getTime())
          ? t('subscription.canceled', { date: new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(until) })
          : t('subscription.canceledNoDate'),
      );
    } catch (failure) {
      const described = describeError(failure);
      setError('key' in described ? described.key : { message: described.message });
    }
  }

  return (
    <section aria-labelledby={`${id}-subscription`} data-testid="membership-section">
      <h2 id={`${id}-subscription`}>{t('subscription.heading')}</h2>
      {membership ? <MembershipStatus subscription={subscription} /> : loadError ? null : <p role="status">{t('common.loading')}</p>}
      {canceledNote ? (
        <p role="status" data-testid="subscription-canceled">
          {canceledNote}
        </p>
      ) : null}
      <ul className="account-menu">
        {membership && (state.kind === 'none' || state.kind === 'ended' || state.kind === 'canceled' || state.kind === 'pending') ? (
          <li>
            <Link to={PLANS_PATH}>{t('subscription.plans')}</Link>
          </li>
        ) : null}
        {state.cancellable && subscription?.tier === 'basic' ? (
          <li>
            <Link to={UPGRADE_PATH}>{t('subscription.upgrade')}</Link>
          </li>
        ) : null}
        {state.cancellable ? (
          <li>
            <button type="button" className="button button--secondary" onClick={() => void onCancel()} disabled={isCanceling}>
              {isCanceling ? t('subscription.canceling') : t('subscription.cancel')}
            </button>
          </li>
        ) : null}
      </ul>
      <FormAlert error={error} />
    </section>
  );
}
