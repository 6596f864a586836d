import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { appConfig } from '../../../config/app-config';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { localStore, sessionStore } from '../../../lib/storage';
import { useFlowPlans, useSecondPhasePackages, type FlowPlan } from '../api/package-flow-offers';
import type { Sku } from '../api/types';
import { isSessionExpired, loadErrorDetailKey } from '../checkout-errors';
import { FLOW_EXAM_ID } from '../checkout-exams';
import { useCheckoutTranslation } from '../checkout-i18n';
import { currentExamId, lastOrderFor, saveCheckoutSession } from '../checkout-memory';
import { CHECKOUT_PAGE, cleanOrderNumber, paymentQuery, REPORT_PATH, reportQuery, type PaymentTarget } from '../checkout-paths';
import {
  apiStepName,
  isPackageStep,
  nextStep,
  PACKAGE_STEPS,
  resolveStep,
  STEP_COUNT,
  STEP_PLAN,
  stepNumber,
  stepOffer,
  stepPath,
  type PackageStep,
} from '../package-flow';
import { useCheckoutContext, useCheckoutNavigate, useStartAtTop } from './checkout-hooks';
import { CheckoutLink, LoadError, Spinner, StartOver } from './checkout-ui';
import { ConfirmDialog } from './confirm-dialog';
import '../checkout.css';
import '../package-flow.css';

/** The flow's offers are those of the standard test (FLOW_EXAM_ID), priced for the US (the offers API's defaults). */
const SUBSCRIPTION_OFFER_PATH = '/paying/premiumSubscriptions';

/**
 * `/paying/package/:step?orderNumber=…`: after the report purchase, one offer per step — skip the trial,
 * add-on packs, in-depth content, member exclusive — then the report. 'No thanks' asks first.
 */
export function PackageFlowPage() {
  const { step: param } = useParams();
  const { search } = useLocation();
  if (!isPackageStep(param)) return <Navigate to={{ pathname: stepPath(PACKAGE_STEPS[0]), search }} replace />;
  return <FlowStep key={param} step={param} />;
}

