import { DomainError } from '@mindprint/platform/errors';
import type { Request } from 'express';
import { publicCacheControl, publicReads } from './public-reads.js';
import type { ResponseCache } from './response-cache.js';
import type { ServiceClients } from './service-clients.js';

/**
 * The help center, a help item, a legal document and the support page as HTML that reads without JavaScript: the web build
 * prerenders the site layout around an empty slot (manifest "contentPage") with the help feature's labels per
 * locale; the gateway asks the content service what the API's help routes ask, and fills the slot, escaped.
 */
export interface ContentPageManifest {
  /** The page template in each locale folder, and the markup in it that the article replaces. */
  file: string;
  slot: string;
  /** The exam app whose help lists the app shows (its default). */
  examId: string;
  /** The address the support page names. */
  supportEmail: string;
  /** Locale folder → the help feature's words (i18next `{{name}}` placeholders). */
  labels: Record<string, ContentPageLabels>;
}

export interface ContentPageLabels {
  brand: string;
  helpTitle: string;
  helpIntro: string;
  legalHeading: string;
  supportLink: string;
  back: string;
  version: string;
  effective: string;
  supportTitle: string;
  supportIntro: string;
  supportEmailLabel: string;
  supportIncludeHeading: string;
  supportIncludeEmail: string;
  supportIncludeOrder: string;
  supportIncludeWhat: string;
  supportGroupsHeading: string;
}

/** App paths of the pages (web/src/features/help/help-paths.ts). */
const HELP_PATH = '/help';
const HELP_ITEM_PATH = '/helpDetail';
const SUPPORT_PATH = '/support';
const PROTOCOL_PATH = /^\/help\/protocol\/([^/]+)$/;
const CONTENT_ID = /^[0-9]{1,9}$/;

export type ContentPageRequest = { kind: 'help' } | { kind: 'support' } | { kind: 'helpItem'; id: string } | { kind: 'legalDocument'; id: string };

/**
 * Which content page a path (without trailing slash) asks for: undefined when none, `missing` when it names no
 * item that can exist (no id, or not a number), which is the 404 page.
 */
export function contentPageOf(path: string, query: Request['query']): ContentPageRequest | 'missing' | undefined {
  if (path === HELP_PATH) return { kind: 'help' };
  if (path === SUPPORT_PATH) return { kind: 'support' };
  if (path === HELP_ITEM_PATH) {
    const id = typeof query.id === 'string' ? query.id.trim() : '';
    return CONTENT_ID.test(id) ? { kind: 'helpItem', id } : 'missing';
  }
  const protocolId = PROTOCOL_PATH.exec(path)?.[1];
  if (protocolId === undefined) return undefined;
  return CONTENT_ID.test(protocolId) ? { kind: 'legalDocument', id: protocolId } : 'missing';
}

/** Query keys a page's own language form must keep besides the tracking keys: the help item's id. */
export const contentPageQueryKeys = (page: ContentPageRequest): string[] => (page.kind === 'helpItem' ? ['id'] : []);

/** A filled page: the markup for the slot, the document title and description, and its Cache-Control. */
export interface ContentPage {
  html: string;
  title: string;
  description: string;
  cacheControl: string;
}

