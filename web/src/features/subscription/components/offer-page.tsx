import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useHref, useNavigate, useSearchParams } from 'react-router';
import { useBotCheck } from '../../../components/bot-check';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { currentLocale } from '../../../lib/i18n';
import { trackingForPurchase } from '../../../lib/landing-entry';
import { browserLanguageTags, regionFromLanguageTags } from '../../../lib/region';
import { localStore, sessionStore } from '../../../lib/storage';
import { confirmStripePayment, mountStripePaymentElement, type StripeSession } from '../../../lib/stripe-payment-element';
import { searchWithTracking } from '../../../lib/tracking-query';
import { usePaymentMethods, type PaymentMethodOption } from '../api/payment-methods';
import { useOfferExpiry, useOrderExamId, usePlans } from '../api/plans';
import { startSubscription, submitSandboxCard } from '../api/subscribe';
import type { PlanList } from '../api/types';
import { buyerCountry, emailGivenFor } from '../offer-memory';
import { periodText, trialText } from '../period-text';
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
 * renewal prices, the terms and the unticked consent box next to the pay button, card (the test-mode
 * form, or Stripe's Payment Element when Stripe is configured) or PayPal under the same terms, FAQ,
 * sample reviews (labelled as samples) and an example activity list (labelled as an illustration:
 * there is no live data behind it).
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
  const country = buyerCountry(localStore, examId, regionFromLanguageTags(browserLanguageTags()));
  const { list, error, retry } = usePlans(examId, country, params.get('plan') === 'premium-month' ? undefined : 'basic');
  const expiresAt = useOfferExpiry(examId, orderNumber, currentLocale());
  const payment = usePaymentMethods(examId);
  // A failed refresh of what is already shown keeps the form as the visitor filled it.
  if ((error && !list) || (payment.error && !payment.methods)) return <LoadError onRetry={error && !list ? retry : payment.retry} />;
  if (!list || !payment.methods) return <Spinner label={t('common.loading')} />;
  if (list.plans.length === 0) return <MessageAlert message={{ key: 'upgrade.noPlan' }} />;
  return <OfferForm list={list} methods={payment.methods} examId={examId} orderNumber={orderNumber} expiresAt={expiresAt} country={country} />;
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

/** An approval page on this site (the sandbox's) opens inside the app; PayPal's own page by a full load. */
function sameSitePath(url: string): string | null {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : null;
}

interface OfferFormProps {
  list: PlanList;
  methods: PaymentMethodOption[];
  examId: string;
  orderNumber: string | null;
  expiresAt: string;
  country: string;
}

function OfferForm({ list, methods, examId, orderNumber, expiresAt, country }: OfferFormProps) {
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
  // The address already given for this order (answer flow or report checkout) is filled in; it can be changed.
  const [email, setEmail] = useState(() => emailGivenFor({ local: localStore, session: sessionStore }, examId, orderNumber));
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [badFields, setBadFields] = useState<(keyof CardInput)[]>([]);
  const [emailBad, setEmailBad] = useState(false);
  const [alert, setAlert] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const botCheck = useBotCheck();
  const [method, setMethod] = useState<PaymentMethodOption['code']>(methods[0]?.code ?? 'card');
  // Stripe's element is mounted for one started subscription: plan, trial and method are fixed from then on.
  const [stripeStarted, setStripeStarted] = useState<{ paymentId: string; subscriptionId: string } | null>(null);
  const stripeSession = useRef<StripeSession | null>(null);
  const stripeBox = useRef<HTMLDivElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const cardRefs = useRef<Partial<Record<keyof CardInput, HTMLInputElement | null>>>({});
  const option = methods.find((candidate) => candidate.code === method);
  const sandboxCard = option?.code === 'card' && option.provider === 'sandbox';
  const stripeCard = option?.code === 'card' && option.provider === 'stripe' && Boolean(option.publishableKey);

  const hasTrial = plan.trialDays > 0 && !skipTrial;
  // A free trial: nothing is charged today, the method is only kept for the renewals.
  const freeTrial = hasTrial && plan.trialPrice.amountMinor === 0;
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
    if (!option) return setAlert({ key: 'offer.startFailed' });
    const bad = sandboxCard ? invalidCardFields(card) : [];
    setBadFields(bad);
    if (bad.length > 0) {
      setAlert({ key: 'card.invalid' });
      cardRefs.current[bad[0]!]?.focus();
      return;
    }
    const checkSearch = (query: Record<string, string>) => searchWithTracking(params.toString(), { ...query, ...(orderNumber ? { orderNumber } : {}) });
    setBusy(true);
    if (stripeStarted && stripeSession.current) {
      // The second press: Stripe confirms the card (3-D Secure if the bank asks) and returns to the check page.
      try {
        const returnUrl = new URL(`${checkHref}${checkSearch(stripeStarted)}`, window.location.origin).href;
        setAlert({ text: await confirmStripePayment(stripeSession.current, returnUrl) });
      } catch (error) {
        setAlert(describeFailure(error, 'offer.startFailed'));
      }
      setBusy(false);
      return;
    }
    try {
      const started = await startSubscription({
        planId: plan.planId,
        ...(orderNumber ? { orderNumber } : {}),
        email: email.trim(),
        method: option.code,
        skipTrial: !hasTrial,
        consentGiven: true,
        consentVersion: list.consentVersion,
        country,
        returnUrl: `${checkHref}${orderNumber ? `?orderNumber=${encodeURIComponent(orderNumber)}` : ''}`,
        cancelUrl: `${offerHref}${orderNumber ? `?orderNumber=${encodeURIComponent(orderNumber)}` : ''}`,
        tracking: trackingForPurchase(window.location.search),
      }, botCheck.proof());
      botCheck.settle();
      const query = { paymentId: started.paymentId, subscriptionId: started.subscription.subscriptionId };
      const goCheck = () => void navigate({ pathname: SUBSCRIPTION_PAGE.check, search: checkSearch(query) });
      if (started.paymentStatus === 'succeeded' || started.paymentStatus === 'processing') return goCheck();
      if (started.approvalUrl) {
        const inApp = sameSitePath(started.approvalUrl);
        if (inApp) void navigate(inApp);
        else window.location.assign(started.approvalUrl);
        return;
      }
      if (stripeCard && started.clientSecret && stripeBox.current) {
        stripeSession.current = await mountStripePaymentElement(option.publishableKey, started.clientSecret, language, stripeBox.current);
        setStripeStarted(query);
        setAlert({ key: freeTrial ? 'offer.stripeReadyFreeTrial' : 'offer.stripeReady' });
        setBusy(false);
        return;
      }
      if (started.provider === 'sandbox' && option.code === 'card') {
        const payment = await submitSandboxCard({ paymentId: started.paymentId, ...card, cardNumber: card.cardNumber.replace(/\s/g, '') });
        if (payment.status === 'failed' || payment.status === 'canceled') {
          setAlert(payment.failureMessage ? { text: payment.failureMessage } : { key: 'offer.declined' });
          setBusy(false);
          return;
        }
        return goCheck();
      }
      setAlert({ key: 'offer.otherProvider' });
    } catch (error) {
      if (!botCheck.settle(error)) setAlert(describeFailure(error, 'offer.startFailed'));
    }
    setBusy(false);
  }

  return (
    <form className="sub-offer" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Countdown expiresAt={expiresAt} />
      <fieldset className="sub-plans" disabled={stripeStarted !== null}>
        <legend>{t('offer.choosePlan')}</legend>
        {list.plans.map((candidate) => (
          <label key={candidate.planId} className={`sub-plan${candidate.planId === plan.planId ? ' sub-plan--selected' : ''}`}>
            <input type="radio" name={`${id}-plan`} value={candidate.planId} checked={candidate.planId === plan.planId} onChange={() => setPlanId(candidate.planId)} />
            <span className="sub-plan__name">{candidate.name}</span>
            {candidate.recommended ? <span className="sub-plan__badge">{t('offer.recommended')}</span> : null}
            <span className="sub-plan__desc">{candidate.description}</span>
            {candidate.trialDays > 0 ? (
              <span className="sub-plan__price" data-testid="plan-trial">
                {trialText(t, candidate)},{' '}
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
          <input type="checkbox" checked={skipTrial} disabled={stripeStarted !== null} onChange={(event) => setSkipTrial(event.target.checked)} />
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
          disabled={stripeStarted !== null}
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

      {methods.length > 1 ? (
        <fieldset className="sub-methods" disabled={stripeStarted !== null}>
          <legend>{t('offer.payWith')}</legend>
          {methods.map((candidate) => (
            <label key={candidate.code} className="sub-check">
              <input type="radio" name={`${id}-method`} value={candidate.code} checked={candidate.code === method} onChange={() => setMethod(candidate.code)} />
              {/* The brand name is the same in every language. */}
              <span>{candidate.code === 'paypal' ? 'PayPal' : t('offer.methodCard')}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {option?.testMode ? <TestModeBanner /> : null}
      {option?.code === 'paypal' ? (
        <p className="sub-note" data-testid="paypal-note">
          {t(freeTrial ? 'offer.paypalNoteFreeTrial' : 'offer.paypalNote')}
        </p>
      ) : null}
      {stripeCard ? (
        <fieldset className="sub-card">
          <legend>{t('offer.cardHeading')}</legend>
          <p className="sub-note">{t('offer.stripeNote')}</p>
          <div ref={stripeBox} className="sub-stripe" data-testid="stripe-element" />
        </fieldset>
      ) : null}
      {sandboxCard ? (
        <fieldset className="sub-card">
          <legend>{t('offer.cardHeading')}</legend>
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
      ) : null}

      <div className="sub-terms" data-testid="subscription-terms" aria-labelledby={`${id}-terms`}>
        <h2 id={`${id}-terms`}>{t('offer.termsHeading')}</h2>
        <p data-testid="terms-summary">
          {t(freeTrial ? 'offer.termsSummaryFreeTrial' : 'offer.termsSummary', { today, date: renewalDate, price: plan.price.formatted, period })}
        </p>
        {plan.terms ? <p className="sub-terms__server">{plan.terms}</p> : null}
        <label className="sub-check sub-consent">
          <input ref={consentRef} type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} data-testid="consent" />
          <span>{list.consentText || t('consent.label')}</span>
        </label>
        {stripeStarted ? null : botCheck.field}
        <MessageAlert message={alert} testId="offer-alert" />
        <button type="submit" className="button sub-pay" disabled={busy}>
          {busy
            ? t('offer.paying')
            : freeTrial
              ? t('offer.payFreeTrial', { price: plan.price.formatted, period, date: renewalDate })
              : hasTrial
                ? t('offer.payTrial', { amount: today })
                : t('offer.payNow', { amount: today })}
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
