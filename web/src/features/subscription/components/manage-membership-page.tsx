import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MembershipStatus } from '../../../components/membership-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { membershipState } from '../../../lib/membership-state';
import { cancelWithToken } from '../api/cancel';
import { fetchMembership, type Membership } from '../api/membership';
import { describeFailure, isStatus, type Message } from '../subscription-errors';
import { useSubscriptionTranslation } from '../subscription-i18n';
import { cleanToken, formatDate } from '../subscription-logic';
import { SUBSCRIPTION_PAGE } from '../subscription-paths';
import { MessageAlert, SiteLink, Spinner } from './subscription-ui';
import '../subscription.css';

type View = { phase: 'loading' } | { phase: 'failed'; message: Message } | { phase: 'shown'; membership: Membership };

/**
 * `/membership/manage?token=` (and the older `/cancel/subscription?token=`): the page behind the link in every
 * membership mail. No password: it shows the one membership the link names — its state, its receipt — and
 * cancels it with one press while cancelling still changes something. A used link shows what happened; an
 * expired one still shows the state and offers a fresh link.
 */
export function ManageMembershipPage() {
  const { t } = useSubscriptionTranslation();
  const [params] = useSearchParams();
  const token = cleanToken(params.get('token'));
  useDocumentTitle(t('manage.pageTitle'));
  return (
    <section className="sub-page sub-page--narrow" aria-labelledby="manage-title">
      <h1 id="manage-title">{t('manage.heading')}</h1>
      <ManageMembership token={token} />
    </section>
  );
}

export function ManageMembership({ token }: { token: string | null }) {
  const { t, language } = useSubscriptionTranslation();
  const id = useId();
  const [view, setView] = useState<View>(token ? { phase: 'loading' } : { phase: 'failed', message: { key: 'cancel.invalidLink' } });
  const [attempt, setAttempt] = useState(0);
  const [canceledNow, setCanceledNow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<Message | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    let stopped = false;
    fetchMembership(token).then(
      (membership) => !stopped && setView({ phase: 'shown', membership }),
      (error: unknown) =>
        !stopped && setView({ phase: 'failed', message: isStatus(error, 400, 404) ? { key: 'cancel.invalidLink' } : describeFailure(error, 'common.loadFailed') }),
    );
    return () => {
      stopped = true;
    };
  }, [token, attempt]);

  if (view.phase === 'loading') return <Spinner label={t('manage.loading')} />;
  if (view.phase === 'failed') {
    const invalid = 'key' in view.message && view.message.key === 'cancel.invalidLink';
    return (
      <div className="sub-offer">
        <MessageAlert message={view.message} testId="cancel-alert" />
        {invalid ? (
          <p>
            <SiteLink to={SUBSCRIPTION_PAGE.cancel}>{t('cancel.newLink')}</SiteLink>
          </p>
        ) : (
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }

  const { subscription, linkExpired, charges } = view.membership;
  const state = membershipState(subscription, Date.now());

  /** The one press: cancels, then shows the state the service answered. */
  async function onCancel() {
    if (!token) return;
    setAlert(null);
    setBusy(true);
    try {
      const canceled = await cancelWithToken(token);
      setView({ phase: 'shown', membership: { ...view.phase === 'shown' ? view.membership : { linkExpired: false, charges: [] }, subscription: canceled.subscription } });
      setCanceledNow(true);
    } catch (error) {
      setAlert(isStatus(error, 400, 404, 410) ? { key: 'cancel.invalidLink' } : describeFailure(error, 'common.loadFailed'));
    }
    setBusy(false);
  }

  return (
    <div className="sub-offer" data-testid="membership">
      {subscription.emailMasked ? <p>{t('manage.for', { email: subscription.emailMasked })}</p> : null}
      <MembershipStatus subscription={subscription} />
      {canceledNow ? (
        <p className="sub-result" role="status" data-testid="cancel-done">
          {t('cancelSuccess.heading')}. {t('cancelSuccess.noMoreCharges')}
        </p>
      ) : null}
      {!canceledNow && (state.kind === 'canceled' || state.kind === 'ended') ? (
        <p data-testid="already-canceled">{t('manage.alreadyCanceled')}</p>
      ) : null}
      {linkExpired ? (
        <div className="sub-alert" role="alert" data-testid="link-expired">
          <p>{t('manage.expired')}</p>
          <SiteLink to={SUBSCRIPTION_PAGE.cancel}>{t('cancel.newLink')}</SiteLink>
        </div>
      ) : null}
      {state.cancellable && !linkExpired ? (
        <>
          <p>{t('cancel.confirmIntro')}</p>
          <MessageAlert message={alert} testId="cancel-alert" />
          <button type="button" className="button" disabled={busy} onClick={() => void onCancel()}>
            {busy ? t('cancel.confirming') : t('cancel.confirm')}
          </button>
        </>
      ) : null}
      {charges.length ? (
        <>
          <h2 id={`${id}-receipt`}>{t('manage.receipt')}</h2>
          <table className="sub-receipt" aria-labelledby={`${id}-receipt`} data-testid="membership-receipt">
            <tbody>
              {charges.map((charge) => (
                <tr key={charge.paymentId || charge.paidAt}>
                  <td>{formatDate(charge.paidAt, language)}</td>
                  <td>{t(`manage.chargeKind.${charge.kind}`)}</td>
                  <td>{charge.amount.formatted}</td>
                  <td>{charge.paymentId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <h2>{t('manage.claimHeading')}</h2>
      <p>{t('manage.claim')}</p>
      <SiteLink to={SUBSCRIPTION_PAGE.register}>{t('manage.claimLink')}</SiteLink>
    </div>
  );
}
