import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePaymentStatus } from '../api/payment-status';
import { decideSandboxApproval } from '../api/sandbox';
import { isSessionExpired, loadErrorDetailKey, processingErrorKey } from '../checkout-errors';
import { useCheckoutTranslation, type CheckoutKey } from '../checkout-i18n';
import { CHECKOUT_PAGE, sitePathOf } from '../checkout-paths';
import { useBasename, useCheckoutNavigate, useStartAtTop } from './checkout-hooks';
import { LoadError, Spinner, StartOver } from './checkout-ui';
import '../checkout.css';

/**
 * `/paying/sandbox-approval?paymentId=…`: the test-mode stand-in for PayPal's approval page. Approve or
 * cancel, then go where the server says (the status check or the failed page).
 */
export function SandboxApprovalPage() {
  const { t } = useCheckoutTranslation();
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const { payment, error, retry } = usePaymentStatus(paymentId);
  const goTo = useCheckoutNavigate();
  const basename = useBasename();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<CheckoutKey | null>(null);
  useDocumentTitle(t('approval.pageTitle'));
  useStartAtTop();

  async function decide(approve: boolean) {
    if (!paymentId || working) return;
    setWorking(true);
    setProblem(null);
    try {
      const { payment: decided, redirectUrl } = await decideSandboxApproval(paymentId, approve);
      const appPath = redirectUrl ? sitePathOf(redirectUrl, basename) : null;
      if (appPath) {
        const next = new URL(appPath, window.location.origin);
        goTo(next.pathname, Object.fromEntries(next.searchParams), { replace: true });
      } else {
        goTo(approve ? CHECKOUT_PAGE.check : CHECKOUT_PAGE.failed, { paymentId: decided.paymentId }, { replace: true });
      }
    } catch (caught) {
      setProblem(processingErrorKey(caught));
      setWorking(false);
    }
  }

  let body;
  if (!paymentId || (error && isSessionExpired(error))) body = <StartOver />;
  else if (error) body = <LoadError onRetry={retry} detail={t(loadErrorDetailKey(error))} />;
  else if (!payment) body = <Spinner label={t('common.loading')} />;
  else {
    const waiting = payment.status === 'created' || payment.status === 'requires_action';
    body = (
      <div className="checkout-approval__card">
        <p className="checkout-approval__intro">{t('approval.intro')}</p>
        <dl className="checkout-summary">
          <div className="checkout-summary__row">
            <dt>{t('approval.payee')}</dt>
            <dd>Mindprint</dd>
          </div>
          {payment.title ? (
            <div className="checkout-summary__row">
              <dt>{t('approval.item')}</dt>
              <dd>{payment.title}</dd>
            </div>
          ) : null}
          <div className="checkout-summary__row checkout-summary__row--total">
            <dt>{t('approval.amount')}</dt>
            <dd data-testid="approval-amount">{payment.amount.formatted}</dd>
          </div>
        </dl>
        <p className="checkout-status" role="status">
          {working ? t('approval.working') : waiting ? '' : t('approval.notWaiting')}
        </p>
        <div role="alert" className="checkout-alert-region">
          {problem ? <p className="checkout-alert">{t(problem)}</p> : null}
        </div>
        <div className="checkout-actions">
          <button type="button" className="button button--large" disabled={working || !waiting} onClick={() => void decide(true)}>
            {t('approval.approve')}
          </button>
          <button type="button" className="button button--secondary" disabled={working || !waiting} onClick={() => void decide(false)}>
            {t('approval.cancel')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <section className="checkout checkout--narrow checkout-approval" aria-labelledby="approval-title">
      <p className="checkout-approval__testmode" data-testid="test-mode">
        {t('common.testMode')}
      </p>
      <h1 id="approval-title">{t('approval.heading')}</h1>
      {body}
    </section>
  );
}
