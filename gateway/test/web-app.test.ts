import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeFromLanguageTag, serveWebApp } from '../src/web-app.js';

const LANGUAGE_FORM = '<form method="get" class="language-switcher" data-language-form=""><select name="hl"></select></form>';

/** A built web app in miniature: the SPA shell, a hashed asset, prerendered pages in two locales. */
let server: Server;
let base = '';

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), 'spa shell');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  for (const locale of ['en', 'de']) {
    mkdirSync(join(dist, 'prerender', locale, 'landing'), { recursive: true });
    writeFileSync(join(dist, 'prerender', locale, 'index.html'), `home ${locale}`);
    writeFileSync(join(dist, 'prerender', locale, 'landing', 'relax.html'), `relax ${locale}`);
    writeFileSync(join(dist, 'prerender', locale, 'relax-page.html'), `relax theme ${locale}`);
    writeFileSync(join(dist, 'prerender', locale, 'shell.html'), `shell ${locale}`);
    mkdirSync(join(dist, 'prerender', locale, 'with-head'), { recursive: true });
    writeFileSync(join(dist, 'prerender', locale, 'with-head', 'page.html'), `<html><head><title>t</title></head><body>${locale}</body></html>`);
    mkdirSync(join(dist, 'prerender', locale, 'personality-types'), { recursive: true });
    writeFileSync(join(dist, 'prerender', locale, 'personality-types', 'intj.html'), `<link rel="canonical" href="/personality-types/intj?hl=${locale.toUpperCase()}" /><meta property="og:image" content="/og/personality-types/intj.png" />`);
    writeFileSync(join(dist, 'prerender', locale, 'personality-types', 'index.html'), LANGUAGE_FORM);
    writeFileSync(join(dist, 'prerender', locale, '404.html'), `<html lang="${locale}">not found ${locale}</html>`);
  }
  writeFileSync(
    join(dist, 'prerender', 'manifest.json'),
    JSON.stringify({
      defaultLocale: 'en',
      locales: ['en', 'de'],
      shell: 'shell.html',
      notFound: '404.html',
      notFoundPatterns: ['^/landing(?:/.*)?$', '^/relaxPage(?:/.*)?$'],
      languageFormQuery: { keys: ['gclid', 'fbclid', 'ScCid'], prefixes: ['utm_'] },
      pages: [
        { path: '/', file: 'index.html', sitemap: true },
        { path: '/personality-types/intj', file: 'personality-types/intj.html', sitemap: true },
        { path: '/personality-types', file: 'personality-types/index.html' },
        { path: '/landing/relax', file: 'landing/relax.html' },
        { path: '/with-head', file: 'with-head/page.html' },
        { pattern: '^/relaxPage/[a-z]+-[0-9]{1,9}$', file: 'relax-page.html' },
      ],
    }),
  );
  const app = express();
  serveWebApp(app, dist, { tags: { gtmId: 'GTM-TEST1', note: '</script><script>alert(1)</script>' } });
  app.use((_req, res) => res.status(404).send('not found'));
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers } });

describe('serving the web app', () => {
  it('answers landing pages and the home page with their prerendered HTML in the visitor’s language', async () => {
    expect(await (await page('/landing/relax')).text()).toBe('relax en');
    expect(await (await page('/landing/relax/?hl=DE&fbclid=x')).text()).toBe('relax de');
    expect(await (await page('/', { cookie: 'i18n_redirected=DE' })).text()).toBe('home de');
    expect(await (await page('/relaxPage/mbti-1', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).text()).toBe('relax theme de');
    expect(await (await page('/landing/relax?hl=JA')).text()).toBe('relax en');
    expect((await page('/landing/relax?hl=de')).headers.get('set-cookie')).toMatch(/^i18n_redirected=DE; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it('answers other client routes with the prerendered shell, never cached', async () => {
    const response = await page('/quiz/standard?examId=1');
    expect(await response.text()).toBe('shell en');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a mistyped landing or themed link with the 404 page in the visitor’s language', async () => {
    for (const path of ['/relaxPage/bad', '/relaxPage', '/landing/nope']) {
      const response = await page(`${path}?hl=DE`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<html lang="de">not found de</html>');
    }
    expect((await page('/relaxPage/mbti-1')).status).toBe(200);
  });

  it('remembers the cookie choice: marks the page of a visitor who chose, asks again after the old "accepted", and takes the form posted without JavaScript', async () => {
    expect(await (await page('/landing/nope')).text()).toBe('<html lang="en">not found en</html>');
    expect(await (await page('/landing/nope', { cookie: 'a=1; cookie_consent=v2.advertising' })).text()).toBe('<html data-consent="v2.advertising" lang="en">not found en</html>');
    expect(await (await page('/landing/nope', { cookie: 'cookie_consent=v2' })).text()).toBe('<html data-consent="v2" lang="en">not found en</html>');
    expect(await (await page('/landing/nope', { cookie: 'cookie_consent=accepted' })).text()).toBe('<html lang="en">not found en</html>');
    const post = (body: string, origin = base, site = 'same-origin') =>
      fetch(`${base}/landing/relax?fbclid=x`, {
        method: 'POST',
        redirect: 'manual',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': site },
        body,
      });
    const answers: Array<[string, string]> = [
      ['consent=all', 'v2.statistics.advertising'],
      ['consent=necessary', 'v2'],
      // Ticked boxes count only with "Save my choice"; Reject all wins over them.
      ['consent=necessary&statistics=on', 'v2'],
      ['consent=chosen', 'v2'],
      ['consent=chosen&statistics=on', 'v2.statistics'],
      ['consent=chosen&advertising=on', 'v2.advertising'],
      ['consent=chosen&statistics=on&advertising=on', 'v2.statistics.advertising'],
    ];
    for (const [body, value] of answers) {
      const answered = await post(body);
      expect(answered.status).toBe(303);
      expect(answered.headers.get('location')).toBe('/landing/relax?fbclid=x#');
      expect(answered.headers.get('set-cookie')).toMatch(new RegExp(`^cookie_consent=${value.replace(/\./g, '\\.')}; Max-Age=31536000; Path=/; SameSite=Lax`));
    }
    expect((await post('consent=all', 'null')).status).toBe(303);
    for (const refused of [await post('consent=all', 'https://elsewhere.example'), await post('consent=all', 'null', 'cross-site'), await post('consent=accepted'), await post('consent=maybe')]) {
      expect(refused.status).toBe(404);
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
  });

  it('gives every page the runtime config as data at the end of its head, which no text in it can close', async () => {
    const html = await (await page('/with-head')).text();
    expect(html).toBe(
      '<html><head><title>t</title><script type="application/json" id="runtime-config">' +
        '{"tags":{"gtmId":"GTM-TEST1","note":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}}' +
        '</script></head><body>en</body></html>',
    );
    const data = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ tags: { gtmId: 'GTM-TEST1', note: '</script><script>alert(1)</script>' } });
  });

  it('gives search engines robots.txt, a sitemap of the indexable pages in every locale, and absolute canonical links and Open Graph pictures', async () => {
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain(`Sitemap: ${base}/sitemap.xml`);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap.match(/<loc>[^<]*<\/loc>/g)).toEqual(
      ['/', '/personality-types/intj'].flatMap((path) => ['EN', 'DE'].map((l) => `<loc>${base}${path}?hl=${l}</loc>`)),
    );
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${base}/personality-types/intj?hl=DE"/>`);
    expect(await (await page('/personality-types/intj?hl=DE')).text()).toBe(
      `<link rel="canonical" href="${base}/personality-types/intj?hl=DE" /><meta property="og:image" content="${base}/og/personality-types/intj.png" />`,
    );
  });

  it('keeps the tracking keys of the query in the language form, for a switch without JavaScript', async () => {
    const text = await (await page('/personality-types?hl=DE&gclid=g%22%3E%3Cscript%3E&ScCid=s&utm_source=news&utm_bad%3Cx=1&other=o&fbclid=&utm_medium[a]=x')).text();
    expect(text).toBe(
      '<form method="get" class="language-switcher" data-language-form="">' +
        '<input type="hidden" name="gclid" value="g&quot;&gt;&lt;script&gt;">' +
        '<input type="hidden" name="ScCid" value="s">' +
        '<input type="hidden" name="utm_source" value="news">' +
        '<select name="hl"></select></form>',
    );
    expect(await (await page('/personality-types?hl=DE')).text()).toBe(LANGUAGE_FORM);
    expect(await (await page(`/personality-types?gclid=${'x'.repeat(513)}`)).text()).toBe(LANGUAGE_FORM);
  });

  it('caches hashed assets for a year and keeps a missing file a 404', async () => {
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/favicon.svg`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/assets/missing-000.js`)).status).toBe(404);
  });

  it('maps browser languages to our locales', () => {
    expect(['zh-CN', 'zh-TW', 'zh-Hant-HK', 'zh-Hans-HK', 'ko-KR', 'pt-BR', 'it'].map(localeFromLanguageTag)).toEqual(['CN', 'HK', 'HK', 'CN', 'KR', 'PT', undefined]);
  });
});

describe('inline scripts of prerendered pages', () => {
  it('are allowed by hash, and only those', async () => {
    const { inlineScriptHashes } = await import('../src/web-app.js');
    const hashes = inlineScriptHashes('<p>x</p><script>start()</script><script type="module" src="/a.js"></script>');
    expect(hashes).toBe(`'sha256-${(await import('node:crypto')).createHash('sha256').update('start()').digest('base64')}'`);
  });
});
