import { databaseEngines, openTestDatabase } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentQueries } from '../src/app/content-queries.js';
import { ContentRepository } from '../src/db/content-repository.js';
import { seedEffectiveDate, seedVersion } from '../src/db/content-seed.js';
import { contentMigrations } from '../src/db/migrations.js';
import { type Texts } from '../src/domain/locales.js';
import { localeCodes, normalizeLocale } from '@mindprint/platform/locales';

/** Texts that may read the same as English: proper names only (none today). */
const SAME_AS_ENGLISH = new Set<string>([]);

/** Every text is non-empty in all nine locales and, except proper names, not left in English. */
function expectTranslated(texts: Texts, where: string) {
  expect(Object.keys(texts).sort(), where).toEqual([...localeCodes].sort());
  for (const locale of localeCodes) {
    expect(texts[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
    if (locale !== 'EN' && !SAME_AS_ENGLISH.has(texts.EN)) expect(texts[locale], `${where} ${locale} is still English`).not.toBe(texts.EN);
  }
}

describe('locales', () => {
  it('accepts our nine codes in any case and nothing else', () => {
    expect(['cn', 'EN', 'Fr', 'es', 'JA', 'hk', 'DE', 'pt', 'kr'].map(normalizeLocale)).toEqual(['CN', 'EN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR']);
    expect(normalizeLocale('zh')).toBeUndefined();
  });
});

describe.each(databaseEngines)('content on %s', (engine) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let repository: ContentRepository;
  let queries: ContentQueries;

  beforeAll(async () => {
    db = await openTestDatabase(engine, contentMigrations);
    repository = new ContentRepository(db.knex);
    queries = new ContentQueries(repository);
  });
  afterAll(async () => db?.close());

  it('seeds terms, privacy and subscription terms, versioned, translated in every locale', async () => {
    const protocols = await repository.protocols();
    expect(protocols.map((p) => p.code)).toEqual(['terms', 'privacy', 'subscription']);
    for (const p of protocols) {
      expect(p.version).toBe(seedVersion);
      expect(p.effectiveDate).toBe(seedEffectiveDate);
      expectTranslated(p.title, `protocol ${p.code} title`);
      expect(p.sections.length).toBeGreaterThanOrEqual(3);
      p.sections.forEach((s, i) => {
        expectTranslated(s.heading, `protocol ${p.code} section ${i} heading`);
        expectTranslated(s.body, `protocol ${p.code} section ${i} body`);
      });
    }
  });

  it('seeds four help groups with their items, translated in every locale', async () => {
    const groups = await repository.helpGroups();
    expect(groups.map((g) => g.groupCode)).toEqual(['subscription-management', 'billing-and-payments', 'legal-and-policies', 'support-contact']);
    groups.forEach((g) => expectTranslated(g.title, `help group ${g.groupCode}`));
    const items = await repository.helpItems();
    for (const g of groups) expect(items.filter((i) => i.groupCode === g.groupCode).length, g.groupCode).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expectTranslated(item.question, `help ${item.helpId} question`);
      expectTranslated(item.answer, `help ${item.helpId} answer`);
    }
  });

  it('lists documents and the help center in one locale', async () => {
    const list = await queries.protocols('FR');
    expect(list[0]).toEqual({ protocolId: '1', code: 'terms', title: 'Conditions d’utilisation', version: '1.0', effectiveDate: '2026-11-01', showOnSignup: true });
    expect(list.find((p) => p.code === 'subscription')?.showOnSignup).toBe(false);
    const both = await queries.privacyAndAgreement('DE');
    expect(both.terms.title).toBe('Nutzungsbedingungen');
    expect(both.privacy).toMatchObject({ protocolId: '2', code: 'privacy', title: 'Datenschutzerklärung' });
    const groups = await queries.helpGroups('JA');
    expect(groups[0]?.groupTitle).toBe('サブスクリプション管理');
    expect(groups[0]?.items[0]).toEqual({ helpId: '1', question: 'サブスクリプションを解約するには？' });
  });

  it('reads one document and one help item, and refuses unknown ids as NOT_FOUND', async () => {
    const privacy = await queries.protocol('2', 'KR');
    expect(privacy.title).toBe('개인정보 처리방침');
    expect(privacy.sections[2]?.body).toContain('support@mindprint.example');
    const item = await queries.helpItem('1', 'ES');
    expect(item).toMatchObject({ helpId: '1', groupCode: 'subscription-management', question: '¿Cómo cancelo mi suscripción?' });
    await expect(queries.protocol('999', 'EN')).rejects.toMatchObject({ reason: 'PROTOCOL_NOT_FOUND', kind: 'NOT_FOUND' });
    await expect(queries.helpItem('999', 'EN')).rejects.toMatchObject({ reason: 'HELP_ITEM_NOT_FOUND', kind: 'NOT_FOUND' });
  });
});
