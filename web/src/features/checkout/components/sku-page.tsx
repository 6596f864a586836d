import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { appConfig } from '../../../config/app-config';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { legalLinkOf } from '../../../lib/legal-links';
import { localStore, sessionStore } from '../../../lib/storage';
import { searchWithTracking } from '../../../lib/tracking-query';
import { usePurchaseCheck } from '../api/purchase-check';
import { trackOnce } from '../../../lib/analytics';
import { useSkuList, type SkuListResponse } from '../api/sku-list';
import type { Sku } from '../api/types';
import { isSessionExpired, loadErrorDetailKey, promoRejectionKey } from '../checkout-errors';
import { examReportKind, type ExamReportKind } from '../checkout-exams';
import { useCheckoutTranslation, type CheckoutKey } from '../checkout-i18n';
import { currentExamId, lastOrderFor, rememberOrder, saveCheckoutSession } from '../checkout-memory';
import { cleanOrderNumber, examIdFromParam, normalizePromoCode, paymentPathAfter, paymentQuery } from '../checkout-paths';
import { clockOffset, formatCountdown, remainingMs } from '../countdown';
import { AlreadyPurchased } from './already-purchased';
import { useCheckoutContext, useCheckoutNavigate, useNow, useStartAtTop } from './checkout-hooks';
import { LoadError, Spinner, splitTagged, StartOver } from './checkout-ui';
import { SampleReviews, SecureBadges } from './trust-blocks';
import '../checkout.css';

/** What the exam's full report holds, for the intro. */
const INTRO_BY_REPORT: Record<ExamReportKind, CheckoutKey> = {
  type: 'sku.intro',
  matrices: 'iq.intro',
  mapping: 'profile.intro',
  relationships: 'profileTests.relationships.intro',
  career: 'profileTests.career.intro',
  growth: 'profileTests.growth.intro',
};

/**
 * The SKU/price page (`/paying/buyreport?orderNumber=…` and its other names): first the purchase check
 * (already paid → the report after 3 s), then the offers with the offer countdown, promo code, what
 * the visitor saves, the total due today and the unticked terms checkbox.
 */
export function SkuPage() {
  const { t } = useCheckoutTranslation();
  const [params] = useSearchParams();
  const examParam = useParams().examId;
  const routeExamId = examIdFromParam(examParam);
  const fallbackExam = routeExamId ?? currentExamId(localStore) ?? appConfig.defaultExamAppId;
  const orderNumber = cleanOrderNumber(params.get('orderNumber')) ?? lastOrderFor(localStore, fallbackExam);
  const { check, error, retry } = usePurchaseCheck(orderNumber);
  useDocumentTitle(t('sku.pageTitle'));
  useStartAtTop();

  let body;
  if (!orderNumber) body = <StartOver message={t('sku.noOrder')} />;
  else if (error && isSessionExpired(error)) body = <StartOver />;
  else if (error) body = <LoadError onRetry={retry} detail={t(loadErrorDetailKey(error))} />;
  else if (!check) body = <Spinner label={t('sku.checking')} />;
  else if (check.purchased) body = <AlreadyPurchased orderNumber={check.orderNumber || orderNumber} />;
  else body = <Offers orderNumber={orderNumber} examId={routeExamId ?? check.examId} />;
  // The intro names what the exam's full report holds, once the exam is known.
  const examId = routeExamId ?? check?.examId;

  return (
    <section className="checkout" aria-labelledby="sku-title">
      <header className="checkout__header">
        <h1 id="sku-title">{t('sku.heading')}</h1>
        {examId ? <p className="checkout-muted">{t(INTRO_BY_REPORT[examReportKind(examId)])}</p> : null}
      </header>
      {body}
    </section>
  );
}

/** The offers that can be bought (reports and packages; add-on packs have their own page). */
function offersOf(list: SkuListResponse | undefined): Sku[] {
  return (list?.skus ?? []).filter((sku) => sku.kind !== 'addon');
}

