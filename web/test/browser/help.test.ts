import type { Locator, Page } from 'playwright-core';
import { hasChromium } from './chromium';
import { describe, expect, it } from 'vitest';
import commonDe from '../../src/locales/common/de.json';
import commonEn from '../../src/locales/common/en.json';
import commonJa from '../../src/locales/common/ja.json';
import helpDe from '../../src/features/help/locales/de.json';
import helpEn from '../../src/features/help/locales/en.json';
import helpJa from '../../src/features/help/locales/ja.json';
import { browserSession } from './browser-session';
import { gatewayCall } from './gateway-api';

const session = browserSession();

async function newVisitor(): Promise<Page> {
  return (await session.newContext()).newPage();
}

describe.skipIf(!hasChromium)('help center', () => {
  it('shows the help groups in French, opens an item, then the privacy policy', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/help?hl=FR`);
    await page.getByRole('heading', { level: 1, name: 'Centre d’aide' }).waitFor();
    const groups = page.getByRole('heading', { level: 2 });
    await page.getByRole('heading', { level: 2, name: 'Gestion de l’abonnement' }).waitFor();
    expect(await groups.allTextContents()).toEqual(
      expect.arrayContaining(['Gestion de l’abonnement', 'Facturation et paiements', 'Mentions légales et politiques', 'Contacter l’assistance', 'Documents juridiques']),
    );

    await page.getByRole('link', { name: 'Comment annuler mon abonnement ?' }).click();
    await page.waitForURL(/\/helpDetail\?id=1/);
    const question = page.getByRole('heading', { level: 1 });
    await question.waitFor();
    expect(await question.textContent()).toBe('Comment annuler mon abonnement ?');
    expect(await page.locator('.help-answer').textContent()).toContain('une étape, sans mot de passe');

    await page.getByRole('link', { name: 'Retour au centre d’aide' }).click();
    await page.getByRole('link', { name: 'Politique de confidentialité' }).click();
    await page.waitForURL(/\/help\/protocol\/2/);
    await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
    expect(await page.locator('article.help').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Ce que nous collectons',
      'Comment nous l’utilisons',
      'Durée de conservation et vos choix',
    ]);
    expect(await page.locator('.help-legal__meta').textContent()).toContain('Version : 1.0');
    expect(await page.locator('.help-legal__meta').textContent()).toContain('2026');
  });

  it('shows support contact and a clear message for an unknown item', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/support`);
    await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
    expect(await page.getByRole('link', { name: 'support@mindprint.example' }).getAttribute('href')).toBe('mailto:support@mindprint.example');
    await page.getByRole('link', { name: 'How do I contact support?' }).waitFor();

    await page.goto(`${session.server.url}/helpDetail?id=999`);
    await page.getByText('This help article does not exist.').waitFor();
  });
});

/** The text of a part of a page, and where its links lead (path, a help item's id, anchor; the tracking query aside). */
async function wordsAndLinks(scope: Locator): Promise<{ text: string; links: string[] }> {
  const links = await scope.locator('a').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const url = new URL((anchor as HTMLAnchorElement).href);
      if (url.protocol === 'mailto:') return url.href;
      const id = url.searchParams.get('id');
      return `${url.pathname}${id ? `?id=${id}` : ''}${url.hash}`;
    }),
  );
  return { text: await scope.innerText(), links };
}

type HelpGroup = { groupTitle: string; items: Array<{ helpId: string; question: string }> };
type ProtocolSummary = { protocolId: string; code: string; title: string };
type Protocol = { title: string; sections: Array<{ heading: string; body: string }> };

const NO_JS_LOCALES = [
  { hl: 'EN', help: helpEn, common: commonEn },
  { hl: 'JA', help: helpJa, common: commonJa },
  { hl: 'DE', help: helpDe, common: commonDe },
] as const;

