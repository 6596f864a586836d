import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useHref, useLocation, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { trackOnce } from '../../../lib/analytics';
import { majorUnits } from '../../../lib/generated/money-units';
import { trackingForPurchase } from '../../../lib/landing-entry';
import { sessionStore } from '../../../lib/storage';
import { searchWithTracking } from '../../../lib/tracking-query';
import { createPayment, payPackage, paySecondPhasePackage } from '../api/create-payment';
import { useCourseOrderInfo, type CourseOrderInfo } from '../api/course-order-info';
import { useOrderInfo } from '../api/order-info';
import { usePaymentMethods, type PaymentMethodOption } from '../api/payment-methods';
import { submitSandboxCard } from '../api/sandbox';
import { useSkuInfos, type SkuInfoResponse } from '../api/sku-info';
import type { MethodCode, Payment } from '../api/types';
import {
  EMPTY_CARD,
  firstInvalidCardField,
  isValidEmail,
  normalizeExpiry,
  validateCard,
  type CardErrors,
  type CardForm,
} from '../card-validation';
import { createErrorKey, isSessionExpired, loadErrorDetailKey, processingErrorKey } from '../checkout-errors';
import { useCheckoutTranslation, type CheckoutKey } from '../checkout-i18n';
import { loadCheckoutSession, saveCheckoutSession } from '../checkout-memory';
import {
  CHECKOUT_PAGE,
  COURSE_PATH,
  COURSE_PAYMENT_SCOPE,
  coursePagePath,
  courseQuery,
  examIdFromParam,
  isCourseOrder,
  parsePaymentTarget,
  toAppPath,
  type PaymentTarget,
} from '../checkout-paths';
import { CardFields, type CardFieldsHandle } from './card-fields';
import { useBasename, useCheckoutContext, useCheckoutNavigate, useStartAtTop } from './checkout-hooks';
import { CheckoutLink, LoadError, LockIcon, Spinner, StartOver, TestModeBanner } from './checkout-ui';
import { confirmStripePayment, mountStripePaymentElement, type StripeSession } from '../../../lib/stripe-payment-element';
import '../checkout.css';

/** Brand names are the same in every language. */
const PAYPAL = 'PayPal';

/**
 * The payment page (`/payment?orderNumber=…&skuIds=…&promoCode=…` and its other names): the method
 * (card or PayPal), the e-mail the report goes to, the order summary, then paying. A single course's order
 * (`MC…`) is paid here the same way and returns to the course.
 */
export function PaymentPage() {
  const { t } = useCheckoutTranslation();
  const [params] = useSearchParams();
  const search = params.toString();
  const target = useMemo(() => parsePaymentTarget(new URLSearchParams(search)), [search]);
  const routeExamId = examIdFromParam(useParams().examId);
  const courseOrderNumber = target && isCourseOrder(target.orderNumber) ? target.orderNumber : null;
  const exam = useOrderInfo(target && !courseOrderNumber ? target.orderNumber : null);
  const course = useCourseOrderInfo(courseOrderNumber);
  const { error, retry } = courseOrderNumber ? course : exam;
  useDocumentTitle(t('payment.pageTitle'));
  useStartAtTop();

  let body;
  if (!target) body = <StartOver />;
  else if (error && isSessionExpired(error)) body = <StartOver />;
  else if (error) body = <LoadError onRetry={retry} detail={t(loadErrorDetailKey(error))} />;
  else if (course.courseOrder) body = <PaymentLoader target={target} examId={COURSE_PAYMENT_SCOPE} courseOrder={course.courseOrder} />;
  else if (exam.order) body = <PaymentLoader target={target} examId={routeExamId ?? exam.order.examId} />;
  else body = <Spinner label={t('common.loading')} />;

  return (
    <section className="checkout checkout--narrow" aria-labelledby="payment-title">
      <header className="checkout__header">
        <h1 id="payment-title">{t('payment.heading')}</h1>
      </header>
      {body}
    </section>
  );
}

/** `courseOrder`: a course order, whose one SKU and buyer's address come with it (no exam to price it by). */
function PaymentLoader({ target, examId, courseOrder }: { target: PaymentTarget; examId: string; courseOrder?: CourseOrderInfo }) {
  const { t } = useCheckoutTranslation();
  const context = useCheckoutContext(courseOrder ? null : examId, target.orderNumber);
  const [session] = useState(() => loadCheckoutSession(sessionStore));
  const initialEmail =
    courseOrder?.email || context.email || (session?.orderNumber === target.orderNumber ? (session.email ?? '') : '');
  const methods = usePaymentMethods(examId, context.country);
  const skus = useSkuInfos(courseOrder ? null : examId, target.skuIds, context.country, context.hl, target.promoCode);
  const infos = courseOrder ? [{ sku: courseOrder.sku, promo: null }] : skus.infos;
  const failed = methods.error ?? skus.error;
  if (failed) {
    if (isSessionExpired(skus.error)) return <StartOver />;
    return (
      <LoadError
        onRetry={() => {
          if (methods.error) methods.retry();
          if (skus.error) skus.retry();
        }}
        detail={t(loadErrorDetailKey(failed))}
      />
    );
  }
  if (!methods.methods || !infos) return <Spinner label={t('common.loading')} />;
  return (
    <PaymentForm
      target={target}
      examId={examId}
      country={context.country}
      initialEmail={initialEmail}
      options={methods.methods.methods}
      testMode={methods.methods.testMode}
      infos={infos}
      courseId={courseOrder?.courseId}
    />
  );
}