interface HelpGroupData {
  groupCode: string;
  groupTitle: string;
  items: Array<{ helpId: string; question: string }>;
}
interface ProtocolSummaryData {
  protocolId: string;
  code: string;
  title: string;
  version: string;
  effectiveDate: string;
}
interface HelpItemData {
  question: string;
  answer: string;
}
interface ProtocolData extends ProtocolSummaryData {
  sections: Array<{ heading: string; body: string }>;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** i18next's `{{name}}` interpolation, for the labels the web build hands over. */
const interpolate = (template: string, values: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => values[name] ?? all);

/** `2026-11-01` as a long date in the page's language (a calendar day, so UTC), as the app shows it. */
function longDate(date: string, languageTag: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

/** A description for search results: the text's start, whole words, at most about 160 characters. */
function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100))}…`;
}

function versionLine(p: ProtocolSummaryData, labels: ContentPageLabels, languageTag: string): string {
  return `${escapeHtml(interpolate(labels.version, { version: p.version }))} · ${escapeHtml(interpolate(labels.effective, { date: longDate(p.effectiveDate, languageTag) }))}`;
}

const idAttribute = (code: string) => escapeHtml(code.replace(/[^\w-]/g, '-'));

/** The groups that have questions, each with its links (the app's HelpGroups). */
function helpGroupsHtml(groups: HelpGroupData[], heading: 'h2' | 'h3'): string {
  const sections = groups
    .filter((g) => g.items.length > 0)
    .map((g) => {
      const id = idAttribute(g.groupCode);
      const items = g.items.map((i) => `<li><a href="${HELP_ITEM_PATH}?id=${encodeURIComponent(i.helpId)}">${escapeHtml(i.question)}</a></li>`).join('');
      return `<section id="${id}" class="help-group" aria-labelledby="help-group-${id}"><${heading} id="help-group-${id}">${escapeHtml(g.groupTitle)}</${heading}><ul>${items}</ul></section>`;
    })
    .join('');
  return `<div class="help-groups">${sections}</div>`;
}

export function helpIndexHtml(groups: HelpGroupData[], protocols: ProtocolSummaryData[], labels: ContentPageLabels, languageTag: string): string {
  const documents = protocols
    .map(
      (p) =>
        `<li id="${idAttribute(p.code)}"><a href="/help/protocol/${encodeURIComponent(p.protocolId)}">${escapeHtml(p.title)}</a> <span class="help-legal__meta">${versionLine(p, labels, languageTag)}</span></li>`,
    )
    .join('');
  return (
    `<article class="help"><h1>${escapeHtml(labels.helpTitle)}</h1><p>${escapeHtml(labels.helpIntro)}</p>` +
    helpGroupsHtml(groups, 'h2') +
    `<section class="help-legal" aria-labelledby="help-legal-heading"><h2 id="help-legal-heading">${escapeHtml(labels.legalHeading)}</h2><ul>${documents}</ul></section>` +
    `<p class="help__support"><a class="button button--secondary" href="${SUPPORT_PATH}">${escapeHtml(labels.supportLink)}</a></p></article>`
  );
}

export function supportHtml(groups: HelpGroupData[], labels: ContentPageLabels, supportEmail: string): string {
  const email = escapeHtml(supportEmail);
  const include = [labels.supportIncludeEmail, labels.supportIncludeOrder, labels.supportIncludeWhat].map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return (
    `<article class="help"><h1>${escapeHtml(labels.supportTitle)}</h1><p>${escapeHtml(labels.supportIntro)}</p>` +
    `<p class="help-contact">${escapeHtml(labels.supportEmailLabel)}: <a href="mailto:${email}">${email}</a></p>` +
    `<h2>${escapeHtml(labels.supportIncludeHeading)}</h2><ul>${include}</ul>` +
    `<section aria-labelledby="support-groups"><h2 id="support-groups">${escapeHtml(labels.supportGroupsHeading)}</h2>${helpGroupsHtml(groups, 'h3')}</section>` +
    `<p class="help__nav"><a href="${HELP_PATH}">${escapeHtml(labels.back)}</a></p></article>`
  );
}

export function helpItemHtml(item: HelpItemData, labels: ContentPageLabels): string {
  return (
    `<article class="help"><h1>${escapeHtml(item.question)}</h1><p class="help-answer">${escapeHtml(item.answer)}</p>` +
    `<p class="help__nav"><a href="${HELP_PATH}">${escapeHtml(labels.back)}</a> · <a href="${SUPPORT_PATH}">${escapeHtml(labels.supportLink)}</a></p></article>`
  );
}

export function legalDocumentHtml(document: ProtocolData, labels: ContentPageLabels, languageTag: string): string {
  const sections = document.sections.map((s) => `<section class="help-protocol__section"><h2>${escapeHtml(s.heading)}</h2><p>${escapeHtml(s.body)}</p></section>`).join('');
  return (
    `<article class="help help-protocol"><h1>${escapeHtml(document.title)}</h1><p class="help-legal__meta">${versionLine(document, labels, languageTag)}</p>${sections}` +
    `<p class="help__nav"><a href="${HELP_PATH}">${escapeHtml(labels.back)}</a></p></article>`
  );
}

/**
 * An id the content service does not know is remembered this long (seconds), so a mistyped or probed link does not
 * reach the service on every request; published later, the item shows within this time, or at once when the
 * route's cache is invalidated (the entry is under the route's generation like the item's own).
 */
export const NOT_FOUND_TTL_SECONDS = 60;
const NOT_FOUND_ANSWER = 'null';

/** The API routes whose content service calls a page makes: their cache policy and response-cache entries. */
const HELP_LIST_ROUTE = '/app/help/list/:examId/:hl';
const PROTOCOL_LIST_ROUTE = '/app/protocol/list/:examId/:hl';
const HELP_ITEM_ROUTE = '/app/help/info/:id';
const PROTOCOL_ROUTE = '/app/protocol/info/:id';

/**
 * Loads and renders a content page in `locale` (one of ours, upper case): undefined when the content service
 * has no such item (the 404 page). Answers are kept in the response cache under the API route they mirror, as
 * long as that route's public answers, and "no such item" for NOT_FOUND_TTL_SECONDS; other failures (the service
 * is down) are thrown.
 */
export async function loadContentPage(options: {
  page: ContentPageRequest;
  locale: string;
  languageTag: string;
  manifest: ContentPageManifest;
  labels: ContentPageLabels;
  content: ServiceClients['content'];
  cache: ResponseCache;
}): Promise<ContentPage | undefined> {
  const { page, locale, languageTag, manifest, labels, content, cache } = options;
  /** The answer of a content service call through the cache; null (kept briefly) when the service has no such item. */
  const cached = async <T>(route: string, key: string, produce: () => Promise<T | null>): Promise<T | null> => {
    const policy = publicReads[route]!;
    const load = async () => {
      try {
        return JSON.stringify(await produce());
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'NOT_FOUND') return NOT_FOUND_ANSWER;
        throw error;
      }
    };
    const answer = await cache.get(route, `page|${key}|${locale}`, policy.sharedMaxAge, load, (body) => (body === NOT_FOUND_ANSWER ? NOT_FOUND_TTL_SECONDS : policy.sharedMaxAge));
    return JSON.parse(answer.body.toString('utf8')) as T | null;
  };
  const cacheControlOf = (route: string) => publicCacheControl(publicReads[route]!);
  const helpGroups = () =>
    cached(HELP_LIST_ROUTE, manifest.examId, async () =>
      (await content.listHelpGroups({ examId: manifest.examId, locale })).groups.map(({ groupCode, groupTitle, items }) => ({ groupCode, groupTitle, items: items.map(({ helpId, question }) => ({ helpId, question })) })),
    );
  if (page.kind === 'support') {
    const groups = await helpGroups();
    if (!groups) return undefined;
    return { html: supportHtml(groups, labels, manifest.supportEmail), title: labels.supportTitle, description: labels.supportIntro, cacheControl: cacheControlOf(HELP_LIST_ROUTE) };
  }
  if (page.kind === 'help') {
    const [groups, protocols] = await Promise.all([
      helpGroups(),
      cached(PROTOCOL_LIST_ROUTE, manifest.examId, async () => (await content.listProtocols({ examId: manifest.examId, locale })).protocols.map(({ protocolId, code, title, version, effectiveDate }) => ({ protocolId, code, title, version, effectiveDate }))),
    ]);
    if (!groups || !protocols) return undefined;
    return { html: helpIndexHtml(groups, protocols, labels, languageTag), title: labels.helpTitle, description: labels.helpIntro, cacheControl: cacheControlOf(HELP_LIST_ROUTE) };
  }
  if (page.kind === 'helpItem') {
    const item = await cached(HELP_ITEM_ROUTE, page.id, async () => {
      const found = (await content.getHelpItem({ helpId: page.id, locale })).item;
      return found ? { question: found.question, answer: found.answer } : null;
    });
    if (!item) return undefined;
    return { html: helpItemHtml(item, labels), title: `${item.question} · ${labels.brand}`, description: summaryOf(item.answer), cacheControl: cacheControlOf(HELP_ITEM_ROUTE) };
  }
  const document = await cached(PROTOCOL_ROUTE, page.id, async () => {
    const found = (await content.getProtocol({ protocolId: page.id, locale })).protocol;
    return found
      ? { protocolId: found.protocolId, code: found.code, title: found.title, version: found.version, effectiveDate: found.effectiveDate, sections: found.sections.map(({ heading, body }) => ({ heading, body })) }
      : null;
  });
  if (!document) return undefined;
  return {
    html: legalDocumentHtml(document, labels, languageTag),
    title: `${document.title} · ${labels.brand}`,
    description: summaryOf(document.sections[0]?.body ?? document.title),
    cacheControl: cacheControlOf(PROTOCOL_ROUTE),
  };
}
