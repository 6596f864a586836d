/** Small building blocks the subscription pages share. */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { searchWithTracking } from '../../../lib/tracking-query';
import type { Message } from '../subscription-errors';
import { useSubscriptionTranslation } from '../subscription-i18n';

export function Spinner({ label }: { label: string }) {
  return (
    <div className="sub-spinner" role="status">
      <span className="sub-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useSubscriptionTranslation();
  return (
    <div className="sub-alert" role="alert">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export function MessageAlert({ message, testId }: { message: Message | null; testId?: string }) {
  const { t } = useSubscriptionTranslation();
  if (!message) return null;
  return (
    <p className="sub-alert" role="alert" data-testid={testId}>
      {'key' in message ? t(message.key) : message.text}
    </p>
  );
}

export function TestModeBanner() {
  const { t } = useSubscriptionTranslation();
  return (
    <p className="sub-testmode" data-testid="test-mode">
      <strong>{t('common.testMode')}</strong> <span>{t('common.testModeNote')}</span>
    </p>
  );
}

/** A link inside the site that keeps the tracking query keys (hl, gclid…). */
export function SiteLink({ to, query, hash, className, children }: { to: string; query?: Record<string, string>; hash?: string; className?: string; children: ReactNode }) {
  const { search } = useLocation();
  return (
    <Link to={{ pathname: to, search: searchWithTracking(search, query), hash: hash ?? '' }} className={className}>
      {children}
    </Link>
  );
}
