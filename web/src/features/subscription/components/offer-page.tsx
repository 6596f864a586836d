import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useHref, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { currentLocale } from '../../../lib/i18n';
import { searchWithTracking } from '../../../lib/tracking-query';
import { useOfferExpiry, useOrderExamId, usePlans } from '../api/plans';
import { startSubscription, submitSandboxCard } from '../api/subscribe';
import type { PlanList } from '../api/types';
import { periodText } from '../period-text';
import { describeFailure, type Message } from '../subscription-errors';
import { useSubscriptionTranslation } from '../subscription-i18n';
import {
  cleanId,
  exampleActivity,
  firstRenewalDate,
  formatCountdown,
  formatDate,
  invalidCardFields,
  isValidEmail,
  secondsLeft,
  validateConsent,
  type CardInput,
} from '../subscription-logic';
import { SUBSCRIPTION_PAGE } from '../subscription-paths';
import { LoadError, MessageAlert, SiteLink, Spinner, TestModeBanner } from './subscription-ui';
import '../subscription.css';

/**
 * The subscription offer page (`/paying/premiumSubscriptions?orderNumber=`): the plans with trial and
 * renewal prices, the terms and the unticked consent box next to the pay button, the test-mode card
 * form, FAQ, sample reviews (labelled as samples) and an example activity list (labelled as an
 * illustration: there is no live data behind it).
 */
export function OfferPage() {
  const { t } = useSubscriptionTranslation();
  const [params] = useSearchParams();
  const orderNumber = cleanId(params.get('orderNumber'));
  const { examId } = useOrderExamId(orderNumber);
  useDocumentTitle(t('offer.pageTitle'));

  return (
    <section className="sub-page" aria-labelledby="offer-title">
      <header className="sub-header">
        <h1 id="offer-title">{t('offer.heading')}</h1>
        <p>{t('offer.intro')}</p>
      </header>
      {examId ? <OfferLoader examId={examId} orderNumber={orderNumber} /> : <Spinner label={t('common.loading')} />}
      <Faq />
      <SampleReviews />
      <ExampleActivity />
      <nav className="sub-links">
        <SiteLink to={SUBSCRIPTION_PAGE.plans}>{t('offer.plansLink')}</SiteLink>
        <SiteLink to="/primer">{t('offer.methodsLink')}</SiteLink>
      </nav>
    </section>
  );
}

function OfferLoader({ examId, orderNumber }: { examId: string; orderNumber: string | null }) {
  const { t } = useSubscriptionTranslation();
  // `?plan=premium-month` (from the package flow's member step) offers every tier; the basic plan otherwise.
  const [params] = useSearchParams();
  const { list, error, retry } = usePlans(examId, 'US', params.get('plan') === 'premium-month' ? undefined : 'basic');
  const expiresAt = useOfferExpiry(examId, orderNumber, currentLocale());
  if (error) return <LoadError onRetry={retry} />;
  if (!list) return <Spinner label={t('common.loading')} />;
  if (list.plans.length === 0) return <MessageAlert message={{ key: 'upgrade.noPlan' }} />;
  return <OfferForm list={list} orderNumber={orderNumber} expiresAt={expiresAt} />;
}

function Countdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useSubscriptionTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(expiresAt, now);
  useEffect(() => {
    if (left === null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left === null]); // eslint-disable-line react-hooks/exhaustive-deps
  if (left === null) return null;
  return (
    <p className="sub-countdown" data-testid="offer-countdown">
      {t('offer.countdown', { time: formatCountdown(left) })}
    </p>
  );
}

const EMPTY_CARD: CardInput = { cardNumber: '', expiry: '', cvc: '', cardholderName: '', postalCode: '' };
const CARD_FIELDS: { field: keyof CardInput; label: 'card.number' | 'card.expiry' | 'card.cvc' | 'card.name' | 'card.postalCode'; autoComplete: string }[] = [
  { field: 'cardNumber', label: 'card.number', autoComplete: 'cc-number' },
  { field: 'expiry', label: 'card.expiry', autoComplete: 'cc-exp' },
  { field: 'cvc', label: 'card.cvc', autoComplete: 'cc-csc' },
  { field: 'cardholderName', label: 'card.name', autoComplete: 'cc-name' },
  { field: 'postalCode', label: 'card.postalCode', autoComplete: 'postal-code' },
];

