import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { trackConversion } from '../../../lib/analytics';
import { majorUnits } from '../../../lib/generated/money-units';
import { sessionStore } from '../../../lib/storage';
import { useCourseOrderInfo } from '../api/course-order-info';
import { useOrderInfo } from '../api/order-info';
import { usePaymentInfo } from '../api/payment-info';
import { isSessionExpired, loadErrorDetailKey } from '../checkout-errors';
import { FLOW_EXAM_ID } from '../checkout-exams';
import { useCheckoutTranslation } from '../checkout-i18n';
import { loadCheckoutSession } from '../checkout-memory';
import { CHECKOUT_PAGE, COURSE_PATH, courseQuery, isCourseOrder, REPORT_PATH, reportQuery } from '../checkout-paths';
import { secondsLeft } from '../countdown';
import { continueStepAfterPayment, stepPath } from '../package-flow';
import { useCheckoutNavigate, useStartAtTop } from './checkout-hooks';
import { CheckIcon, CheckoutLink, LoadError, Spinner, StartOver } from './checkout-ui';
import '../checkout.css';

/** The report (or the course bought) opens by itself after this many seconds. */
export const REPORT_OPENS_AFTER_S = 5;

/**
 * `/pay_success?paymentId=…`: 'Payment successful', the receipt (order id, transaction id, date,
 * amounts), the report being generated and mailed, and the report opening after 5 seconds. A course order's
 * success opens the course instead.
 */
