import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { examIds } from '../../../lib/generated/product';
import { browserLanguageTags, regionFromLanguageTags } from '../../../lib/region';
import { localStore } from '../../../lib/storage';
import { buyerCountry } from '../offer-memory';
import { membershipState } from '../../../lib/membership-state';
import { usePlans } from '../api/plans';
import { usePrivileges } from '../api/status';
import { periodText, trialText } from '../period-text';
import { useSubscriptionTranslation } from '../subscription-i18n';
import { cleanId } from '../subscription-logic';
import { SUBSCRIPTION_PAGE } from '../subscription-paths';
import { LoadError, SiteLink, Spinner } from './subscription-ui';
import '../subscription.css';

/** `/paying/plans`: every plan with its prices, and the help links the spec lists. */
export function PlansPage() {
  const { t } = useSubscriptionTranslation();
  useDocumentTitle(t('plans.pageTitle'));
  return (
    <section className="sub-page" aria-labelledby="plans-title">
      <h1 id="plans-title">{t('plans.heading')}</h1>
      <PlanChoices />
      <nav className="sub-help" aria-labelledby="plans-help">
        <h2 id="plans-help">{t('plans.helpHeading')}</h2>
        <ul>
          <li>
            <SiteLink to={SUBSCRIPTION_PAGE.help} hash="subscription-management">{t('plans.management')}</SiteLink>
          </li>
          <li>
            <SiteLink to={SUBSCRIPTION_PAGE.help} hash="billing-and-payments">{t('plans.billing')}</SiteLink>
          </li>
          <li>
            <SiteLink to={SUBSCRIPTION_PAGE.help} hash="legal-and-policies">{t('plans.legal')}</SiteLink>
          </li>
          <li>
            <SiteLink to={SUBSCRIPTION_PAGE.support}>{t('plans.support')}</SiteLink>
          </li>
          <li>
            <SiteLink to={SUBSCRIPTION_PAGE.cancel}>{t('plans.cancelLink')}</SiteLink>
          </li>
        </ul>
      </nav>
    </section>
  );
}

/**
 * The plans, each leading where it can be had from the visitor's state: a member whose basic membership or
 * trial is live upgrades to premium on the upgrade page; anybody else subscribes to it on the offer page.
 */
export function PlanChoices() {
  const { t } = useSubscriptionTranslation();
  const [params] = useSearchParams();
  const orderNumber = cleanId(params.get('orderNumber'));
  const { list, error, retry } = usePlans(examIds.type, buyerCountry(localStore, examIds.type, regionFromLanguageTags(browserLanguageTags())));
  const member = usePrivileges();
  const current = member.privileges?.subscription;
  const canUpgrade = current?.tier === 'basic' && membershipState(current, Date.now()).cancellable;

  if (error) return <LoadError onRetry={retry} />;
  if (!list || member.isLoading) return <Spinner label={t('common.loading')} />;
  return (
    <ul className="sub-plan-list" data-testid="plan-choices">
      {list.plans.map((plan) => (
        <li key={plan.planId} className="sub-plan">
          <span className="sub-plan__name">{plan.name}</span>
          <span className="sub-plan__desc">{plan.description}</span>
          <span className="sub-plan__price">
            {plan.trialDays > 0
              ? `${trialText(t, plan)}, ${t('offer.renewLine', { price: plan.price.formatted, period: periodText(t, plan) })}`
              : t('offer.noTrialLine', { price: plan.price.formatted, period: periodText(t, plan) })}
          </span>
          <SiteLink
            to={plan.tier === 'premium' && canUpgrade ? SUBSCRIPTION_PAGE.upgrade : SUBSCRIPTION_PAGE.offer}
            query={{ ...(orderNumber ? { orderNumber } : {}), ...(plan.tier === 'premium' && canUpgrade ? {} : { plan: plan.planId }) }}
            className="button"
          >
            {t('plans.choose')}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
