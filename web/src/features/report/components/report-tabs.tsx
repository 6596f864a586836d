import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useReportTranslation } from '../report-i18n';
import { REPORT_TABS, tabIndexAfterKey, type ReportTab } from '../report-tabs';

/**
 * The report's tablist (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between the
 * tabs and select them; only the selected tab is in the tab order. Both panels stay in the document
 * (the hidden one with `hidden`), so printing shows both (see the print styles).
 */
export function ReportTabs({
  selected,
  onSelect,
  labels,
  panels,
}: {
  selected: ReportTab;
  onSelect: (tab: ReportTab) => void;
  labels: Record<ReportTab, string>;
  panels: Record<ReportTab, ReactNode>;
}) {
  const { t } = useReportTranslation();
  const id = useId();
  const tabRefs = useRef<Partial<Record<ReportTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexAfterKey(event.key, REPORT_TABS.indexOf(selected), REPORT_TABS.length);
    if (next === null) return;
    event.preventDefault();
    const tab = REPORT_TABS[next]!;
    onSelect(tab);
    tabRefs.current[tab]?.focus();
  };

  return (
    <div className="report-tabs">
      <div className="report-tabs__list" role="tablist" aria-label={t('tabs.label')}>
        {REPORT_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-controls={`${id}-panel-${tab}`}
            aria-selected={tab === selected}
            tabIndex={tab === selected ? 0 : -1}
            className="report-tabs__tab"
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {REPORT_TABS.map((tab) => (
        <section
          key={tab}
          role="tabpanel"
          id={`${id}-panel-${tab}`}
          aria-labelledby={`${id}-tab-${tab}`}
          tabIndex={0}
          hidden={tab !== selected}
          className="report-panel"
          data-panel={tab}
        >
          <h2 className="report-panel__print-title" aria-hidden="true">
            {labels[tab]}
          </h2>
          {panels[tab]}
        </section>
      ))}
    </div>
  );
}