function OfferForm({ list, orderNumber, expiresAt }: { list: PlanList; orderNumber: string | null; expiresAt: string }) {
  const { t, language } = useSubscriptionTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const checkHref = useHref(SUBSCRIPTION_PAGE.check);
  const offerHref = useHref(SUBSCRIPTION_PAGE.offer);
  const initial = list.plans.find((plan) => plan.planId === params.get('plan')) ?? list.plans.find((plan) => plan.recommended) ?? list.plans[0]!;
  const [planId, setPlanId] = useState(initial.planId);
  const plan = list.plans.find((candidate) => candidate.planId === planId) ?? initial;
  // `?skipTrial=1` comes from the package flow's 'skip trial' step; the visitor can still untick it.
  const [skipTrial, setSkipTrial] = useState(params.get('skipTrial') === '1');
  const [consent, setConsent] = useState(false);
  const [email, setEmail] = useState('');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [badFields, setBadFields] = useState<(keyof CardInput)[]>([]);
  const [emailBad, setEmailBad] = useState(false);
  const [alert, setAlert] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const consentRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const cardRefs = useRef<Partial<Record<keyof CardInput, HTMLInputElement | null>>>({});

  const hasTrial = plan.trialDays > 0 && !skipTrial;
  const renewal = useMemo(() => firstRenewalDate(new Date(), plan, !hasTrial), [plan, hasTrial]);
  const today = hasTrial ? plan.trialPrice.formatted : plan.skipTrialPrice.formatted || plan.price.formatted;
  const period = periodText(t, plan);
  const renewalDate = formatDate(renewal, language);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (validateConsent(consent)) {
      setAlert({ key: 'consent.required' });
      consentRef.current?.focus();
      return;
    }
    if (!isValidEmail(email)) {
      setEmailBad(true);
      emailRef.current?.focus();
      return;
    }
    setEmailBad(false);
    const bad = invalidCardFields(card);
    setBadFields(bad);
    if (bad.length > 0) {
      setAlert({ key: 'card.invalid' });
      cardRefs.current[bad[0]!]?.focus();
      return;
    }
    setBusy(true);
    try {
      const started = await startSubscription({
        planId: plan.planId,
        ...(orderNumber ? { orderNumber } : {}),
        email: email.trim(),
        method: 'card',
        skipTrial: !hasTrial,
        consentGiven: true,
        consentVersion: list.consentVersion,
        returnUrl: `${checkHref}${orderNumber ? `?orderNumber=${encodeURIComponent(orderNumber)}` : ''}`,
        cancelUrl: `${offerHref}${orderNumber ? `?orderNumber=${encodeURIComponent(orderNumber)}` : ''}`,
      });
      const query: Record<string, string> = { paymentId: started.paymentId, subscriptionId: started.subscription.subscriptionId };
      if (orderNumber) query.orderNumber = orderNumber;
      const goCheck = () => void navigate({ pathname: SUBSCRIPTION_PAGE.check, search: searchWithTracking(params.toString(), query) });
      if (started.paymentStatus === 'succeeded' || started.paymentStatus === 'processing') return goCheck();
      if (started.provider === 'sandbox') {
        const payment = await submitSandboxCard({ paymentId: started.paymentId, ...card, cardNumber: card.cardNumber.replace(/\s/g, '') });
        if (payment.status === 'failed' || payment.status === 'canceled') {
          setAlert(payment.failureMessage ? { text: payment.failureMessage } : { key: 'offer.declined' });
          setBusy(false);
          return;
        }
        return goCheck();
      }
      if (started.approvalUrl) {
        window.location.assign(started.approvalUrl);
        return;
      }
      setAlert({ key: 'offer.otherProvider' });
    } catch (error) {
      setAlert(describeFailure(error, 'offer.startFailed'));
    }
    setBusy(false);
  }

  return (
    <form className="sub-offer" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Countdown expiresAt={expiresAt} />
      <fieldset className="sub-plans">
        <legend>{t('offer.choosePlan')}</legend>
        {list.plans.map((candidate) => (
          <label key={candidate.planId} className={`sub-plan${candidate.planId === plan.planId ? ' sub-plan--selected' : ''}`}>
            <input type="radio" name={`${id}-plan`} value={candidate.planId} checked={candidate.planId === plan.planId} onChange={() => setPlanId(candidate.planId)} />
            <span className="sub-plan__name">{candidate.name}</span>
            {candidate.recommended ? <span className="sub-plan__badge">{t('offer.recommended')}</span> : null}
            <span className="sub-plan__desc">{candidate.description}</span>
            {candidate.trialDays > 0 ? (
              <span className="sub-plan__price" data-testid="plan-trial">
                {t('offer.trialLine', { trialDays: candidate.trialDays, trialPrice: candidate.trialPrice.formatted })},{' '}
                {t('offer.renewLine', { price: candidate.price.formatted, period: periodText(t, candidate) })}
              </span>
            ) : (
              <span className="sub-plan__price">{t('offer.noTrialLine', { price: candidate.price.formatted, period: periodText(t, candidate) })}</span>
            )}
            <span className="sub-plan__renewal">
              {t('offer.firstRenewal', { date: formatDate(firstRenewalDate(new Date(), candidate, false), language) })}
            </span>
            {candidate.features.length > 0 ? (
              <ul className="sub-plan__features">
                {candidate.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            ) : null}
          </label>
        ))}
      </fieldset>

      {plan.trialDays > 0 && plan.skipTrialPrice.formatted ? (
        <label className="sub-check">
          <input type="checkbox" checked={skipTrial} onChange={(event) => setSkipTrial(event.target.checked)} />
          <span>{t('offer.skipTrial', { skipTrialPrice: plan.skipTrialPrice.formatted })}</span>
        </label>
      ) : null}

      <div className="sub-field">
        <label htmlFor={`${id}-email`}>{t('offer.emailLabel')}</label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={emailBad}
          aria-describedby={emailBad ? `${id}-email-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {emailBad ? (
          <p id={`${id}-email-error`} className="sub-field__error" role="alert">
            {t('offer.emailInvalid')}
          </p>
        ) : null}
      </div>

      <fieldset className="sub-card">
        <legend>{t('offer.cardHeading')}</legend>
        <TestModeBanner />
        {CARD_FIELDS.map(({ field, label, autoComplete }) => (
          <div className="sub-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(label)}</label>
            <input
              ref={(element) => {
                cardRefs.current[field] = element;
              }}
              id={`${id}-${field}`}
              autoComplete={autoComplete}
              inputMode={field === 'cardholderName' || field === 'postalCode' ? 'text' : 'numeric'}
              value={card[field]}
              aria-invalid={badFields.includes(field)}
              onChange={(event) => setCard({ ...card, [field]: event.target.value })}
            />
          </div>
        ))}
      </fieldset>

      <div className="sub-terms" data-testid="subscription-terms" aria-labelledby={`${id}-terms`}>
        <h2 id={`${id}-terms`}>{t('offer.termsHeading')}</h2>
        <p data-testid="terms-summary">{t('offer.termsSummary', { today, date: renewalDate, price: plan.price.formatted, period })}</p>
        {plan.terms ? <p className="sub-terms__server">{plan.terms}</p> : null}
        <label className="sub-check sub-consent">
          <input ref={consentRef} type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} data-testid="consent" />
          <span>{list.consentText || t('consent.label')}</span>
        </label>
        <MessageAlert message={alert} testId="offer-alert" />
        <button type="submit" className="button sub-pay" disabled={busy}>
          {busy ? t('offer.paying') : hasTrial ? t('offer.payTrial', { amount: today }) : t('offer.payNow', { amount: today })}
        </button>
      </div>
    </form>
  );
}

function Faq() {
  const { t } = useSubscriptionTranslation();
  const items = [
    ['faq.afterTrialQ', 'faq.afterTrialA'],
    ['faq.cancelQ', 'faq.cancelA'],
    ['faq.refundQ', 'faq.refundA'],
  ] as const;
  return (
    <section className="sub-faq" aria-labelledby="sub-faq-title">
      <h2 id="sub-faq-title">{t('faq.heading')}</h2>
      {items.map(([q, a]) => (
        <details key={q}>
          <summary>{t(q)}</summary>
          <p>{t(a)}</p>
        </details>
      ))}
    </section>
  );
}

function SampleReviews() {
  const { t } = useSubscriptionTranslation();
  return (
    <section className="sub-reviews" aria-labelledby="sub-reviews-title">
      <h2 id="sub-reviews-title">{t('reviews.heading')}</h2>
      <p className="sub-note">{t('reviews.sampleNote')}</p>
      <ul>
        {(['reviews.r1', 'reviews.r2', 'reviews.r3', 'reviews.r4'] as const).map((key) => (
          <li key={key}>
            <blockquote>{t(key)}</blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The spec's nine activity lines, shown as what they are: an illustration, not live data. */
function ExampleActivity() {
  const { t, language } = useSubscriptionTranslation();
  const items = useMemo(() => exampleActivity(language), [language]);
  return (
    <section className="sub-activity" aria-labelledby="sub-activity-title" data-testid="example-activity">
      <h2 id="sub-activity-title">{t('activity.heading')}</h2>
      <p className="sub-note">{t('activity.note')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.minutes}>
            <span>{t(`activity.${item.kind}`)}</span> · <span className="sub-activity__ago">{item.ago}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
