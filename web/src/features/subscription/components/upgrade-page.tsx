import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { examIds } from '../../../lib/generated/product';
import { browserLanguageTags, regionFromLanguageTags } from '../../../lib/region';
import { LEGAL_LINKS } from '../../../lib/legal-links';
import { localStore } from '../../../lib/storage';
import { buyerCountry } from '../offer-memory';
import { membershipState } from '../../../lib/membership-state';
import { searchWithTracking } from '../../../lib/tracking-query';
import { changeSubscription } from '../api/cancel';
import { usePlans } from '../api/plans';
import { usePrivileges } from '../api/status';
import type { PlanList } from '../api/types';
import { describeFailure, isStatus, type Message } from '../subscription-errors';
import { useSubscriptionTranslation } from '../subscription-i18n';
import { SUBSCRIPTION_PAGE } from '../subscription-paths';
import { periodText } from '../period-text';
import { PlanChoices } from './plans-page';
import { LoadError, MessageAlert, SiteLink, Spinner } from './subscription-ui';
import '../subscription.css';

/**
 * `/paying/upgrade`: the premium price and what upgrading does (the trial ends and the current
 * subscription is canceled today, no refund for the current cycle), shown before the unticked consent
 * box; then `changeSubscription`. Signed-in members only.
 */
export function UpgradePage() {
  const { t } = useSubscriptionTranslation();
  const [params] = useSearchParams();
  const examId = /^\w{1,20}$/.test(params.get('examId') ?? '') ? (params.get('examId') as string) : examIds.type;
  const member = usePrivileges();
  // What the member has decides the page: nothing live → subscribe (never "upgrade"); premium → nothing to do.
  const current = member.privileges?.subscription ?? null;
  const live = membershipState(current, Date.now()).cancellable;
  // The upgrade is charged in the subscription's own currency, so premium is shown in it, not the browser's.
  const { list, error, retry } = usePlans(examId, buyerCountry(localStore, examId, regionFromLanguageTags(browserLanguageTags())), 'premium', live ? current?.currency : undefined);
  useDocumentTitle(t('upgrade.pageTitle'));

  const signedOut = isStatus(member.error, 401, 403);
  const noPlan = Boolean(member.privileges) && !live;

  let body;
  if (error) body = <LoadError onRetry={retry} />;
  else if (!list || member.isLoading) body = <Spinner label={t('common.loading')} />;
  else if (noPlan)
    body = (
      <>
        <p data-testid="upgrade-none">{t('upgrade.noneIntro')}</p>
        <PlanChoices />
      </>
    );
  else if (live && current?.tier === 'premium') body = <p className="sub-result" role="status">{t('upgrade.alreadyPremium')}</p>;
  else body = <UpgradeForm list={list} signedOut={signedOut} currentId={current?.subscriptionId ?? ''} trialing={!current || current.status === 'trialing'} />;

  return (
    <section className="sub-page sub-page--narrow" aria-labelledby="upgrade-title">
      <h1 id="upgrade-title">{noPlan ? t('upgrade.noneHeading') : t('upgrade.heading')}</h1>
      {body}
    </section>
  );
}

/** Signed out: the price and what upgrading does, then the way to sign in (and back here). */
function SignInFirst() {
  const { t } = useSubscriptionTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="sub-alert" role="alert">
      <p>{t('upgrade.signIn')}</p>
      <SiteLink to={SUBSCRIPTION_PAGE.login} query={{ redirect: `${pathname}${search}` }} className="button">
        {t('upgrade.signInLink')}
      </SiteLink>
    </div>
  );
}

function UpgradeForm({ list, signedOut, currentId, trialing }: { list: PlanList; signedOut: boolean; currentId: string; trialing: boolean }) {
  const { t } = useSubscriptionTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const plan = list.plans.find((candidate) => candidate.tier === 'premium');
  const [consent, setConsent] = useState(false);
  const [alert, setAlert] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const consentRef = useRef<HTMLInputElement>(null);

  if (!plan) return <MessageAlert message={{ key: 'upgrade.noPlan' }} />;
  const premium = plan;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (!consent) {
      setAlert({ key: 'upgrade.consentRequired' });
      consentRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await changeSubscription({
        planId: premium.planId,
        ...(currentId ? { subscriptionId: currentId } : {}),
        consentGiven: true,
        consentVersion: list.consentVersion,
      });
      if (result.paymentId && result.paymentStatus !== 'succeeded') {
        void navigate({
          pathname: SUBSCRIPTION_PAGE.check,
          search: searchWithTracking(search, { paymentId: result.paymentId, subscriptionId: result.subscription.subscriptionId }),
        });
        return;
      }
      setDone(true);
    } catch (error) {
      setAlert(describeFailure(error, 'upgrade.failed'));
    }
    setBusy(false);
  }

  if (done) return <p className="sub-result" role="status">{t('upgrade.done')}</p>;

  return (
    <form className="sub-offer" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="sub-plan__price" data-testid="premium-price">
        {t('upgrade.price', { price: premium.price.formatted, period: periodText(t, premium) })}
      </p>
      <div className="sub-terms">
        {/* What ends today: the trial only when there is one. */}
        <p className="sub-notice" data-testid="upgrade-notice">{trialing ? t('upgrade.notice') : t('upgrade.noticeActive')}</p>
        {premium.terms ? <p className="sub-terms__server">{premium.terms}</p> : null}
        {signedOut ? (
          <SignInFirst />
        ) : (
          <>
            <label className="sub-check sub-consent">
              <input ref={consentRef} id={`${id}-consent`} type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
              <span>{t('upgrade.consentLabel')}</span>
            </label>
            <p className="sub-links">
              <SiteLink to={LEGAL_LINKS.terms.pathname} hash={LEGAL_LINKS.terms.hash}>
                {t('upgrade.terms')}
              </SiteLink>
              <SiteLink to={LEGAL_LINKS.privacy.pathname} hash={LEGAL_LINKS.privacy.hash}>
                {t('upgrade.privacy')}
              </SiteLink>
            </p>
            <MessageAlert message={alert} />
            <button type="submit" className="button sub-pay" disabled={busy}>
              {busy ? t('upgrade.submitting') : t('upgrade.submit', { price: premium.price.formatted })}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