type Phase = 'idle' | 'creating' | 'initializing' | 'stripeReady' | 'processing' | 'redirecting';

interface PaymentFormProps {
  target: PaymentTarget;
  examId: string;
  country: string;
  initialEmail: string;
  options: PaymentMethodOption[];
  testMode: boolean;
  infos: SkuInfoResponse[];
  /** Set when paying a course order: "back" and "try again" lead to the course. */
  courseId?: string | undefined;
}

function PaymentForm({ target, examId, country, initialEmail, options, testMode, infos, courseId }: PaymentFormProps) {
  const { t, language } = useCheckoutTranslation();
  const id = useId();
  const goTo = useCheckoutNavigate();
  const basename = useBasename();
  // Return paths in our site with the locale prefix and the tracking keys; the server adds `paymentId`.
  const { search } = useLocation();
  const tracking = searchWithTracking(search);
  const checkHref = useHref(CHECKOUT_PAGE.check);
  const failedHref = useHref(CHECKOUT_PAGE.failed);
  // The payment service may list ways this page cannot take yet; only card and PayPal are offered.
  const available = options.filter((option): option is PaymentMethodOption & { code: MethodCode } => option.code === 'card' || option.code === 'paypal');
  const [method, setMethod] = useState<MethodCode | ''>(
    () => available.find((option) => option.code === target.method)?.code ?? available[0]?.code ?? '',
  );
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState(false);
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [alert, setAlert] = useState<{ key: CheckoutKey } | { text: string } | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const cardFields = useRef<CardFieldsHandle>(null);
  const stripeBox = useRef<HTMLDivElement>(null);
  const stripeSession = useRef<StripeSession | null>(null);

  // The visitor sees what they are about to pay: the checkout starts (once per order and items).
  useEffect(() => {
    const prices = infos.map((info) => info.sku.price);
    const currency = prices[0]?.currency ?? '';
    const totalMinor = prices.reduce((sum, price) => sum + price.amountMinor, 0);
    trackOnce(`${target.orderNumber}:${target.skuIds.join(',')}`, 'checkout_start', {
      exam_id: examId,
      item_id: target.skuIds.join(','),
      value: currency ? majorUnits(totalMinor, currency) : undefined,
      currency: currency.toUpperCase() || undefined,
    });
  }, [infos, target.orderNumber, target.skuIds, examId]);

  const option = available.find((candidate) => candidate.code === method);
  const busy = phase === 'creating' || phase === 'initializing' || phase === 'processing' || phase === 'redirecting';
  const sandboxCard = option?.code === 'card' && option.provider === 'sandbox';
  const stripeCard = option?.code === 'card' && option.provider === 'stripe';
  const showTestMode = testMode || Boolean(option?.testMode);
  const single = infos.length === 1 ? infos[0]?.sku : undefined;

  // Another method after a Stripe form was prepared: start again from the method choice.
  useEffect(() => {
    if (payment && payment.method !== method && phase === 'stripeReady') {
      stripeSession.current = null;
      setPayment(null);
      setPhase('idle');
    }
  }, [method, payment, phase]);

  function fail(key: CheckoutKey) {
    setAlert({ key });
    setPhase(payment && phase === 'stripeReady' ? 'stripeReady' : 'idle');
  }

  function afterPayment(result: Payment) {
    const query = { paymentId: result.paymentId };
    if (result.status === 'succeeded' || result.alreadyPaid) goTo(CHECKOUT_PAGE.success, query);
    else if (result.status === 'failed' || result.status === 'canceled') goTo(CHECKOUT_PAGE.failed, query);
    else goTo(CHECKOUT_PAGE.check, query);
  }

  async function create(code: MethodCode): Promise<Payment | null> {
    const body = {
      orderNumber: target.orderNumber,
      skuIds: target.skuIds,
      method: code,
      email: email.trim(),
      ...(target.promoCode ? { promoCode: target.promoCode } : {}),
      country,
      returnUrl: `${checkHref}${tracking}`,
      cancelUrl: `${failedHref}${tracking}`,
      // The server re-reads the advertising consent now and keeps click ids only with it.
      tracking: trackingForPurchase(search),
    };
    setPhase('creating');
    setAlert(null);
    try {
      const created =
        target.step && target.skuIds[0]
          ? await paySecondPhasePackage({
              orderNumber: target.orderNumber,
              step: target.step,
              skuId: target.skuIds[0],
              method: code,
              email: body.email,
              returnUrl: body.returnUrl,
              cancelUrl: body.cancelUrl,
              tracking: body.tracking,
            })
          : target.mode === 'package'
            ? await payPackage(body)
            : await createPayment(body);
      const previous = loadCheckoutSession(sessionStore);
      saveCheckoutSession(sessionStore, {
        ...target,
        method: code,
        examId,
        skuPath: courseId ? coursePagePath(courseId) : previous?.orderNumber === target.orderNumber ? previous.skuPath : '',
        paymentId: created.paymentId,
        email: body.email,
      });
      setPayment(created);
      return created;
    } catch (error) {
      fail(createErrorKey(error));
      return null;
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!option) {
      setAlert({ key: 'errors.notReady' });
      return;
    }
    const emailOk = isValidEmail(email);
    setEmailError(!emailOk);
    let errors: CardErrors = {};
    if (sandboxCard) {
      errors = validateCard(card);
      setCardErrors(errors);
    }
    const firstCardError = firstInvalidCardField(errors);
    if (!emailOk) {
      setAlert(firstCardError ? { key: 'errors.incomplete' } : null);
      emailInput.current?.focus();
      return;
    }
    if (firstCardError) {
      setAlert({ key: 'errors.incomplete' });
      cardFields.current?.focus(firstCardError);
      return;
    }

    if (option.code === 'paypal') {
      const created = await create('paypal');
      if (!created) return;
      if (created.status !== 'created' && created.status !== 'requires_action') return afterPayment(created);
      if (!created.approvalUrl) return fail('errors.systemLoad');
      setPhase('redirecting');
      const appPath = toAppPath(created.approvalUrl, window.location.origin, basename);
      if (appPath) {
        const next = new URL(appPath, window.location.origin);
        goTo(next.pathname, Object.fromEntries(next.searchParams));
      } else {
        window.location.assign(created.approvalUrl);
      }
      return;
    }

    if (stripeCard) {
      if (phase === 'stripeReady' && stripeSession.current && payment) {
        setPhase('processing');
        setAlert(null);
        try {
          const returnUrl = new URL(`${checkHref}${searchWithTracking(search, { paymentId: payment.paymentId })}`, window.location.origin).href;
          const message = await confirmStripePayment(stripeSession.current, returnUrl);
          setAlert({ text: message });
          setPhase('stripeReady');
        } catch {
          fail('errors.processing');
        }
        return;
      }
      const created = await create('card');
      if (!created) return;
      if (created.status === 'succeeded' || created.status === 'failed' || created.status === 'canceled' || created.alreadyPaid) {
        return afterPayment(created);
      }
      if (!created.clientSecret || !option.publishableKey || !stripeBox.current) return fail('errors.systemLoad');
      setPhase('initializing');
      try {
        stripeSession.current = await mountStripePaymentElement(option.publishableKey, created.clientSecret, language, stripeBox.current);
        setPhase('stripeReady');
      } catch {
        stripeSession.current = null;
        fail('errors.systemLoad');
      }
      return;
    }

    // The sandbox card: create the payment, then pay it with the (test) card.
    const created = await create('card');
    if (!created) return;
    if (created.status === 'succeeded' || created.status === 'failed' || created.status === 'canceled' || created.alreadyPaid) {
      return afterPayment(created);
    }
    setPhase('processing');
    try {
      const paid = await submitSandboxCard({
        paymentId: created.paymentId,
        cardNumber: card.cardNumber.replace(/\D/g, ''),
        expiry: normalizeExpiry(card.expiry),
        cvc: card.cvc.trim(),
        cardholderName: card.cardholderName.trim(),
        postalCode: card.postalCode.trim(),
      });
      afterPayment(paid);
    } catch (error) {
      fail(processingErrorKey(error));
    }
  }

  const statusText: Record<Phase, string> = {
    idle: '',
    creating: t('payment.creating'),
    initializing: t('payment.initializing'),
    stripeReady: '',
    processing: t('payment.processing'),
    redirecting: t('payment.redirecting'),
  };
  const amount = single?.price.formatted;
  const submitLabel =
    option?.code === 'paypal'
      ? t('payment.payWithPaypal')
      : stripeCard && phase !== 'stripeReady'
        ? t('payment.continueToCard')
        : amount
          ? t('payment.pay', { amount })
          : t('payment.payNow');

  return (
    <div className="checkout__grid">
      <form className="checkout__main" noValidate onSubmit={onSubmit} aria-busy={busy}>
        {showTestMode ? <TestModeBanner /> : null}
        <div className="checkout-alert-region" role="alert" data-testid="payment-alert">
          {alert ? <p className="checkout-alert">{'key' in alert ? t(alert.key) : alert.text}</p> : null}
        </div>

        <div className="checkout-field">
          <label htmlFor={`${id}-email`}>{t('payment.emailLabel')}</label>
          <p id={`${id}-email-hint`} className="checkout-muted">
            {t('payment.emailHint')}
          </p>
          <input
            ref={emailInput}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            disabled={busy || phase === 'stripeReady'}
            onChange={(event) => {
              setEmail(event.target.value);
              if (emailError && isValidEmail(event.target.value)) setEmailError(false);
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error ${id}-email-hint` : `${id}-email-hint`}
          />
          {emailError ? (
            <p id={`${id}-email-error`} className="field-error">
              {t('errors.emailInvalid')}
            </p>
          ) : null}
        </div>

        {available.length === 0 ? (
          <p className="checkout-notice">{t('payment.noMethods')}</p>
        ) : (
          <fieldset className="checkout-methods" disabled={busy}>
            <legend>{t('payment.methodLegend')}</legend>
            {available.map((candidate) => (
              <label key={candidate.code} className={`checkout-method${candidate.code === method ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="method"
                  value={candidate.code}
                  checked={candidate.code === method}
                  onChange={() => {
                    setMethod(candidate.code);
                    setAlert(null);
                  }}
                />
                <span>{candidate.code === 'card' ? t('payment.card') : PAYPAL}</span>
              </label>
            ))}
          </fieldset>
        )}

        {sandboxCard ? (
          <CardFields ref={cardFields} idPrefix={`${id}-card`} card={card} errors={cardErrors} disabled={busy} onChange={setCard} />
        ) : null}
        {option?.code === 'paypal' ? <p className="checkout-muted">{t('payment.paypalNote')}</p> : null}
        {stripeCard ? (
          <div className="checkout-stripe">
            <p className="checkout-muted">
              <LockIcon /> {t('card.stripeNote')}
            </p>
            <div ref={stripeBox} className="checkout-stripe__element" />
          </div>
        ) : null}

        <p className="checkout-status" role="status" aria-live="polite">
          {statusText[phase]}
        </p>
        <button type="submit" className="button button--large checkout__submit" disabled={busy || available.length === 0} aria-disabled={busy}>
          {busy ? <span className="checkout-spinner__wheel checkout-spinner__wheel--inline" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
        <p>
          <BackToOffers target={target} courseId={courseId} />
        </p>
      </form>

      <aside className="checkout__side">
        <OrderSummary infos={infos} />
      </aside>
    </div>
  );
}

