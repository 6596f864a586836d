import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { DomainError } from '@mindprint/platform/errors';
import { createLogger } from '@mindprint/platform/logger';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ContentPageLabels, NOT_FOUND_TTL_SECONDS } from '../src/content-pages.js';
import { ResponseCache } from '../src/response-cache.js';
import type { ServiceClients } from '../src/service-clients.js';
import { serveWebApp } from '../src/web-app.js';

const SLOT = '<div data-content-page=""></div>';
const template = (locale: string) =>
  `<html lang="${locale}"><head><title>Mindprint</title><meta name="description" content="tagline" /><meta property="og:title" content="Mindprint" /></head>` +
  `<body><form method="get" data-language-form=""><select name="hl"></select></form><main>${SLOT}</main><script>start()</script></body></html>`;

const labels: Record<string, ContentPageLabels> = {
  en: {
    brand: 'Mindprint',
    helpTitle: 'Help center',
    helpIntro: 'Answers.',
    legalHeading: 'Legal documents',
    supportLink: 'Contact support',
    back: 'Back to the help center',
    version: 'Version {{version}}',
    effective: 'Effective {{date}}',
    supportTitle: 'Support',
    supportIntro: 'Write to us & we answer.',
    supportEmailLabel: 'E-mail',
    supportIncludeHeading: 'Please include',
    supportIncludeEmail: 'your e-mail',
    supportIncludeOrder: 'your order number',
    supportIncludeWhat: 'what <happened>',
    supportGroupsHeading: 'Your answer may already be here',
  },
  de: {
    brand: 'Mindprint',
    helpTitle: 'Hilfe',
    helpIntro: 'Antworten.',
    legalHeading: 'Rechtliches',
    supportLink: 'Support',
    back: 'Zurück',
    version: 'Version {{version}}',
    effective: 'Gültig ab {{date}}',
    supportTitle: 'Kundendienst',
    supportIntro: 'Schreiben Sie uns.',
    supportEmailLabel: 'E-Mail',
    supportIncludeHeading: 'Bitte angeben',
    supportIncludeEmail: 'Ihre E-Mail',
    supportIncludeOrder: 'Ihre Bestellnummer',
    supportIncludeWhat: 'was geschah',
    supportGroupsHeading: 'Vielleicht steht Ihre Antwort schon hier',
  },
};

/** The content service as the gateway's client sees it: texts per locale, NOT_FOUND for unknown ids, or down. */
const calls: string[] = [];
let contentDown = false;
const answer = <T>(call: string, value: () => T): Promise<T> => {
  calls.push(call);
  if (contentDown) return Promise.reject(new DomainError('SERVICE_UNAVAILABLE', 'down', 'UNAVAILABLE'));
  return Promise.resolve(value());
};
const privacy = (locale: string) => ({
  protocolId: '2',
  code: 'privacy',
  title: locale === 'DE' ? 'Datenschutz' : 'Privacy <Policy>',
  version: '1.0',
  effectiveDate: '2026-11-01',
  locale,
  sections: [{ heading: 'What we collect', body: 'Answers & e-mail.' }],
});
const content = {
  listHelpGroups: ({ locale }: { locale: string }) =>
    answer(`groups ${locale}`, () => ({ groups: [{ groupCode: 'billing', groupTitle: `Billing ${locale}`, items: [{ helpId: '1', question: 'How do I cancel?' }] }, { groupCode: 'empty', groupTitle: 'Empty', items: [] }] })),
  listProtocols: ({ locale }: { locale: string }) => answer(`protocols ${locale}`, () => ({ protocols: [privacy(locale)] })),
  getHelpItem: ({ helpId, locale }: { helpId: string; locale: string }) =>
    answer(`item ${helpId} ${locale}`, () => {
      if (helpId !== '1') throw new DomainError('HELP_ITEM_NOT_FOUND', 'no such item', 'NOT_FOUND');
      return { item: { helpId, groupCode: 'billing', question: 'How do I cancel?', answer: 'In one step: <b>no</b> password.', locale } };
    }),
  getProtocol: ({ protocolId, locale }: { protocolId: string; locale: string }) =>
    answer(`protocol ${protocolId} ${locale}`, () => {
      if (protocolId !== '2') throw new DomainError('PROTOCOL_NOT_FOUND', 'no such document', 'NOT_FOUND');
      return { protocol: privacy(locale) };
    }),
} as unknown as ServiceClients['content'];