function Offers({ orderNumber, examId }: { orderNumber: string; examId: string }) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const examParam = useParams().examId;
  const goTo = useCheckoutNavigate();
  const { country, hl } = useCheckoutContext(examId, orderNumber);
  const [promoCode, setPromoCode] = useState(() => normalizePromoCode(params.get('promoCode')));
  const [promoInput, setPromoInput] = useState(promoCode);
  const [promoEmpty, setPromoEmpty] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [ended, setEnded] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);
  const { list, error, isValidating, refetch } = useSkuList({ examId, country, hl, promoCode, orderNumber });

  useEffect(() => rememberOrder(localStore, examId, orderNumber), [examId, orderNumber]);
  // The prices are on screen: once per order.
  useEffect(() => {
    if (list) trackOnce(orderNumber, 'sku_view', { exam_id: examId });
  }, [list, orderNumber, examId]);

  // The offer countdown, on the server's clock; when it ends the prices are asked for again once.
  const offset = useMemo(() => (list ? clockOffset(list.serverTime, list.receivedAt) : 0), [list]);
  const now = useNow(Boolean(list?.offerExpiresAt));
  const left = list ? remainingMs(list.offerExpiresAt, offset, now) : null;
  const refetchedFor = useRef('');
  useEffect(() => {
    if (left !== 0 || !list || refetchedFor.current === list.offerExpiresAt) return;
    refetchedFor.current = list.offerExpiresAt;
    setEnded(true);
    refetch();
  }, [left, list, refetch]);

  const offers = offersOf(list);
  // The report the visitor came for is preselected; the recommended bundle is one click away.
  const selected = offers.find((sku) => sku.skuId === chosen) ?? offers.find((sku) => sku.kind === 'report') ?? offers.find((sku) => sku.recommended) ?? offers[0];

  if (!list) {
    if (error && isSessionExpired(error)) return <StartOver />;
    if (error) return <LoadError onRetry={refetch} detail={t(loadErrorDetailKey(error))} />;
    return <Spinner label={t('common.loading')} />;
  }

  const promo = list.promo;
  const promoIsCurrent = Boolean(promoCode) && promo?.code.toUpperCase() === promoCode;
  const promoPending = Boolean(promoCode) && isValidating && !promoIsCurrent;
  const promoApplied = promoIsCurrent && Boolean(promo?.valid);

  function applyPromo(event: { preventDefault(): void }) {
    event.preventDefault();
    const code = normalizePromoCode(promoInput);
    setPromoEmpty(!code);
    setPromoCode(code);
  }

  function onContinue(event: FormEvent) {
    event.preventDefault();
    if (!selected) return;
    if (!agreed) {
      setTermsError(true);
      termsBox.current?.focus();
      return;
    }
    const target = {
      orderNumber,
      skuIds: [selected.skuId],
      promoCode: promoApplied ? promoCode : '',
      mode: 'report' as const,
      step: '',
      method: '' as const,
    };
    saveCheckoutSession(sessionStore, { ...target, examId, skuPath: `${pathname}${search}`, paymentId: '' });
    goTo(paymentPathAfter(pathname, examParam), paymentQuery(target));
  }

  return (
    <div className="checkout__grid">
      <div className="checkout__main">
        {left !== null && left > 0 ? (
          <p className="checkout-countdown" data-testid="offer-countdown">
            {t('sku.countdown', { time: formatCountdown(left) })}
          </p>
        ) : ended ? (
          <p className="checkout-countdown checkout-countdown--ended" role="status">
            {t('sku.countdownEnded')}
          </p>
        ) : null}
        {error ? <LoadError onRetry={refetch} detail={t(loadErrorDetailKey(error))} /> : null}

        {offers.length === 0 ? (
          <p className="checkout-notice">{t('sku.noOffers')}</p>
        ) : (
          <form noValidate onSubmit={onContinue} aria-labelledby={`${id}-offers`}>
            <fieldset className="checkout-offers">
              <legend id={`${id}-offers`}>{t('sku.offersLegend')}</legend>
              {offers.map((sku) => (
                <OfferCard key={sku.skuId} sku={sku} checked={sku.skuId === selected?.skuId} onChoose={() => setChosen(sku.skuId)} />
              ))}
            </fieldset>

            <div className="checkout-promo">
              <label htmlFor={`${id}-promo`}>{t('promo.label')}</label>
              <div className="checkout-promo__row">
                <input
                  id={`${id}-promo`}
                  value={promoInput}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  onChange={(event) => setPromoInput(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') applyPromo(event);
                  }}
                  aria-describedby={`${id}-promo-status`}
                />
                <button type="button" className="button button--secondary" disabled={promoPending} onClick={applyPromo}>
                  {t('promo.apply')}
                </button>
              </div>
              <p id={`${id}-promo-status`} className="checkout-promo__status" role="status" data-testid="promo-status">
                {promoEmpty
                  ? t('promo.empty')
                  : promoPending
                    ? t('promo.applying')
                    : promoApplied && promo
                      ? t('promo.applied', { code: promo.code, percent: promo.percentOff })
                      : promoIsCurrent && promo && !promo.valid
                        ? t(promoRejectionKey(promo.rejection))
                        : ''}
              </p>
            </div>
            {selected ? (
              <div className="checkout-total" aria-live="polite">
                {selected.youSave.amountMinor > 0 ? (
                  <p className="checkout-total__save">{t('sku.youSave', { amount: selected.youSave.formatted })}</p>
                ) : null}
                <p className="checkout-total__due">
                  <span>{t('sku.totalDueToday')}</span> <strong data-testid="total-due">{selected.price.formatted}</strong>
                </p>
              </div>
            ) : null}

            <div className="checkout-check">
              <input
                ref={termsBox}
                id={`${id}-terms`}
                type="checkbox"
                checked={agreed}
                onChange={(event) => {
                  setAgreed(event.target.checked);
                  if (event.target.checked) setTermsError(false);
                }}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? `${id}-terms-error` : undefined}
              />
              <label htmlFor={`${id}-terms`}>
                {splitTagged(t('terms.label')).map((piece, index) => {
                  const link = 'tag' in piece ? legalLinkOf(piece.tag) : undefined;
                  if (!link) return <span key={index}>{piece.text}</span>;
                  return (
                    <Link key={index} to={{ ...link, search: searchWithTracking(search) }} target="_blank" rel="noopener">
                      {piece.text}
                    </Link>
                  );
                })}
              </label>
            </div>
            <p id={`${id}-terms-error`} className="field-error checkout-error" role="alert">
              {termsError ? t('terms.required') : ''}
            </p>
            <button type="submit" className="button button--large checkout__submit">
              {t('sku.continue')}
            </button>
          </form>
        )}

      </div>

      <aside className="checkout__side">
        <SecureBadges />
        <SampleReviews examId={examId} />
      </aside>
    </div>
  );
}

