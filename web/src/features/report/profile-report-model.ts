/**
 * The profile tests' report (exams 4 YDGX, 5 CAREER, 6 GROWTH): `report.kind === 'profile'` of the report call
 * (gateway/docs/profile-tests-calls.md), read defensively. One shape serves the three tests: the overview is
 * data (meters), every other tab a list of blocks, so the tabs and their keys come from the server. Texts are
 * the server's, in the report's language; which tabs are locked is the server's decision.
 */
import type { ApiResponse } from '../../lib/api/contract';
import { clamp, num, record, text, texts } from './report-read';

/** The free tab every profile report opens on. */
export const PROFILE_OVERVIEW_TAB = 'overview';

/** The profile report as the report call documents it (gateway/openapi/api.json). */
type ProfileReportOrderAnswer = ApiResponse<'/api/exam/order/report/{id}'>;
type ProfileReportAnswer = Extract<ProfileReportOrderAnswer['report'], { kind: 'profile' }>;

/** A meter: `scale` is the stored scale (`S`, `INT`), position 0 to 100, level 1 very low … 5 very high. */
export type ProfileMeter = ProfileReportAnswer['meters'][number];
export type ProfileTab = ProfileReportAnswer['tabs'][number];
export type ProfileBlock = ProfileTab['blocks'][number];
export type ProfileList = ProfileBlock['lists'][number];

/**
 * The report the page shows: the documented one with the locked tabs folded into `tabs` (a locked tab's
 * blocks always []), the overview first. `testKind` is `relationships`, `career` or `growth`; `resultCode`
 * the outcome's key (`SIA`, `secure`), data, not a text to show; `locale` our code (`DE`).
 */
export type ProfileReport = Omit<ProfileReportAnswer, 'kind' | 'lockedTabs' | 'tabs'> & { tabs: [ProfileTab, ...ProfileTab[]] };

export type ProfileReportOrder = Omit<ProfileReportOrderAnswer, 'report'> & { report: ProfileReport };

/** The level of a position when the server sent none: fixed fifths (1 below 20 … 5 from 80), as the server scores. */
export function levelOfPosition(position: number): number {
  return clamp(Math.floor(position / 20) + 1, 1, 5);
}

function readMeter(raw: unknown): ProfileMeter | null {
  const m = record(raw);
  if (!m || !(text(m.name) || text(m.scale))) return null;
  const position = clamp(Math.round(num(m.position, 50)), 0, 100);
  const level = typeof m.level === 'number' && m.level >= 1 && m.level <= 5 ? Math.round(m.level) : levelOfPosition(position);
  return {
    scale: text(m.scale),
    name: text(m.name) || text(m.scale),
    description: text(m.description),
    lowPole: text(m.lowPole),
    highPole: text(m.highPole),
    position,
    level,
    levelName: text(m.levelName),
    headline: text(m.headline),
  };
}

function readList(raw: unknown): ProfileList | null {
  const l = record(raw);
  const items = texts(l?.items);
  return l && items.length > 0 ? { heading: text(l.heading), items } : null;
}

function readBlock(raw: unknown): ProfileBlock | null {
  const b = record(raw);
  if (!b) return null;
  const block = {
    heading: text(b.heading),
    subheading: text(b.subheading),
    paragraphs: texts(b.paragraphs),
    lists: (Array.isArray(b.lists) ? b.lists : []).map(readList).filter((l): l is ProfileList => l !== null),
  };
  const empty = !block.heading && !block.subheading && block.paragraphs.length === 0 && block.lists.length === 0;
  return empty ? null : block;
}

/**
 * The tabs in the server's order with the overview first (added when missing). A tab is locked when the
 * server says so (in the tab or in `lockedTabs`, also for a tab named only there); the overview never is, and
 * nothing is in a full report of a paid order. A locked tab's blocks are dropped whatever was sent.
 */
function readTabs(rawTabs: unknown, lockedTabs: string[], full: boolean): [ProfileTab, ...ProfileTab[]] {
  const seen = new Set<string>();
  const tabs: ProfileTab[] = [];
  const add = (key: string, title: string, sentLocked: boolean, rawBlocks: unknown) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    const locked = key !== PROFILE_OVERVIEW_TAB && !full && (sentLocked || lockedTabs.includes(key));
    const blocks = locked ? [] : (Array.isArray(rawBlocks) ? rawBlocks : []).map(readBlock).filter((b): b is ProfileBlock => b !== null);
    tabs.push({ key, title, locked, blocks });
  };
  for (const raw of Array.isArray(rawTabs) ? rawTabs : []) {
    const tab = record(raw);
    if (tab) add(text(tab.key), text(tab.title), tab.locked === true, tab.blocks);
  }
  for (const key of lockedTabs) add(key, '', true, []);
  const overview = tabs.find((tab) => tab.key === PROFILE_OVERVIEW_TAB) ?? { key: PROFILE_OVERVIEW_TAB, title: '', locked: false, blocks: [] };
  return [overview, ...tabs.filter((tab) => tab !== overview)];
}

/** Null when `raw` is not a profile report. */
export function normalizeProfileReportOrder(raw: unknown): ProfileReportOrder | null {
  const order = record(raw);
  const r = record(order?.report);
  if (!order || !r || r.kind !== 'profile') return null;
  const paid = order.paid === true;
  // The server decides; a report is never shown as full for an unpaid order.
  const full = r.full === true && paid;
  return {
    orderNumber: text(order.orderNumber),
    examId: text(order.examId) || text(r.examId),
    paid,
    takenAt: text(order.takenAt),
    report: {
      examId: text(r.examId) || text(order.examId),
      testKind: text(r.testKind),
      testName: text(r.testName),
      locale: text(r.locale),
      full,
      resultCode: text(r.resultCode),
      resultLabel: text(r.resultLabel),
      title: text(r.title),
      overviewIntro: texts(r.overviewIntro),
      sourceNote: text(r.sourceNote),
      meters: (Array.isArray(r.meters) ? r.meters : []).map(readMeter).filter((m): m is ProfileMeter => m !== null),
      tabs: readTabs(r.tabs, texts(r.lockedTabs), full),
    },
  };
}

/** The keys of the report's tabs, the overview first (what the tablist and `?tab=` choose from). */
export function profileTabKeys(report: ProfileReport): [string, ...string[]] {
  const [first, ...rest] = report.tabs;
  return [first.key, ...rest.map((tab) => tab.key)];
}