/** The order service's shared results: a 16-type result, another exam's result, and NOT_FOUND for other tokens. */
const order = {
  getFreeResult: ({ shareToken }: { shareToken: string }) => {
    calls.push(`share ${shareToken}`);
    if (shareToken.startsWith('intj-token')) return Promise.resolve({ result: { typeCode: 'INTJ' } });
    if (shareToken === 'iq-token') return Promise.resolve({ result: { typeCode: 'IQ-120' } });
    return Promise.reject(new DomainError('SHARE_NOT_FOUND', 'no such share', 'NOT_FOUND'));
  },
} as unknown as ServiceClients['order'];

let server: Server;
let base = '';
let cache: ResponseCache;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dist, 'index.html'), 'spa shell');
  for (const locale of ['en', 'de']) {
    mkdirSync(join(dist, 'prerender', locale), { recursive: true });
    writeFileSync(join(dist, 'prerender', locale, 'shell.html'), `<title>Mindprint</title>shell ${locale}`);
    writeFileSync(join(dist, 'prerender', locale, '404.html'), `not found ${locale}`);
    writeFileSync(join(dist, 'prerender', locale, 'content-page.html'), template(locale));
  }
  writeFileSync(
    join(dist, 'prerender', 'manifest.json'),
    JSON.stringify({
      defaultLocale: 'en',
      locales: ['en', 'de'],
      hreflang: { en: 'en', de: 'de' },
      shell: 'shell.html',
      notFound: '404.html',
      languageFormQuery: { keys: ['gclid'], prefixes: ['utm_'] },
      contentPage: { file: 'content-page.html', slot: SLOT, examId: 'mbti-1', supportEmail: 'support@mindprint.example', labels },
      sharedResultImage: { path: '/report/result-free-test', query: 'share', image: '/og/personality-types/{locale}/{type}.png', width: 1200, height: 630 },
      pages: [],
    }),
  );
  const app = express();
  const log = createLogger({ service: 'gateway-test', level: 'silent' });
  cache = new ResponseCache(undefined, log);
  serveWebApp(app, dist, {}, { clients: { content, order }, cache, log });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers } });

describe('a shared result’s link', () => {
  it('carries its type’s Open Graph picture in the visitor’s language, and none for an unknown token or another exam', async () => {
    const shared = await (await page('/report/result-free-test?share=intj-token', { cookie: 'i18n_redirected=DE' })).text();
    expect(shared).toBe(
      `<title>Mindprint</title><meta property="og:image" content="${base}/og/personality-types/de/intj.png" /><meta property="og:image:width" content="1200" />` +
        '<meta property="og:image:height" content="630" /><meta property="og:image:alt" content="INTJ" /><meta name="twitter:card" content="summary_large_image" />shell de',
    );
    for (const query of ['?share=iq-token', '?share=unknown', '', `?share=${'x'.repeat(65)}`]) {
      expect(await (await page(`/report/result-free-test${query}`)).text()).toBe('<title>Mindprint</title>shell en');
    }
    expect(await (await page('/other?share=intj-token')).text()).toBe('<title>Mindprint</title>shell en');
  });

  it('looks a token’s type up once: a result’s type never changes', async () => {
    for (let i = 0; i < 3; i += 1) expect(await (await page('/report/result-free-test?share=intj-token-2')).text()).toContain('/og/personality-types/en/intj.png');
    expect(calls.filter((c) => c === 'share intj-token-2')).toHaveLength(1);
  });
});

