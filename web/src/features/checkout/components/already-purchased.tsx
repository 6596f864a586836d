import { useEffect, useRef, useState } from 'react';
import { useCheckoutTranslation } from '../checkout-i18n';
import { REPORT_PATH, reportQuery } from '../checkout-paths';
import { secondsLeft } from '../countdown';
import { CheckoutLink } from './checkout-ui';
import { useCheckoutNavigate } from './checkout-hooks';

/** Spec §4/§9: the report is already paid for — say so, wait 3 seconds, then open it. */
export const ALREADY_PURCHASED_WAIT_S = 3;

export function AlreadyPurchased({ orderNumber }: { orderNumber: string }) {
  const { t } = useCheckoutTranslation();
  const goTo = useCheckoutNavigate();
  const [started] = useState(() => Date.now());
  const [left, setLeft] = useState(ALREADY_PURCHASED_WAIT_S);
  const goToRef = useRef(goTo);
  goToRef.current = goTo;

  useEffect(() => {
    const tick = window.setInterval(() => setLeft(secondsLeft(ALREADY_PURCHASED_WAIT_S, Date.now() - started)), 250);
    const done = window.setTimeout(() => goToRef.current(REPORT_PATH, reportQuery(orderNumber), { replace: true }), ALREADY_PURCHASED_WAIT_S * 1000);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [orderNumber, started]);

  return (
    <div className="checkout-notice" role="status" data-testid="already-purchased">
      <p className="checkout-notice__title">{t('sku.alreadyPurchased')}</p>
      <p>{t('sku.redirecting', { seconds: left })}</p>
      <CheckoutLink to={REPORT_PATH} query={reportQuery(orderNumber)} className="button">
        {t('common.toReport')}
      </CheckoutLink>
    </div>
  );
}