function FlowStep({ step }: { step: PackageStep }) {
  const { t } = useCheckoutTranslation();
  const [params] = useSearchParams();
  const goTo = useCheckoutNavigate();
  const orderNumber =
    cleanOrderNumber(params.get('orderNumber')) ?? lastOrderFor(localStore, currentExamId(localStore) ?? appConfig.defaultExamAppId);
  const offer = stepOffer(step);
  // Packs and plans are priced in the currency the report was (the answer flow's country).
  const { country } = useCheckoutContext(FLOW_EXAM_ID, orderNumber);
  const packs = useSecondPhasePackages(FLOW_EXAM_ID, offer === 'sku' && orderNumber ? apiStepName(step) : null, country);
  const plans = useFlowPlans(FLOW_EXAM_ID, country, offer === 'plan' && Boolean(orderNumber));
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(t('flow.pageTitle'));
  useStartAtTop();

  const plan = offer === 'plan' ? plans.plans?.find((candidate) => candidate.planId === STEP_PLAN[step]) : undefined;
  // The free trial of the same membership, when the catalogue sells one: offered beside the paid trial.
  const freeTrial = plan && plans.plans?.find((candidate) => candidate.tier === plan.tier && candidate.trialDays > 0 && candidate.trialPrice.amountMinor === 0);
  const offerCount = offer === 'sku' ? packs.offer?.packages.length : offer === 'plan' ? (plans.plans ? (plan ? 1 : 0) : undefined) : 1;
  const target = offerCount === undefined ? step : resolveStep(step, offerCount);

  // Nothing to offer at this step: straight on to the next one.
  useEffect(() => {
    if (target !== step && orderNumber) goTo(stepPath(target), { orderNumber }, { replace: true });
  }, [target, step, orderNumber, goTo]);

  function moveOn() {
    const next = nextStep(step);
    if (orderNumber) goTo(next ? stepPath(next) : REPORT_PATH, next ? { orderNumber } : reportQuery(orderNumber));
  }

  function buy(sku: Sku) {
    if (!orderNumber) return;
    const payment: PaymentTarget = { orderNumber, skuIds: [sku.skuId], promoCode: '', mode: 'package', step: apiStepName(step), method: '' };
    // The session remembers the flow step paid for: the success page's 'Continue' goes on from it.
    saveCheckoutSession(sessionStore, {
      ...payment,
      examId: sku.examId,
      skuPath: `${stepPath(step)}?orderNumber=${orderNumber}`,
      paymentId: '',
    });
    goTo(CHECKOUT_PAGE.payment, paymentQuery(payment));
  }

  const error = offer === 'sku' ? packs.error : offer === 'plan' ? plans.error : null;
  const retry = offer === 'sku' ? packs.retry : plans.retry;
  let body;
  if (!orderNumber || (error && isSessionExpired(error))) body = <StartOver />;
  else if (error) body = <LoadError onRetry={retry} detail={t(loadErrorDetailKey(error))} />;
  else if (offerCount === undefined || target !== step) body = <Spinner label={t('common.loading')} />;
  else if (step === 'access-product') {
    body = (
      <div className="checkout-actions">
        <CheckoutLink to={REPORT_PATH} query={reportQuery(orderNumber)} className="button button--large">
          {t('flow.accessProduct.open')}
        </CheckoutLink>
      </div>
    );
  } else {
    body = (
      <>
        {offer === 'sku'
          ? packs.offer?.packages.map((sku) => <PackOffer key={sku.skuId} sku={sku} onBuy={() => buy(sku)} />)
          : plan
            ? step === 'skip-trial' && plan.trialDays > 0
              ? <TrialOrSkip plan={plan} freeTrial={freeTrial} orderNumber={orderNumber} />
              : <PlanOffer step={step} plan={plan} orderNumber={orderNumber} />
            : null}
        <p>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {t('flow.noThanks')}
          </button>
        </p>
        {confirming ? (
          <ConfirmDialog
            title={t('flow.confirm.title')}
            text={t('flow.confirm.text')}
            confirmLabel={t('flow.confirm.yes')}
            cancelLabel={t('flow.confirm.back')}
            onConfirm={() => {
              setConfirming(false);
              moveOn();
            }}
            onCancel={() => setConfirming(false)}
          />
        ) : null}
      </>
    );
  }

  const number = stepNumber(step);
  return (
    <section className="checkout checkout--narrow" aria-labelledby="flow-title">
      <header className="checkout__header">
        <p className="pf-progress" data-testid="flow-progress">
          {t('flow.progress', { n: number, total: STEP_COUNT })}
          <span className="pf-progress__bar" aria-hidden="true">
            <span style={{ width: `${(number / STEP_COUNT) * 100}%` }} />
          </span>
        </p>
        <h1 id="flow-title">{t(`flow.${stepKey(step)}.heading`)}</h1>
        <p className="checkout-muted">{t(`flow.${stepKey(step)}.intro`)}</p>
      </header>
      {body}
    </section>
  );
}

function stepKey(step: PackageStep): 'skipTrial' | 'addPacks' | 'depthContent' | 'memberExclusive' | 'accessProduct' {
  const keys = { 'skip-trial': 'skipTrial', 'add-packs': 'addPacks', 'depth-content': 'depthContent', 'member-exclusive': 'memberExclusive', 'access-product': 'accessProduct' } as const;
  return keys[step];
}

