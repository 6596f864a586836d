import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { sessionStore } from '../../../lib/storage';
import { usePaymentStatus } from '../api/payment-status';
import type { MethodCode } from '../api/types';
import { failureReasonKey, isSessionExpired, loadErrorDetailKey } from '../checkout-errors';
import { useCheckoutTranslation } from '../checkout-i18n';
import { loadCheckoutSession } from '../checkout-memory';
import { CHECKOUT_PAGE, paymentQuery, type PaymentTarget } from '../checkout-paths';
import { useCheckoutNavigate, useStartAtTop } from './checkout-hooks';
import { LoadError, Spinner, StartOver } from './checkout-ui';
import '../checkout.css';

/**
 * `/pay_failed?paymentId=…`: 'Payment Fail' with the reason (declined, insufficient funds, expired card,
 * canceled) and three ways on: try again with the same method, choose another method, go back to the offers.
 */
export function PayFailedPage() {
  const { t } = useCheckoutTranslation();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const { payment, error, retry } = usePaymentStatus(paymentId);
  const goTo = useCheckoutNavigate();
  const goToRef = useRef(goTo);
  goToRef.current = goTo;
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('failed.pageTitle'));
  useStartAtTop();

  // Not failed after all (a late success, or still pending): show the right page instead.
  useEffect(() => {
    if (!payment) return;
    if (payment.status === 'succeeded') goToRef.current(CHECKOUT_PAGE.success, { paymentId: payment.paymentId }, { replace: true });
    else if (payment.status === 'processing') goToRef.current(CHECKOUT_PAGE.check, { paymentId: payment.paymentId }, { replace: true });
    else heading.current?.focus();
  }, [payment]);

  const session = loadCheckoutSession(sessionStore, paymentId);
  const orderNumber = payment?.orderNumber || session?.orderNumber || '';
  const target: PaymentTarget | null =
    session && session.orderNumber === orderNumber && session.skuIds.length > 0
      ? { orderNumber, skuIds: session.skuIds, promoCode: session.promoCode, mode: session.mode, step: session.step, method: '' }
      : null;

  function payAgain(method: MethodCode) {
    if (!target) return goBack();
    goTo(CHECKOUT_PAGE.payment, paymentQuery({ ...target, method }));
  }

  function goBack() {
    if (session?.skuPath && session.orderNumber === orderNumber) {
      const back = new URL(session.skuPath, window.location.origin);
      return goTo(back.pathname, Object.fromEntries(back.searchParams));
    }
    if (session?.mode === 'package') return goTo(CHECKOUT_PAGE.packages, { orderNumber });
    return goTo(CHECKOUT_PAGE.sku, orderNumber ? { orderNumber } : {});
  }

  let body;
  if (!paymentId || (error && isSessionExpired(error))) body = <StartOver />;
  else if (error) body = <LoadError onRetry={retry} detail={t(loadErrorDetailKey(error))} />;
  else if (!payment || payment.status === 'succeeded' || payment.status === 'processing') body = <Spinner label={t('common.loading')} />;
  else {
    const method = payment.method === 'paypal' ? 'paypal' : 'card';
    const other: MethodCode = method === 'card' ? 'paypal' : 'card';
    body = (
      <div className="checkout-failed" role="alert">
        <p className="checkout-failed__reason" data-testid="failure-reason">
          {t(failureReasonKey(payment.failureCode, payment.status))}
        </p>
        <p>{t('failed.noCharge')}</p>
        <div className="checkout-actions">
          <button type="button" className="button button--large" onClick={() => payAgain(method)}>
            {t('failed.tryAgain')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => payAgain(other)}>
            {t('failed.otherMethod')}
          </button>
          <button type="button" className="button button--secondary" onClick={goBack}>
            {t('failed.goBack')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <section className="checkout checkout--narrow" aria-labelledby="failed-title">
      <h1 id="failed-title" ref={heading} tabIndex={-1}>
        {t('failed.heading')}
      </h1>
      {body}
    </section>
  );
}