function OfferCard({ sku, checked, onChoose }: { sku: Sku; checked: boolean; onChoose: () => void }) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const discounted = sku.originalPrice.amountMinor > sku.price.amountMinor;
  const percent = discounted ? Math.round((1 - sku.price.amountMinor / sku.originalPrice.amountMinor) * 100) : 0;
  return (
    <label className={`checkout-offer${checked ? ' is-selected' : ''}`} htmlFor={id}>
      <input id={id} type="radio" name="sku" value={sku.skuId} checked={checked} onChange={onChoose} aria-describedby={`${id}-desc`} />
      <span className="checkout-offer__body">
        <span className="checkout-offer__top">
          <span className="checkout-offer__name">{sku.name}</span>
          {sku.recommended ? <span className="checkout-badge">{t('sku.recommended')}</span> : null}
        </span>
        <span id={`${id}-desc`} className="checkout-offer__desc">
          {sku.description}
          {sku.features.length > 0 ? (
            <span className="checkout-offer__features">
              <span className="visually-hidden">{t('sku.includes')}: </span>
              {sku.features.map((feature) => (
                <span key={feature} className="checkout-offer__feature">
                  {feature}
                </span>
              ))}
            </span>
          ) : null}
        </span>
        <span className="checkout-offer__price">
          <strong>{sku.price.formatted}</strong>
          {discounted ? (
            <>
              {' '}
              <s>
                <span className="visually-hidden">{t('sku.regularPrice')} </span>
                {sku.originalPrice.formatted}
              </s>{' '}
              <span className="checkout-offer__off">{t('sku.percentOff', { percent })}</span>
            </>
          ) : null}
        </span>
      </span>
    </label>
  );
}
