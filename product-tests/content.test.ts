import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { startProductForTest } from '@mindprint/scripts/product-under-test';

/** Legal documents and the help center through the real gateway, gRPC and the content service's database. */
let product: EmbeddedProduct;
let base: string;

beforeAll(async () => {
  const started = await startProductForTest();
  product = started;
  base = started.base;
}, 120_000);

afterAll(async () => {
  await product?.stop();
});

async function get<T = unknown>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { result: number; message: string; data: T } }> {
  const response = await fetch(`${base}/api${path}`, { headers });
  return { status: response.status, body: (await response.json()) as { result: number; message: string; data: T } };
}

describe('legal documents', () => {
  it('lists the documents in the language of the path', async () => {
    const { status, body } = await get<Array<Record<string, unknown>>>('/app/protocol/list/1/fr');
    expect(status).toBe(200);
    expect(body.result).toBe(200);
    expect(body.data).toEqual([
      { protocolId: '1', code: 'terms', title: 'Conditions d’utilisation', version: '1.0', effectiveDate: '2026-11-01', showOnSignup: true },
      { protocolId: '2', code: 'privacy', title: 'Politique de confidentialité', version: '1.0', effectiveDate: '2026-11-01', showOnSignup: true },
      { protocolId: '3', code: 'subscription', title: 'Conditions d’abonnement', version: '1.0', effectiveDate: '2026-11-01', showOnSignup: false },
    ]);
  });

  it('gives the terms and the privacy policy for sign-up', async () => {
    const { body } = await get<{ terms: { protocolId: string; title: string }; privacy: { protocolId: string; title: string; version: string } }>('/app/protocol/getPrivacyAndAgreement/MBTI/JA');
    expect(body.data.terms).toMatchObject({ protocolId: '1', title: '利用規約' });
    expect(body.data.privacy).toMatchObject({ protocolId: '2', title: 'プライバシーポリシー', version: '1.0' });
  });

  it('reads one document in the x-hl language, else English', async () => {
    const german = await get<{ code: string; title: string; sections: Array<{ heading: string; body: string }> }>('/app/protocol/info/3', { 'x-hl': 'DE' });
    expect(german.body.data).toMatchObject({ protocolId: '3', code: 'subscription', title: 'Abo-Bedingungen', version: '1.0', effectiveDate: '2026-11-01' });
    expect(german.body.data.sections).toHaveLength(3);
    expect(german.body.data.sections[1]).toMatchObject({ heading: 'Kündigung' });
    const english = await get<{ title: string }>('/app/protocol/info/2');
    expect(english.body.data.title).toBe('Privacy Policy');
  });

  it('answers 404 for an unknown document and 400 for bad path parameters', async () => {
    const missing = await get('/app/protocol/info/999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ result: 404, message: expect.stringContaining('999') });
    const badId = await get('/app/protocol/info/abc');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/^id:/);
    const badLocale = await get('/app/protocol/list/1/french');
    expect(badLocale.status).toBe(400);
    const unknownLocale = await get('/app/protocol/list/1/xx');
    expect(unknownLocale.status).toBe(400);
    // The gateway states the nine locales in its contract and answers with the service's reason.
    expect(unknownLocale.body).toMatchObject({ reason: 'UNSUPPORTED_LOCALE', message: expect.stringMatching(/^Language not offered: use one of EN, /) });
  });
});

describe('help center', () => {
  it('lists the four groups with their questions', async () => {
    const { body } = await get<Array<{ groupCode: string; groupTitle: string; items: Array<{ helpId: string; question: string }> }>>('/app/help/list/1/es');
    expect(body.data.map((g) => g.groupCode)).toEqual(['subscription-management', 'billing-and-payments', 'legal-and-policies', 'support-contact']);
    expect(body.data[0]).toMatchObject({ groupTitle: 'Gestión de la suscripción' });
    expect(body.data[0]!.items[0]).toEqual({ helpId: '1', question: '¿Cómo cancelo mi suscripción?' });
    for (const group of body.data) expect(group.items.length).toBeGreaterThanOrEqual(2);
  });

  it('reads one item in the x-hl language and refuses unknown or bad ids', async () => {
    const { body } = await get<{ helpId: string; groupCode: string; question: string; answer: string }>('/app/help/info/9', { 'x-hl': 'KR' });
    expect(body.data).toMatchObject({ helpId: '9', groupCode: 'support-contact', question: '고객 지원에 어떻게 연락하나요?' });
    expect(body.data.answer).toContain('support@mindprint.example');
    const missing = await get('/app/help/info/12345');
    expect(missing).toMatchObject({ status: 404, body: { result: 404 } });
    expect(missing.body.message).toContain('12345');
    expect((await get('/app/help/info/1;drop')).status).toBe(400);
  });
});
