import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { appConfig } from '../../../config/app-config';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { localStore, sessionStore } from '../../../lib/storage';
import { useExtraPackages } from '../api/extra-packages';
import { isSessionExpired, loadErrorDetailKey } from '../checkout-errors';
import { useCheckoutTranslation } from '../checkout-i18n';
import { currentExamId, lastOrderFor, saveCheckoutSession } from '../checkout-memory';
import { CHECKOUT_PAGE, cleanOrderNumber, paymentQuery, REPORT_PATH, reportQuery } from '../checkout-paths';
import { useCheckoutNavigate, useStartAtTop } from './checkout-hooks';
import { CheckoutLink, LoadError, Spinner, StartOver } from './checkout-ui';
import '../checkout.css';

/** `/pay_package?orderNumber=…`: add-on packs the order does not own yet; one is paid for at a time. */
export function PackagePage() {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const goTo = useCheckoutNavigate();
  const orderNumber =
    cleanOrderNumber(params.get('orderNumber')) ?? lastOrderFor(localStore, currentExamId(localStore) ?? appConfig.defaultExamAppId);
  const { packages, error, retry } = useExtraPackages(orderNumber);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  useDocumentTitle(t('packages.pageTitle'));
  useStartAtTop();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const pack = packages?.find((candidate) => candidate.skuId === chosen);
    if (!pack || !orderNumber) {
      setMissing(true);
      firstRadio.current?.focus();
      return;
    }
    const target = { orderNumber, skuIds: [pack.skuId], promoCode: '', mode: 'package' as const, step: '', method: '' as const };
    saveCheckoutSession(sessionStore, { ...target, examId: pack.examId, skuPath: `${CHECKOUT_PAGE.packages}?orderNumber=${orderNumber}`, paymentId: '' });
    goTo(CHECKOUT_PAGE.payment, paymentQuery(target));
  }

  let body;
  if (!orderNumber || (error && isSessionExpired(error))) body = <StartOver />;
  else if (error) body = <LoadError onRetry={retry} detail={t(loadErrorDetailKey(error))} />;
  else if (!packages) body = <Spinner label={t('common.loading')} />;
  else if (packages.length === 0) {
    body = (
      <div className="checkout-notice">
        <p>{t('packages.empty')}</p>
        <CheckoutLink to={REPORT_PATH} query={reportQuery(orderNumber)} className="button">
          {t('common.toReport')}
        </CheckoutLink>
      </div>
    );
  } else {
    body = (
      <form noValidate onSubmit={onSubmit}>
        <fieldset className="checkout-offers" aria-describedby={missing ? `${id}-missing` : undefined}>
          <legend>{t('packages.legend')}</legend>
          {packages.map((pack, index) => (
            <label key={pack.skuId} className={`checkout-offer${pack.skuId === chosen ? ' is-selected' : ''}`}>
              <input
                ref={index === 0 ? firstRadio : undefined}
                type="radio"
                name="pack"
                value={pack.skuId}
                checked={pack.skuId === chosen}
                onChange={() => {
                  setChosen(pack.skuId);
                  setMissing(false);
                }}
              />
              <span className="checkout-offer__body">
                <span className="checkout-offer__top">
                  <span className="checkout-offer__name">{pack.name}</span>
                </span>
                <span className="checkout-offer__desc">{pack.description}</span>
                <span className="checkout-offer__price">
                  <strong>{pack.price.formatted}</strong>
                  {pack.originalPrice.amountMinor > pack.price.amountMinor ? (
                    <>
                      {' '}
                      <s>{pack.originalPrice.formatted}</s>
                    </>
                  ) : null}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <p id={`${id}-missing`} className="field-error checkout-error" role="alert">
          {missing ? t('packages.chooseOne') : ''}
        </p>
        <button type="submit" className="button button--large checkout__submit">
          {t('packages.continue')}
        </button>
        <p>
          <CheckoutLink to={REPORT_PATH} query={reportQuery(orderNumber)}>
            {t('common.toReport')}
          </CheckoutLink>
        </p>
      </form>
    );
  }

  return (
    <section className="checkout checkout--narrow" aria-labelledby="packages-title">
      <header className="checkout__header">
        <h1 id="packages-title">{t('packages.heading')}</h1>
        <p className="checkout-muted">{t('packages.intro')}</p>
      </header>
      {body}
    </section>
  );
}