describe.skipIf(!hasChromium)('help and legal pages without JavaScript', () => {
  it.each(NO_JS_LOCALES)('read fully in $hl: the help center, an item, the privacy policy and the terms; an unknown item is the 404 page', async ({ hl, help, common }) => {
    const base = session.server.url;
    // What the app's API answers is what the page must show.
    const api = <T>(path: string) => gatewayCall<T>(base, 'GET', `/api${path}`, undefined, { 'x-hl': hl });
    const groups = (await api<HelpGroup[]>(`/app/help/list/1/${hl}`)).filter((g) => g.items.length > 0);
    const protocols = await api<ProtocolSummary[]>(`/app/protocol/list/1/${hl}`);
    const page = await (await session.newContext({ javaScriptEnabled: false })).newPage();

    const index = await page.goto(`${base}/help?hl=${hl}`);
    expect(index?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(help.help.title);
    expect(await page.title()).toBe(help.help.title);
    expect(await page.locator('article.help').getByRole('heading', { level: 2 }).allTextContents()).toEqual([...groups.map((g) => g.groupTitle), help.help.legalHeading]);
    for (const item of groups.flatMap((g) => g.items)) await page.getByRole('link', { name: item.question, exact: true }).waitFor();

    const first = groups[0]!.items[0]!;
    const item = await api<{ question: string; answer: string }>(`/app/help/info/${first.helpId}`);
    await page.getByRole('link', { name: first.question, exact: true }).click();
    await page.waitForURL(`${base}/helpDetail?id=${first.helpId}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(item.question);
    expect(await page.locator('.help-answer').textContent()).toBe(item.answer);
    await page.getByRole('link', { name: help.detail.back }).click();
    await page.waitForURL(`${base}/help`);

    for (const code of ['privacy', 'terms']) {
      const summary = protocols.find((p) => p.code === code)!;
      const document = await api<Protocol>(`/app/protocol/info/${summary.protocolId}`);
      await page.goto(`${base}/help`);
      await page.getByRole('link', { name: summary.title, exact: true }).click();
      await page.waitForURL(`${base}/help/protocol/${summary.protocolId}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(document.title);
      expect(await page.locator('.help-protocol__section h2').allTextContents()).toEqual(document.sections.map((s) => s.heading));
      expect(await page.locator('.help-protocol__section p').allTextContents()).toEqual(document.sections.map((s) => s.body));
    }

    const missing = await page.goto(`${base}/helpDetail?id=999`);
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(common.notFound.title);
  });

  it.each(NO_JS_LOCALES)('show the support page in $hl word for word as the app shows it', async ({ hl, help }) => {
    const base = session.server.url;
    const served = await (await session.newContext({ javaScriptEnabled: false })).newPage();
    const response = await served.goto(`${base}/support?hl=${hl}`);
    expect(response?.status()).toBe(200);
    expect(await served.title()).toBe(help.support.title);
    expect(await served.getByRole('heading', { level: 1 }).textContent()).toBe(help.support.title);
    expect(await served.locator('article.help .help-group').count()).toBeGreaterThan(0);
    const withoutJs = await wordsAndLinks(served.locator('article.help'));

    const app = await (await session.newContext()).newPage();
    await app.goto(`${base}/support?hl=${hl}`);
    // The app has taken over once its router's links are in the help groups.
    await app.locator('article.help .help-group a[data-discover]').first().waitFor();
    expect(withoutJs).toEqual(await wordsAndLinks(app.locator('article.help')));
  });

  it('switches a help item’s language with the language form', async () => {
    const page = await (await session.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${session.server.url}/helpDetail?id=1&hl=EN&gclid=g1`);
    const english = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByLabel(commonEn.language.label).first().selectOption('DE');
    await page.getByRole('button', { name: commonEn.language.apply }).first().click();
    await page.waitForURL(/hl=DE/);
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get('id'), url.searchParams.get('gclid')]).toEqual(['/helpDetail', '1', 'g1']);
    const german = await gatewayCall<{ question: string }>(session.server.url, 'GET', '/api/app/help/info/1', undefined, { 'x-hl': 'DE' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(german.question);
    expect(german.question).not.toBe(english);
  });
});
