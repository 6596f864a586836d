import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useReportTranslation } from '../report-i18n';
import { tabIndexAfterKey } from '../report-tabs';

/**
 * The report's tablist (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between the
 * tabs and select them; only the selected tab is in the tab order. Every panel stays in the document
 * (the hidden ones with `hidden`), so printing shows them all (see the print styles).
 */
export function ReportTabs<Tab extends string>({
  tabs,
  selected,
  onSelect,
  labels,
  panels,
}: {
  tabs: readonly Tab[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  labels: Record<Tab, string>;
  panels: Record<Tab, ReactNode>;
}) {
  const { t } = useReportTranslation();
  const id = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexAfterKey(event.key, tabs.indexOf(selected), tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab);
    tabRefs.current[tab]?.focus();
  };

  return (
    <div className="report-tabs">
      <div className="report-tabs__list" role="tablist" aria-label={t('tabs.label')}>
        {tabs.map((tab) => (
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
      {tabs.map((tab) => (
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