describe('help and legal pages without JavaScript', () => {
  it('fill the help center with its groups and documents in the visitor’s language, cached like the API’s public reads', async () => {
    const response = await page('/help', { cookie: 'i18n_redirected=DE' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
    const html = await response.text();
    expect(html).toContain('<title>Hilfe</title>');
    expect(html).toContain('<h1>Hilfe</h1><p>Antworten.</p>');
    expect(html).toContain('<h2 id="help-group-billing">Billing DE</h2><ul><li><a href="/helpDetail?id=1">How do I cancel?</a></li></ul>');
    expect(html).not.toContain('Empty');
    expect(html).toContain('<li id="privacy"><a href="/help/protocol/2">Datenschutz</a> <span class="help-legal__meta">Version 1.0 · Gültig ab 1. November 2026</span></li>');
    expect(html).toContain('<a class="button button--secondary" href="/support">Support</a>');

    const etag = response.headers.get('etag')!;
    const again = await page('/help', { cookie: 'i18n_redirected=DE', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(calls.filter((c) => c === 'groups DE')).toHaveLength(1);
  });

  it('fill the support page with the address, what to include and the help groups, escaped and cached with the help center’s list', async () => {
    const response = await page('/support?gclid=g');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    const html = await response.text();
    expect(html).toContain('<title>Support</title>');
    expect(html).toContain('<meta name="description" content="Write to us &amp; we answer." />');
    expect(html).toContain(
      '<article class="help"><h1>Support</h1><p>Write to us &amp; we answer.</p>' +
        '<p class="help-contact">E-mail: <a href="mailto:support@mindprint.example">support@mindprint.example</a></p>' +
        '<h2>Please include</h2><ul><li>your e-mail</li><li>your order number</li><li>what &lt;happened&gt;</li></ul>' +
        '<section aria-labelledby="support-groups"><h2 id="support-groups">Your answer may already be here</h2><div class="help-groups">' +
        '<section id="billing" class="help-group" aria-labelledby="help-group-billing"><h3 id="help-group-billing">Billing EN</h3><ul><li><a href="/helpDetail?id=1">How do I cancel?</a></li></ul></section>' +
        '</div></section><p class="help__nav"><a href="/help">Back to the help center</a></p></article>',
    );
    expect(html).toContain('<form method="get" data-language-form=""><input type="hidden" name="gclid" value="g">');

    const etag = response.headers.get('etag')!;
    const again = await page('/support?gclid=g', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // The help center shares the cached list.
    expect((await page('/help')).status).toBe(200);
    expect(calls.filter((c) => c === 'groups EN')).toHaveLength(1);
  });

  it('fill a help item and a legal document, escaped, and keep the item’s id in the language form', async () => {
    const item = await (await page('/helpDetail?id=1&gclid=g')).text();
    expect(item).toContain('<title>How do I cancel? · Mindprint</title>');
    expect(item).toContain('<meta name="description" content="In one step: &lt;b&gt;no&lt;/b&gt; password." />');
    expect(item).toContain('<h1>How do I cancel?</h1><p class="help-answer">In one step: &lt;b&gt;no&lt;/b&gt; password.</p>');
    expect(item).toContain('<a href="/help">Back to the help center</a>');
    expect(item).toContain('<form method="get" data-language-form=""><input type="hidden" name="id" value="1"><input type="hidden" name="gclid" value="g">');

    const document = await (await page('/help/protocol/2/')).text();
    expect(document).toContain('<title>Privacy &lt;Policy&gt; · Mindprint</title>');
    expect(document).toContain('<h1>Privacy &lt;Policy&gt;</h1><p class="help-legal__meta">Version 1.0 · Effective November 1, 2026</p>');
    expect(document).toContain('<section class="help-protocol__section"><h2>What we collect</h2><p>Answers &amp; e-mail.</p></section>');
  });

  it('answer an unknown or malformed id with the 404 page in the visitor’s language, and a choice of language by link privately', async () => {
    for (const path of ['/helpDetail?id=999', '/helpDetail', '/helpDetail?id=abc', '/help/protocol/999', '/help/protocol/terms']) {
      const response = await page(`${path}${path.includes('?') ? '&' : '?'}hl=DE`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toBe('not found de');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const chosen = await page('/help?hl=DE');
    expect(chosen.headers.get('set-cookie')).toMatch(/^i18n_redirected=DE/);
    expect(chosen.headers.get('cache-control')).toBe('no-cache');
  });

  it('remember an unknown id for a minute, and forget it when the route’s cache is invalidated', async () => {
    const asked = () => calls.filter((c) => c === 'item 998 EN').length;
    expect((await page('/helpDetail?id=998')).status).toBe(404);
    expect((await page('/helpDetail?id=998')).status).toBe(404);
    expect(asked()).toBe(1);

    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + (NOT_FOUND_TTL_SECONDS + 1) * 1_000);
    try {
      expect((await page('/helpDetail?id=998')).status).toBe(404);
      expect(asked()).toBe(2);
    } finally {
      clock.mockRestore();
    }
    await cache.invalidate(['/app/help/info/:id']);
    expect((await page('/helpDetail?id=998')).status).toBe(404);
    expect(asked()).toBe(3);
  });

  it('serve the app’s shell when the content service is down and nothing is cached, so the app can show its own error', async () => {
    contentDown = true;
    try {
      const response = await page('/helpDetail?id=1&hl=DE');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<title>Mindprint</title>shell de');
      // A list the help center loaded before is still served from the cache.
      const support = await page('/support?hl=DE');
      expect(support.status).toBe(200);
      expect(await support.text()).toContain('<h1>Kundendienst</h1>');
    } finally {
      contentDown = false;
    }
  });
});