function PackOffer({ sku, onBuy }: { sku: Sku; onBuy: () => void }) {
  const { t } = useCheckoutTranslation();
  const discounted = sku.originalPrice.amountMinor > sku.price.amountMinor;
  return (
    <article className="pf-offer" data-testid="flow-offer">
      <h2>{sku.name}</h2>
      <p>{sku.description}</p>
      {sku.features.length > 0 ? (
        <ul>
          {sku.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <p className="checkout-offer__price">
        <strong>{sku.price.formatted}</strong>
        {discounted ? (
          <>
            {' '}
            <s aria-label={t('flow.wasPrice', { price: sku.originalPrice.formatted })}>{sku.originalPrice.formatted}</s>{' '}
            <span>{t('flow.youSave', { amount: sku.youSave.formatted })}</span>
          </>
        ) : null}
      </p>
      <p className="pf-terms">{t('flow.oneTime')}</p>
      <button type="button" className="button button--large" onClick={onBuy}>
        {t('flow.buyPack', { name: sku.name, price: sku.price.formatted })}
      </button>
    </article>
  );
}

/**
 * Step 1: the trials and 'skip the trial' side by side, each with what it costs today, what it costs after and
 * from when, and how to cancel, next to its button. A trial is called free only when it costs nothing.
 */
function TrialOrSkip({ plan, freeTrial, orderNumber }: { plan: FlowPlan; freeTrial: FlowPlan | undefined; orderNumber: string }) {
  const { t } = useCheckoutTranslation();
  const skipPrice = plan.skipTrialPrice.formatted || plan.price.formatted;
  return (
    <div className="pf-choice" data-testid="trial-or-skip">
      {freeTrial && freeTrial.planId !== plan.planId ? <TrialOffer plan={freeTrial} orderNumber={orderNumber} /> : null}
      <TrialOffer plan={plan} orderNumber={orderNumber} />
      <article className="pf-offer" data-testid="flow-offer">
        <h2>{t('flow.skipTrial.skipHeading')}</h2>
        <p>{plan.name}</p>
        <CheckoutLink to={SUBSCRIPTION_OFFER_PATH} query={{ orderNumber, plan: plan.planId, skipTrial: '1' }} className="button button--large">
          {t('flow.skipTrial.buy', { price: skipPrice })}
        </CheckoutLink>
        <p className="pf-terms" data-testid="flow-renewal">
          {t('flow.skipTrial.renewal', { price: plan.price.formatted, period: plan.periodLabel })}
        </p>
      </article>
    </div>
  );
}

/** One trial: a free one says so on its button with the price that follows and from when; a paid one states its price. */
function TrialOffer({ plan, orderNumber }: { plan: FlowPlan; orderNumber: string }) {
  const { t, language } = useCheckoutTranslation();
  const renewsOn = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(Date.now() + plan.trialDays * 86_400_000));
  const free = plan.trialPrice.amountMinor === 0;
  const values = { trialPrice: plan.trialPrice.formatted, days: plan.trialDays, price: plan.price.formatted, period: plan.periodLabel, date: renewsOn };
  return (
    <article className="pf-offer" data-testid={free ? 'flow-free-trial' : 'flow-trial'}>
      <h2>{t(free ? 'flow.skipTrial.freeTrialHeading' : 'flow.skipTrial.trialHeading')}</h2>
      <p>{plan.name}</p>
      <CheckoutLink to={SUBSCRIPTION_OFFER_PATH} query={{ orderNumber, plan: plan.planId }} className="button button--large">
        {free ? t('flow.skipTrial.startFreeTrial', values) : t('flow.skipTrial.startTrial', { days: plan.trialDays, price: plan.trialPrice.formatted })}
      </CheckoutLink>
      <p className="pf-terms" data-testid={free ? 'flow-free-trial-terms' : 'flow-trial-terms'}>
        {t(free ? 'flow.skipTrial.freeTrialTerms' : 'flow.skipTrial.trialTerms', values)}
      </p>
    </article>
  );
}

function PlanOffer({ step, plan, orderNumber }: { step: PackageStep; plan: FlowPlan; orderNumber: string }) {
  const { t } = useCheckoutTranslation();
  const skipTrial = step === 'skip-trial';
  const price = skipTrial ? plan.skipTrialPrice.formatted || plan.price.formatted : plan.price.formatted;
  return (
    <article className="pf-offer" data-testid="flow-offer">
      <h2>{plan.name}</h2>
      <p>{plan.description}</p>
      {plan.features.length > 0 ? (
        <ul>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <CheckoutLink
        to={SUBSCRIPTION_OFFER_PATH}
        query={skipTrial ? { orderNumber, plan: plan.planId, skipTrial: '1' } : { orderNumber, plan: plan.planId }}
        className="button button--large"
      >
        {skipTrial ? t('flow.skipTrial.buy', { price }) : t('flow.memberExclusive.buy', { price, period: plan.periodLabel })}
      </CheckoutLink>
      <p className="pf-terms" data-testid="flow-renewal">
        {skipTrial ? t('flow.skipTrial.renewal', { price: plan.price.formatted, period: plan.periodLabel }) : plan.terms}
      </p>
    </article>
  );
}
