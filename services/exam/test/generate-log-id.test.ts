import { databaseEngines, openTestDatabase } from '@mindprint/platform/testing';
import { describe, expect, it } from 'vitest';
import { GenerateLogId } from '../src/app/generate-log-id.js';
import { examMigrations } from '../src/db/migrations.js';
import { VisitLogRepository } from '../src/db/visit-log-repository.js';
import { normalizeLocale } from '../src/domain/locales.js';

describe('locales', () => {
  it('accepts our nine codes in any case and nothing else', () => {
    expect(['cn', 'EN', 'Fr', 'es', 'JA', 'hk', 'DE', 'pt', 'kr'].map(normalizeLocale)).toEqual(['CN', 'EN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR']);
    expect(normalizeLocale('zh')).toBeUndefined();
  });
});

describe.each(databaseEngines)('generating a log id on %s', (engine) => {
  it('records the visit with its locale, falling back to EN', async () => {
    const db = await openTestDatabase(engine, examMigrations);
    const visits = new VisitLogRepository(db.knex);
    const useCase = new GenerateLogId(visits);
    const first = await useCase.run({ appExamId: 'MBTI', locale: 'ja', countryCode: 'jp' });
    const second = await useCase.run({ appExamId: 'MBTI', locale: 'xx', countryCode: '' });
    expect(first).not.toBe(second);
    expect(await visits.find(first)).toEqual({ logId: first, appExamId: 'MBTI', locale: 'JA', countryCode: 'JP' });
    expect((await visits.find(second))?.locale).toBe('EN');
    await expect(useCase.run({ appExamId: 'bad id!', locale: 'EN', countryCode: '' })).rejects.toMatchObject({ reason: 'INVALID_EXAM_ID' });
    await expect(useCase.run({ appExamId: 'MBTI', locale: 'EN', countryCode: 'USA' })).rejects.toMatchObject({ reason: 'INVALID_COUNTRY' });
    await db.close();
  });
});
