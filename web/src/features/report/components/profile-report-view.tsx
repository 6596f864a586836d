import { useId } from 'react';
import {
  PROFILE_OVERVIEW_TAB,
  profileTabKeys,
  type ProfileBlock,
  type ProfileMeter,
  type ProfileReportOrder,
  type ProfileTab,
} from '../profile-report-model';
import { useReportTranslation, type ReportT } from '../report-i18n';
import { labelled } from './mapping-report-view';
import { lockedPanels, ReportShell } from './report-frame';
import { ReportTabs } from './report-tabs';
import { useTabParam } from './use-tab-param';

/** The tab's title as the server names it; else the overview's or 'Part n'. */
function tabLabel(t: ReportT, tab: ProfileTab, index: number): string {
  if (tab.title) return tab.title;
  return tab.key === PROFILE_OVERVIEW_TAB ? t('mapping.tabs.overview') : t('profileTest.untitledTab', { number: index + 1 });
}

/**
 * The report of a profile test (exams 4–6: relationships, career, personal development): one view for the
 * three, since the server sends their tabs as data. The overview (free) shows each scale as a meter between
 * its two poles with the level name and headline, then the outcome's blocks and the introduction; every other
 * tab is a list of blocks, or a locked card until the server sends it unlocked. Once paid, the PDF download;
 * print shows every tab.
 */
export function ProfileReportView({ order }: { order: ProfileReportOrder }) {
  const { t } = useReportTranslation();
  const { report, orderNumber } = order;
  const keys = profileTabKeys(report);
  const [selected, selectTab] = useTabParam(keys);
  const byKey = Object.fromEntries(report.tabs.map((tab) => [tab.key, tab]));
  const labels = Object.fromEntries(report.tabs.map((tab, index) => [tab.key, tabLabel(t, tab, index)]));
  const panel = lockedPanels(byKey, labels, orderNumber, t('profileTest.lockedTab'));
  const panels = Object.fromEntries(
    report.tabs.map((tab) => [
      tab.key,
      tab.key === PROFILE_OVERVIEW_TAB ? (
        <OverviewTab meters={report.meters} blocks={tab.blocks} intro={report.overviewIntro} />
      ) : (
        panel(tab.key, <BlocksTab tab={tab} />)
      ),
    ]),
  );

  return (
    <ReportShell
      kind="profile"
      locale={report.locale}
      full={report.full}
      orderNumber={orderNumber}
      takenAt={order.takenAt}
      kicker={report.testName || t('profileTest.heading')}
      title={
        <span className="report__name" data-testid="report-title">
          {report.title || report.resultLabel || t('profileTest.pageTitle')}
        </span>
      }
      freeText={t('profileTest.freeText')}
      note={report.sourceNote}
      resultCode={report.resultCode}
    >
      <ReportTabs tabs={keys} selected={selected} onSelect={selectTab} labels={labels} panels={panels} />
    </ReportShell>
  );
}

function OverviewTab({ meters, blocks, intro }: { meters: ProfileMeter[]; blocks: ProfileBlock[]; intro: string[] }) {
  return (
    <div className="report-mapping">
      {meters.length > 0 ? (
        <ul className="report-mapping__dimensions">
          {meters.map((meter) => (
            <Meter key={meter.scale || meter.name} meter={meter} />
          ))}
        </ul>
      ) : null}
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      {intro.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

/** One scale: its name and level, the position on a bar between the low and the high pole (both in words), the level's headline. */
function Meter({ meter }: { meter: ProfileMeter }) {
  const { t } = useReportTranslation();
  const level = meter.levelName ? t('mapping.level', { level: meter.level, name: meter.levelName }) : null;
  return (
    <li className="report-section report-mapping__dimension report-meter" data-scale={meter.scale} data-level={meter.level}>
      <h3 className="report-mapping__name">
        {meter.name}
        {level ? (
          <span className="report-mapping__level" data-level={meter.level}>
            {' · '}
            {level}
          </span>
        ) : null}
      </h3>
      {meter.lowPole || meter.highPole ? (
        <p className="report-scale__poles report-meter__poles">
          <Pole label={t('mapping.lowEnd')} text={meter.lowPole} />
          <Pole label={t('mapping.highEnd')} text={meter.highPole} />
        </p>
      ) : null}
      <div className="report-scale__track report-mapping__track" aria-hidden="true">
        <span className="report-scale__marker" style={{ left: `${meter.position}%` }} />
      </div>
      <p className="report-mapping__reading">
        <span>{t('mapping.position', { position: meter.position })}</span>
      </p>
      {meter.headline ? <p className="report-mapping__headline">{meter.headline}</p> : null}
    </li>
  );
}

/** A pole in words; screen readers hear which end it is. */
function Pole({ label, text }: { label: string; text: string }) {
  const { t } = useReportTranslation();
  return (
    <span>
      <span className="visually-hidden">{labelled(t, label, text)}</span>
      <span aria-hidden="true">{text}</span>
    </span>
  );
}

function BlocksTab({ tab }: { tab: ProfileTab }) {
  return (
    <div className="report-mapping">
      {tab.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}

/** A heading, an optional subheading, paragraphs and titled lists. */
function Block({ block }: { block: ProfileBlock }) {
  const id = useId();
  return (
    <section className="report-section report-block" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? (
        <h3 id={id} className="report-mapping__name">
          {block.heading}
        </h3>
      ) : null}
      {block.subheading ? <p className="report-mapping__headline">{block.subheading}</p> : null}
      {block.paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {block.lists.map((list, i) => (
        <div key={i} className="report-block__list">
          {list.heading ? <h4 className="report-mapping__list-heading">{list.heading}</h4> : null}
          <ul className="report-bullets">
            {list.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
