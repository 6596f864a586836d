import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { checkPaymentStatus } from '../api/payment-status';
import type { Payment } from '../api/types';
import { isSessionExpired } from '../checkout-errors';
import { useCheckoutTranslation } from '../checkout-i18n';
import { CHECKOUT_PAGE } from '../checkout-paths';
import { POLL, pollDelay } from '../countdown';
import { useCheckoutNavigate, useStartAtTop } from './checkout-hooks';
import { Spinner, StartOver } from './checkout-ui';
import '../checkout.css';

type CheckState = 'checking' | 'slow' | 'gone';

/**
 * `/pay_check?paymentId=…` (`&token=…` back from PayPal): asks for the payment's state every 2 s, then
 * less often; after about two minutes it stops with the 'wait patiently' message and a button to check
 * again. Succeeded → success page, failed or canceled → failed page.
 */
export function PayCheckPage() {
  const { t } = useCheckoutTranslation();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const token = params.get('token') ?? undefined;
  const goTo = useCheckoutNavigate();
  const goToRef = useRef(goTo);
  goToRef.current = goTo;
  const [state, setState] = useState<CheckState>('checking');
  const [round, setRound] = useState(0);
  useDocumentTitle(t('check.pageTitle'));
  useStartAtTop();

  const settle = useCallback((payment: Payment): boolean => {
    const query = { paymentId: payment.paymentId };
    if (payment.status === 'succeeded') goToRef.current(CHECKOUT_PAGE.success, query, { replace: true });
    else if (payment.status === 'failed' || payment.status === 'canceled') goToRef.current(CHECKOUT_PAGE.failed, query, { replace: true });
    else return false;
    return true;
  }, []);

  useEffect(() => {
    if (!paymentId) return undefined;
    let stopped = false;
    let timer = 0;
    const started = Date.now();
    setState('checking');
    const poll = async (attempt: number) => {
      try {
        const payment = await checkPaymentStatus(paymentId, token);
        if (stopped || settle(payment)) return;
      } catch (error) {
        if (stopped) return;
        if (isSessionExpired(error) || (error instanceof ApiError && error.result === 400)) {
          setState('gone');
          return;
        }
        // Network trouble or a server hiccup: keep asking until the time is up.
      }
      const delay = pollDelay(attempt);
      if (Date.now() + delay - started > POLL.giveUpAfterMs) {
        setState('slow');
        return;
      }
      timer = window.setTimeout(() => void poll(attempt + 1), delay);
    };
    void poll(0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [paymentId, token, round, settle]);

  let body;
  if (!paymentId || state === 'gone') body = <StartOver message={paymentId ? undefined : t('check.missing')} />;
  else if (state === 'slow') {
    body = (
      <div className="checkout-notice" role="status">
        <p>{t('check.slow')}</p>
        <button type="button" className="button" onClick={() => setRound((n) => n + 1)}>
          {t('check.checkAgain')}
        </button>
      </div>
    );
  } else body = <Spinner label={t('check.waiting')} />;

  return (
    <section className="checkout checkout--narrow" aria-labelledby="check-title">
      <h1 id="check-title" className="visually-hidden">
        {t('check.pageTitle')}
      </h1>
      {body}
    </section>
  );
}