function BackToOffers({ target, courseId }: { target: PaymentTarget; courseId?: string | undefined }) {
  const { t } = useCheckoutTranslation();
  if (courseId) {
    return (
      <CheckoutLink to={COURSE_PATH} query={courseQuery(courseId)}>
        {t('payment.backToCourse')}
      </CheckoutLink>
    );
  }
  if (target.mode === 'package') {
    return (
      <CheckoutLink to={CHECKOUT_PAGE.packages} query={{ orderNumber: target.orderNumber }}>
        {t('payment.back')}
      </CheckoutLink>
    );
  }
  return (
    <CheckoutLink to={CHECKOUT_PAGE.sku} query={{ orderNumber: target.orderNumber, ...(target.promoCode ? { promoCode: target.promoCode } : {}) }}>
      {t('payment.back')}
    </CheckoutLink>
  );
}

/** Item, subtotal, discount and total, as the server formatted them. */
function OrderSummary({ infos }: { infos: SkuInfoResponse[] }) {
  const { t } = useCheckoutTranslation();
  const single = infos.length === 1 ? infos[0]?.sku : undefined;
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('payment.summaryHeading')}</h2>
      <dl>
        {infos.map(({ sku }) => (
          <div key={sku.skuId} className="checkout-summary__row">
            <dt>{sku.name}</dt>
            <dd>{sku.price.formatted}</dd>
          </div>
        ))}
        {single ? (
          <>
            <div className="checkout-summary__row checkout-summary__row--minor">
              <dt>{t('payment.subtotal')}</dt>
              <dd>{single.originalPrice.formatted}</dd>
            </div>
            {single.youSave.amountMinor > 0 ? (
              <div className="checkout-summary__row checkout-summary__row--minor">
                <dt>{t('payment.discount')}</dt>
                <dd>−{single.youSave.formatted}</dd>
              </div>
            ) : null}
            <div className="checkout-summary__row checkout-summary__row--total">
              <dt>{t('payment.total')}</dt>
              <dd data-testid="summary-total">{single.price.formatted}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}

