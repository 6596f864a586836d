import type { Page } from 'playwright-core';
import { hasChromium } from './chromium';
import { describe, expect, it } from 'vitest';
import { browserSession } from './browser-session';

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
