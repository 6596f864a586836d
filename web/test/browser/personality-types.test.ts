import { describe, expect, it } from 'vitest';
import typesDe from '../../src/features/personality-types/content/de.json';
import typesEn from '../../src/features/personality-types/content/en.json';
import typesJa from '../../src/features/personality-types/content/ja.json';
import pageDe from '../../src/features/personality-types/locales/de.json';
import pageEn from '../../src/features/personality-types/locales/en.json';
import pageJa from '../../src/features/personality-types/locales/ja.json';
import { browserSession } from './browser-session';
import { hasChromium } from './chromium';

const session = browserSession();

const LOCALES = [
  { hl: 'EN', page: pageEn, types: typesEn },
  { hl: 'JA', page: pageJa, types: typesJa },
  { hl: 'DE', page: pageDe, types: typesDe },
] as const;

describe.skipIf(!hasChromium)('the 16 types section', () => {
  for (const { hl, page: texts, types } of LOCALES) {
    it(`works without JavaScript in ${hl}: the index by group, a type page with its texts, canonical and hreflang`, async () => {
      const page = await (await session.newContext({ javaScriptEnabled: false })).newPage();
      const response = await page.goto(`${session.server.url}/personality-types?hl=${hl}`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.index.title);
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([texts.groups.NT, texts.groups.NF, texts.groups.SJ, texts.groups.SP]);
      expect(await page.locator('main a.type-card').count()).toBe(16);

      await page.getByRole('link', { name: `ENFP ${types.ENFP.title}` }).click();
      await page.waitForURL((url) => url.pathname === '/personality-types/enfp');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`ENFP ${types.ENFP.title}`);
      expect(await page.getByText(texts.groups.NF, { exact: true }).count()).toBe(1);
      expect(await page.getByText(types.ENFP.summary).count()).toBe(1);
      for (const keyword of types.ENFP.keywords) expect(await page.getByRole('listitem').filter({ hasText: keyword }).count()).toBeGreaterThan(0);
      expect(await page.title()).toBe(texts.type.pageTitle.replace('{{code}}', 'ENFP').replace('{{title}}', types.ENFP.title));
      // Still the language of the first link: the server remembered ?hl= in the i18n_redirected cookie.
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${session.server.url}/personality-types/enfp?hl=${hl}`);
      expect(await page.locator('link[rel="alternate"][hreflang="ja"]').getAttribute('href')).toBe(`${session.server.url}/personality-types/enfp?hl=JA`);
      expect(await page.locator('link[rel="alternate"]').count()).toBe(10);
      expect(await page.getByRole('link', { name: texts.takeTest }).getAttribute('href')).toBe('/quiz/standard');
      // Its share picture: the type's emblem with the locale's words as a 1200 × 630 PNG at an absolute address.
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image).toBe(`${session.server.url}/og/personality-types/${hl.toLowerCase()}/enfp.png`);
      expect(await page.locator('meta[property="og:image:alt"]').getAttribute('content')).toBe(`ENFP · ${types.ENFP.title}`);
      const png = Buffer.from(await (await fetch(image!)).arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }

  it('is linked from the header, and sitemap.xml lists it in nine locales', async () => {
    const page = await (await session.newContext()).newPage();
    await page.goto(`${session.server.url}/`);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Personality Types' }).click();
    await page.getByRole('heading', { level: 1, name: pageEn.index.title }).waitFor();
    await page.getByRole('link', { name: `INTJ ${typesEn.INTJ.title}` }).click();
    await page.getByRole('heading', { level: 1, name: `INTJ ${typesEn.INTJ.title}` }).waitFor();

    const sitemap = await (await fetch(`${session.server.url}/sitemap.xml`)).text();
    expect(sitemap.match(/<loc>[^<]*\/personality-types\/intj\?hl=[A-Z]{2}<\/loc>/g)).toHaveLength(9);
    expect(await (await fetch(`${session.server.url}/robots.txt`)).text()).toContain(`Sitemap: ${session.server.url}/sitemap.xml`);
  });
});
