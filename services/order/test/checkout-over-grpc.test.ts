import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { type ClientOf, createServiceClient } from '@mindprint/platform/grpc-client';
import type { RunningService } from '@mindprint/platform/service-runtime';
import { testLogger } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrderConfig } from '../src/config.js';
import { startOrderService } from '../src/service.js';

describe('checkout calls of the order service over gRPC', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'order-grpc-'));
  let service: RunningService;
  let client: ClientOf<typeof OrderService>;

  beforeAll(async () => {
    service = await startOrderService(loadOrderConfig({ ORDER_GRPC_PORT: '0', DATA_DIR: dataDir, KAFKA_NAMESPACE: `grpc-test-${Date.now()}` }), testLogger());
    client = createServiceClient(OrderService, `127.0.0.1:${service.grpcPort}`, { deadlineMs: 5_000 });
  });
  afterAll(async () => {
    client?.close();
    await service?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('list the report offer in the visitor’s currency and language, with the promo code checked', async () => {
    const offer = await client.listSkus({ examId: '1', country: 'DE', locale: 'DE', promoCode: 'welcome10' });
    expect(offer.currency).toBe('EUR');
    expect(offer.promo).toMatchObject({ code: 'WELCOME10', valid: true, percentOff: 10, rejection: '' });
    expect(offer.offerExpiresAt).toBe('');
    expect(Math.abs(Date.parse(offer.serverTime) - Date.now())).toBeLessThan(60_000);
    expect(offer.skus.map((s) => [s.skuId, s.name, s.price?.formatted, s.originalPrice?.formatted, s.youSave?.formatted, s.discountTenths, s.recommended])).toEqual([
      ['mbti-report', 'Vollständiger Persönlichkeitsbericht', '17,09 €', '37,98 €', '20,89 €', 5, false],
      ['mbti-report-plus', 'Vollständiger Bericht + Karriere- und Beziehungspaket', '21,59 €', '47,98 €', '26,39 €', 5, true],
    ]);
    expect(offer.skus[0]!.price?.amountMinor).toBe(1709n);
  });

  it('answer one SKU, packages by code and each second-phase step', async () => {
    expect((await client.getSku({ examId: '1', skuId: 'mbti-career-pack', country: 'JP', locale: 'JA' })).sku).toMatchObject({ name: 'キャリアパック', price: { formatted: '¥1,200' } });
    expect((await client.listSkuPackages({ code: 'mbti', country: 'US' })).packages.map((p) => p.skuId)).toEqual(['mbti-report-plus']);
    const addPacks = await client.listSecondPhasePackages({ examId: '1', step: 'add_packs', country: 'US', locale: 'EN' });
    expect(addPacks.packages.map((p) => [p.skuId, p.price?.formatted])).toEqual([['mbti-career-pack', '$9.99'], ['mbti-relationship-pack', '$9.99']]);
    expect((await client.listSecondPhasePackages({ examId: '1', step: 'skip_trial', country: 'US' })).packages).toEqual([]);
    await expect(client.listSecondPhasePackages({ examId: '1', step: 'upsell', country: 'US' })).rejects.toMatchObject({ reason: 'UNKNOWN_STEP', kind: 'INVALID_ARGUMENT' });
    await expect(client.getSku({ examId: '1', skuId: 'nope', country: 'US' })).rejects.toMatchObject({ reason: 'SKU_NOT_FOUND', kind: 'NOT_FOUND' });
  });

  it('refuse purchases and checks for orders that do not exist', async () => {
    await expect(client.preparePurchase({ orderNumber: 'MP00000000000000000000', skuIds: ['mbti-report'] })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(client.checkPurchase({ orderNumber: 'nope' })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(client.getPurchase({ purchaseNumber: 'PU00000000000000000000' })).rejects.toMatchObject({ reason: 'PURCHASE_NOT_FOUND' });
  });
});
