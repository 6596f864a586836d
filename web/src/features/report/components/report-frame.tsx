import type { ReactNode } from 'react';
import { TrackedLink } from '../../../components/tracked-link';
import { formatReportDate, tagOfLocale } from '../report-model';
import { useReportTranslation } from '../report-i18n';
import { BUY_REPORT_PATH } from '../report-paths';
import { DownloadButton } from './download-button';

/**
 * The frame the report views share: the page (`ReportShell`: header with the meta line, the actions — PDF
 * download once paid, print —, the 'free report' aside with the buy link, the tabs, the note under them) and
 * the locked card for unpaid tabs.
 */

/**
 * A report page in the report's language: `kicker` and `title` head it, `children` are its tabs, `note` stands
 * under them. `kind` names the page's style (`report--<kind>`).
 */
export function ReportShell(props: {
  kind: 'mapping' | 'matrices' | 'profile';
  /** Our locale code of the report's texts. */
  locale: string;
  full: boolean;
  orderNumber: string;
  /** RFC 3339, when the test was taken. */
  takenAt: string;
  kicker: string;
  title: ReactNode;
  /** What the full report adds, while the report is free. */
  freeText: string;
  note?: string;
  /** The result's key, as data on the page (profile tests). */
  resultCode?: string;
  children: ReactNode;
}) {
  const { language } = useReportTranslation();
  const tag = tagOfLocale(props.locale, language);
  return (
    <article
      className={`report report--${props.kind}`}
      aria-labelledby="report-title"
      lang={tag}
      data-full={props.full ? 'true' : 'false'}
      data-result-code={props.resultCode}
    >
      <header className="report__header">
        <p className="report__kicker">{props.kicker}</p>
        <h1 id="report-title" className="report__title">
          {props.title}
        </h1>
        <ReportMeta takenOn={formatReportDate(props.takenAt, tag)} orderNumber={props.orderNumber} />
      </header>

      <ReportActions full={props.full} orderNumber={props.orderNumber} />

      <FreeReportAside full={props.full} orderNumber={props.orderNumber} text={props.freeText} />

      {props.children}

      {props.note ? <p className="report__disclaimer">{props.note}</p> : null}
    </article>
  );
}

/** `Taken on …` and `Order …` under the title. */
function ReportMeta({ takenOn, orderNumber }: { takenOn: string; orderNumber: string }) {
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