export function PaySuccessPage() {
  const { t, language } = useCheckoutTranslation();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const { info, error, retry } = usePaymentInfo(paymentId);
  const courseOrderNumber = info && isCourseOrder(info.orderNumber) ? info.orderNumber : null;
  // The exam decides whether the package flow follows (its packs are the standard test's).
  const { order } = useOrderInfo(info && !courseOrderNumber ? info.orderNumber : null);
  const { courseOrder } = useCourseOrderInfo(courseOrderNumber);
  // What opens by itself: the course bought, else the report.
  const opens = courseOrderNumber
    ? courseOrder && { path: COURSE_PATH, query: courseQuery(courseOrder.courseId) }
    : info && { path: REPORT_PATH, query: reportQuery(info.orderNumber) };
  const goTo = useCheckoutNavigate();
  const goToRef = useRef(goTo);
  goToRef.current = goTo;
  const paid = info?.status === 'succeeded';
  const [left, setLeft] = useState(REPORT_OPENS_AFTER_S);
  useDocumentTitle(t('success.pageTitle'));
  useStartAtTop();

  const opensPath = opens?.path;
  const opensSearch = opens && new URLSearchParams(opens.query).toString();
  useEffect(() => {
    if (!info) return undefined;
    // Opened before the payment settled: the status check takes over.
    if (!paid) {
      goToRef.current(CHECKOUT_PAGE.check, { paymentId: info.paymentId }, { replace: true });
      return undefined;
    }
    // The sale, once per purchase however often this page is opened (the event id is the server-side copy's too).
    trackConversion('purchase', { transactionId: info.purchaseNumber, value: majorUnits(info.total.amountMinor, info.total.currency), currency: info.total.currency });
    if (!opensPath) return undefined;
    const started = Date.now();
    const tick = window.setInterval(() => setLeft(secondsLeft(REPORT_OPENS_AFTER_S, Date.now() - started)), 250);
    const open = window.setTimeout(
      () => goToRef.current(opensPath, Object.fromEntries(new URLSearchParams(opensSearch))),
      REPORT_OPENS_AFTER_S * 1000,
    );
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(open);
    };
  }, [info, paid, opensPath, opensSearch]);

  let body;
  if (!paymentId || (error && isSessionExpired(error))) body = <StartOver />;
  else if (error) body = <LoadError onRetry={retry} detail={t(loadErrorDetailKey(error))} />;
  else if (!info || !paid) body = <Spinner label={t('common.loading')} />;
  else {
    const date = info.paidAt ? formatDate(info.paidAt, language) : '';
    // Into the package flow: its first step after the report, the next step after a flow step's pack.
    const paidFor = loadCheckoutSession(sessionStore, info.paymentId);
    const continueStep = order
      ? continueStepAfterPayment(paidFor && paidFor.orderNumber === info.orderNumber ? paidFor : null, order.examId)
      : null;
    body = (
      <>
        <div className="checkout-success__banner" role="status">
          <span className="checkout-success__icon">
            <CheckIcon />
          </span>
          <div>
            <p className="checkout-success__title">{t('success.heading')}</p>
            {courseOrderNumber ? (
              <>
                <p>{t('success.courseOpen')}</p>
                <p>{info.emailMasked ? t('success.receiptTo', { email: info.emailMasked }) : t('success.receiptSent')}</p>
              </>
            ) : (
              <>
                <p>{t('success.generating')}</p>
                <p>{info.emailMasked ? t('success.emailedTo', { email: info.emailMasked }) : t('success.emailed')}</p>
              </>
            )}
          </div>
        </div>
        <section className="checkout-summary" aria-labelledby="receipt-title">
          <h2 id="receipt-title">{t('success.receipt')}</h2>
          <dl>
            {info.title ? (
              <div className="checkout-summary__row">
                <dt>{info.title}</dt>
                {/* What the item was charged, not its list price (the discount row explains the difference). */}
                <dd data-testid="receipt-item">{info.itemsCharged.formatted}</dd>
              </div>
            ) : null}
            <div className="checkout-summary__row checkout-summary__row--minor">
              <dt>{t('success.orderId')}</dt>
              <dd data-testid="receipt-order">{info.purchaseNumber || info.orderNumber}</dd>
            </div>
            <div className="checkout-summary__row checkout-summary__row--minor">
              <dt>{t('success.transactionId')}</dt>
              <dd data-testid="receipt-transaction">{info.transactionId}</dd>
            </div>
            {date ? (
              <div className="checkout-summary__row checkout-summary__row--minor">
                <dt>{t('success.paidAt')}</dt>
                <dd>{date}</dd>
              </div>
            ) : null}
            <div className="checkout-summary__row checkout-summary__row--minor">
              <dt>{t('success.subtotal')}</dt>
              <dd>{info.subtotal.formatted}</dd>
            </div>
            {info.discount.amountMinor > 0 ? (
              <div className="checkout-summary__row checkout-summary__row--minor">
                <dt>{t('success.discount')}</dt>
                <dd>−{info.discount.formatted}</dd>
              </div>
            ) : null}
            {info.tax.amountMinor > 0 ? (
              <div className="checkout-summary__row checkout-summary__row--minor">
                <dt>{t('success.tax')}</dt>
                <dd>{info.tax.formatted}</dd>
              </div>
            ) : null}
            <div className="checkout-summary__row checkout-summary__row--total">
              <dt>{t('success.total')}</dt>
              <dd data-testid="receipt-total">{info.total.formatted}</dd>
            </div>
          </dl>
        </section>
        {opens ? (
          <p className="checkout-status" aria-live="polite">
            {courseOrderNumber ? t('success.courseOpensIn', { t: left }) : t('success.opensIn', { t: left })}
          </p>
        ) : null}
        <div className="checkout-actions">
          {continueStep ? (
            <CheckoutLink to={stepPath(continueStep)} query={{ orderNumber: info.orderNumber }} className="button button--large">
              {t('success.continue')}
            </CheckoutLink>
          ) : null}
          {opens ? (
            <CheckoutLink to={opens.path} query={opens.query} className="button button--large">
              {courseOrderNumber ? t('success.openCourse') : t('success.viewReport')}
            </CheckoutLink>
          ) : null}
          {order?.examId === FLOW_EXAM_ID ? (
            <CheckoutLink to={CHECKOUT_PAGE.packages} query={{ orderNumber: info.orderNumber }} className="button button--secondary">
              {t('success.morePacks')}
            </CheckoutLink>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section className="checkout checkout--narrow" aria-labelledby="success-title">
      <h1 id="success-title" className="visually-hidden">
        {t('success.pageTitle')}
      </h1>
      {body}
    </section>
  );
}

function formatDate(iso: string, languageTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}
