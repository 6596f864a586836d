import type { ReactNode } from 'react';
import { TrackedLink } from '../../../components/tracked-link';
import { useReportTranslation } from '../report-i18n';
import { BUY_REPORT_PATH } from '../report-paths';
import { DownloadButton } from './download-button';

/**
 * The frame the report views share: the meta line (taken on / order number), the actions (PDF download
 * once paid, print), the 'free report' aside with the buy link, and the locked card for unpaid tabs.
 */

/** `Taken on …` and `Order …` under the title (the mapping and matrices reports). */
export function ReportMeta({ takenOn, orderNumber }: { takenOn: string; orderNumber: string }) {
  const { t } = useReportTranslation();
  return (
    <p className="report__meta">
      {takenOn ? <span>{t('mapping.takenOn', { date: takenOn })}</span> : null}
      {orderNumber ? <span>{t('mapping.orderNumber', { number: orderNumber })}</span> : null}
    </p>
  );
}

/** The PDF download (once the report is full) and print. */
export function ReportActions({ full, orderNumber }: { full: boolean; orderNumber: string }) {
  const { t } = useReportTranslation();
  return (
    <div className="report__actions" role="group" aria-label={t('actions.label')}>
      {full ? <DownloadButton orderNumber={orderNumber} /> : null}
      <button type="button" className="button button--secondary" onClick={() => window.print()}>
        {t('actions.print')}
      </button>
    </div>
  );
}

/** While the report is free: what the full one adds (`text`) and the link to buy it; nothing once full. */
export function FreeReportAside({ full, orderNumber, text }: { full: boolean; orderNumber: string; text: string }) {
  const { t } = useReportTranslation();
  if (full) return null;
  return (
    <aside className="report-free" aria-labelledby="report-free-title">
      <p id="report-free-title" className="report-free__title">
        {t('free.title')}
      </p>
      <p>{text}</p>
      <TrackedLink to={BUY_REPORT_PATH} query={{ orderNumber }} className="button button--large" data-testid="buy-full-report">
        {t('free.cta')}
      </TrackedLink>
    </aside>
  );
}

/** A tab of the full report while unpaid: what it holds (`text`) and the way to unlock it. */
export function LockedTab({ title, orderNumber, text }: { title: string; orderNumber: string; text: string }) {
  const { t } = useReportTranslation();
  return (
    <section className="report-section report-locked" aria-label={title} data-locked="true">
      <p className="report-locked__note">{t('locked.title')}</p>
      <p>{text}</p>
      <TrackedLink to={BUY_REPORT_PATH} query={{ orderNumber }} className="button report-locked__cta">
        {t('locked.cta')}
      </TrackedLink>
    </section>
  );
}

/**
 * `panel(key, content)`: the tab's content, or its locked card while the server sends it locked.
 */
export function lockedPanels<K extends string>(
  tabs: Record<K, { locked: boolean }>,
  labels: Record<K, string>,
  orderNumber: string,
  text: string,
): (key: K, content: ReactNode) => ReactNode {
  return (key, content) => (tabs[key].locked ? <LockedTab title={labels[key]} orderNumber={orderNumber} text={text} /> : content);
}
