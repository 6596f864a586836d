/** Small building blocks the checkout pages share. */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { searchWithTracking } from '../../../lib/tracking-query';
import { useCheckoutTranslation } from '../checkout-i18n';
import { TAKE_TEST_PATH } from '../checkout-paths';

/** A busy indicator with a spoken label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="checkout-spinner" role="status">
      <span className="checkout-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** 'Load failed. Please retry.' with a retry button and what went wrong. */
export function LoadError({ onRetry, detail }: { onRetry: () => void; detail?: string | undefined }) {
  const { t } = useCheckoutTranslation();
  return (
    <div className="checkout-alert" role="alert">
      <p>{t('common.loadFailed')}</p>
      {detail ? <p>{detail}</p> : null}
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** 'Session expired, please start over' (or another reason) with the way back to the test. */
export function StartOver({ message }: { message?: string | undefined }) {
  const { t } = useCheckoutTranslation();
  return (
    <div className="checkout-alert" role="alert">
      <p>{message ?? t('errors.sessionExpired')}</p>
      <CheckoutLink to={TAKE_TEST_PATH} className="button">
        {t('common.startOver')}
      </CheckoutLink>
    </div>
  );
}

/** The TEST MODE label: no real money moves. */
export function TestModeBanner() {
  const { t } = useCheckoutTranslation();
  return (
    <p className="checkout-testmode" data-testid="test-mode">
      <strong>{t('common.testMode')}</strong> <span>{t('common.testModeNote')}</span>
    </p>
  );
}

/** A link inside the site that keeps the tracking query keys (hl, gclid…). */
export function CheckoutLink({
  to,
  query,
  className,
  children,
}: {
  to: string;
  query?: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  const { search } = useLocation();
  return (
    <Link to={{ pathname: to, search: searchWithTracking(search, query) }} className={className}>
      {children}
    </Link>
  );
}

export type TextPiece = { text: string } | { text: string; tag: string };

/** `I agree to the <terms>Terms</terms>` → text and tagged pieces (no nesting). */
export function splitTagged(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push({ text: text.slice(last, index) });
    pieces.push({ text: match[2] ?? '', tag: match[1] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** A lock, drawn inline (no external images). */
export function LockIcon() {
  return (
    <svg className="checkout-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V7Zm3 7a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z"
      />
    </svg>
  );
}

/** A check mark, drawn inline. */
export function CheckIcon() {
  return (
    <svg className="checkout-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
    </svg>
  );
}
