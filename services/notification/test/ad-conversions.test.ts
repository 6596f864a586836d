import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { SubscriptionRenewedSchema, TrialStartedSchema } from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import type { Bus } from '@mindprint/platform/bus';
import { ConfigError } from '@mindprint/platform/config';
import type { Database } from '@mindprint/platform/db';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { createLogger } from '@mindprint/platform/logger';
import { busKinds, databaseEngines, eventually, openTestBus, openTestDatabase } from '@mindprint/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GoogleAdsConversions } from '../src/ad-platforms/google-ads-conversions.js';
import { MetaConversionsApi } from '../src/ad-platforms/meta-conversions-api.js';
import { ConversionDeliveryWorker } from '../src/app/conversion-delivery-worker.js';
import { loadNotificationConfig } from '../src/config.js';
import { queueOrderConversions, queueSubscriptionConversions } from '../src/consumers/queue-ad-conversions.js';
import { ConversionDeliveryRepository } from '../src/db/conversion-delivery-repository.js';
import { notificationMigrations } from '../src/db/migrations.js';
import { resendDeadConversions } from '../src/resend-dead-conversions.js';
import { startNotificationService } from '../src/service.js';
import { conversionOf, hashEmail, matchingPlatforms, metaClickParameter, type PaidEvent } from '../src/domain/ad-conversion.js';
import { type FakeGoogleAdsServer, type FakeMetaServer, fakeAdPlatformVariables, startFakeGoogleAds, startFakeMetaConversionsApi } from './fakes/fake-ad-platforms.js';
import { onlyKeys, publishEvent } from './support/order-events.js';

const consented: { tracking: Record<string, string>; advertisingConsent: boolean; userAgent: string } = {
  tracking: { hl: 'DE', fbclid: 'IwAR-fb-1', gclid: 'Cj0-g-1', utm_source: 'news' },
  advertisingConsent: true,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
};
const paid = (change: Partial<PaidEvent> = {}): PaidEvent => ({
  kind: 'purchase',
  reference: 'MP1',
  occurredAt: '2026-11-28T10:00:00Z',
  valueMinor: 1299,
  currency: 'eur',
  email: ' Ann@Example.com ',
  attribution: consented,
  ...change,
});

describe('the conversion of a paid event', () => {
  it("is sent only with advertising consent and a click id; its event id is the browser copy's; the address only as SHA-256", () => {
    expect(conversionOf(paid())).toEqual({
      eventId: 'purchase:MP1',
      kind: 'purchase',
      occurredAt: '2026-11-28T10:00:00.000Z',
      valueMinor: 1299,
      currency: 'EUR',
      hashedEmail: hashEmail('ann@example.com'),
      clickIds: { fbclid: 'IwAR-fb-1', gclid: 'Cj0-g-1' },
      userAgent: consented.userAgent,
    });
    expect(hashEmail(' Ann@Example.COM')).toBe('71d4f55f72fa128dfb468a1a3901507c804b74316488744d769d7f4b16696476');
    expect(conversionOf(paid({ attribution: { ...consented, advertisingConsent: false } }))).toBeUndefined();
    expect(conversionOf(paid({ attribution: undefined }))).toBeUndefined();
    expect(conversionOf(paid({ attribution: { ...consented, tracking: { hl: 'DE', utm_source: 'news', ttclid: 't' } } }))).toBeUndefined();
    expect(conversionOf(paid({ kind: 'renewal', reference: 'pay-7' }))?.eventId).toBe('renewal:pay-7');
  });

  it('goes to Meta with an fbclid and to Google Ads with a gclid, gbraid or wbraid, when the platform is configured', () => {
    const both = new Set(['meta', 'google_ads'] as const);
    expect(matchingPlatforms(conversionOf(paid())!, both)).toEqual(['meta', 'google_ads']);
    expect(matchingPlatforms(conversionOf(paid())!, new Set(['google_ads'] as const))).toEqual(['google_ads']);
    expect(matchingPlatforms(conversionOf(paid({ attribution: { ...consented, tracking: { wbraid: 'w' } } }))!, both)).toEqual(['google_ads']);
    expect(matchingPlatforms(conversionOf(paid({ attribution: { ...consented, tracking: { fbclid: 'f' } } }))!, both)).toEqual(['meta']);
  });
});

describe("Meta's click parameter (fbc)", () => {
  const firstSeen = Date.parse('2026-11-27T09:30:00Z');
  const withSeenAt = (seenAt: string) => paid({ attribution: { ...consented, tracking: { ...consented.tracking, fbclid_seen_at: seenAt } } });

  it('carries the time the web first saw the fbclid as its creation time', () => {
    expect(metaClickParameter(conversionOf(withSeenAt(String(firstSeen)))!)).toBe(`fb.1.${firstSeen}.IwAR-fb-1`);
  });

  it("falls back to the conversion's time when the first-seen time is unknown, or after the conversion", () => {
    const conversionTime = Date.parse('2026-11-28T10:00:00Z');
    expect(metaClickParameter(conversionOf(paid())!)).toBe(`fb.1.${conversionTime}.IwAR-fb-1`);
    expect(metaClickParameter(conversionOf(withSeenAt(String(conversionTime + 1)))!)).toBe(`fb.1.${conversionTime}.IwAR-fb-1`);
    expect(metaClickParameter(conversionOf(withSeenAt('soon'))!)).toBe(`fb.1.${conversionTime}.IwAR-fb-1`);
  });

  it('is absent without an fbclid', () => {
    expect(metaClickParameter(conversionOf(paid({ attribution: { ...consented, tracking: { gclid: 'g', fbclid_seen_at: String(firstSeen) } } }))!)).toBeUndefined();
  });
});

describe('the ad platform configuration', () => {
  const base = { PUBLIC_BASE_URL: 'https://mindprint.example' };
  const google = {
    GOOGLE_ADS_CUSTOMER_ID: '123-456-7890',
    GOOGLE_ADS_CONVERSION_ACTION_ID: '987',
    GOOGLE_ADS_DEVELOPER_TOKEN: 'dev',
    GOOGLE_ADS_CLIENT_ID: 'id',
    GOOGLE_ADS_CLIENT_SECRET: 'secret',
    GOOGLE_ADS_REFRESH_TOKEN: 'refresh',
  };

  it('turns a platform on with all its variables, leaves it off with none, and stops start-up naming what a half configuration misses', () => {
    const off = loadNotificationConfig(base).adConversions;
    expect([off.meta, off.googleAds]).toEqual([undefined, undefined]);
    const on = loadNotificationConfig({ ...base, ...google, META_PIXEL_ID: '1', META_CAPI_ACCESS_TOKEN: 'token' }).adConversions;
    expect(on.meta).toMatchObject({ pixelId: '1', baseUrl: 'https://graph.facebook.com', eventSourceUrl: 'https://mindprint.example' });
    expect(on.googleAds).toMatchObject({ customerId: '1234567890', baseUrl: 'https://googleads.googleapis.com', tokenUrl: 'https://oauth2.googleapis.com/token' });
    expect(() => loadNotificationConfig({ ...base, META_PIXEL_ID: '1' })).toThrow(ConfigError);
    expect(() => loadNotificationConfig({ ...base, META_PIXEL_ID: '1' })).toThrow(/META_CAPI_ACCESS_TOKEN/);
    const { GOOGLE_ADS_REFRESH_TOKEN: _left, ...halfGoogle } = google;
    expect(() => loadNotificationConfig({ ...base, ...halfGoogle })).toThrow(/GOOGLE_ADS_REFRESH_TOKEN/);
  });
});

const fastBus = { maxAttempts: 3, baseDelayMs: 20, maxDelayMs: 100, transientRetryMs: 300 };
const delivery = { pollMs: 20, maxAttempts: 3, retryBaseMs: 20 };

describe.each(databaseEngines.flatMap((db) => busKinds.map((bus) => [db, bus] as const)))('server-side conversions on %s with the %s bus', (engine, busKind) => {
  let meta: FakeMetaServer;
  let google: FakeGoogleAdsServer;
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger({ service: 'conversions-test', level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const opened: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    [meta, google] = await Promise.all([startFakeMetaConversionsApi(), startFakeGoogleAds()]);
  });
  afterAll(async () => {
    await Promise.all([meta?.stop(), google?.stop()]);
  });
  afterEach(async () => {
    for (const close of opened.reverse().splice(0)) await close();
  });

  const senders = () => [
    new MetaConversionsApi({ baseUrl: meta.url, apiVersion: 'v23.0', pixelId: meta.pixelId, accessToken: meta.accessToken, eventSourceUrl: 'https://mindprint.example', timeoutMs: 2_000 }),
    new GoogleAdsConversions({
      baseUrl: google.url,
      apiVersion: 'v26',
      tokenUrl: `${google.url}/token`,
      customerId: google.customerId,
      conversionActionId: '555',
      developerToken: google.developerToken,
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      refreshToken: google.refreshToken,
      timeoutMs: 2_000,
    }),
  ];

  /** A consumer pair and worker as the service runs them, on `db`, under fixed consumer names (a restart reuses them). */
  async function startNotification(db: Database, prefix: string, names: { orders: string; subscriptions: string }) {
    const bus: Bus = openTestBus(busKind, log, fastBus);
    const deliveries = new ConversionDeliveryRepository(db.knex);
    const deps = { deliveries, platforms: new Set(['meta', 'google_ads'] as const), maxAgeMs: 7 * 86_400_000, log };
    await consumeEvents({ db, bus, log, consumer: names.orders, topic: 'order.events.v1', handlers: [onlyKeys(prefix, queueOrderConversions(deps), (e: { orderNumber: string }) => e.orderNumber)] });
    await consumeEvents({
      db,
      bus,
      log,
      consumer: names.subscriptions,
      topic: 'subscription.events.v1',
      handlers: queueSubscriptionConversions(deps).map((h) => onlyKeys(prefix, h, (e: { subscriptionId: string }) => e.subscriptionId)),
    });
    const worker = new ConversionDeliveryWorker({ deliveries, senders: senders(), log, settings: delivery });
    worker.start();
    const stop = async () => {
      await worker.stop();
      await bus.stop();
    };
    return { bus, deliveries, stop };
  }

  async function setUp() {
    const prefix = `T${randomUUID().slice(0, 8)}-`;
    const db = await openTestDatabase(engine, notificationMigrations);
    opened.push(() => db.close());
    const names = { orders: `notification.order-conversions-${prefix}`, subscriptions: `notification.subscription-conversions-${prefix}` };
    let running = await startNotification(db, prefix, names);
    const t = {
      prefix,
      get deliveries() {
        return running.deliveries;
      },
      orderPaid: (orderNumber: string, attribution: typeof consented | undefined, eventId?: string) =>
        publishEvent(
          running.bus,
          OrderPaidSchema,
          { purchaseNumber: `${orderNumber}-P1`, orderNumber, examId: '1', email: 'Ann@Example.com', locale: 'EN', amountMinor: 1299n, currency: 'EUR', paidAt: new Date().toISOString(), attribution },
          orderNumber,
          eventId,
        ),
      publish: <T extends typeof TrialStartedSchema | typeof SubscriptionRenewedSchema>(schema: T, event: Parameters<typeof publishEvent<T>>[2], key: string) => publishEvent(running.bus, schema, event, key),
      /** Stops consumers and worker and starts them again on the same database and consumer names (a new process). */
      async restart() {
        await running.stop();
        running = await startNotification(db, prefix, names);
      },
    };
    opened.push(() => running.stop());
    return t;
  }

  const metaEvents = (eventId: string) => meta.events.filter((e) => e.event_id === eventId);
  const googleConversions = (eventId: string) => google.conversions.filter((c) => c.orderId === eventId);

  it('a paid order with click ids and consent: one Conversions API event and one Google Ads conversion, none without consent, still one after a restart and a replayed event', async () => {
    const t = await setUp();
    const order = `${t.prefix}MP1`;
    const refused = `${t.prefix}MP2`;
    const first = await t.orderPaid(order, consented);
    await t.orderPaid(refused, { ...consented, advertisingConsent: false, userAgent: '' });
    await eventually(() => {
      expect(metaEvents(`purchase:${order}-P1`)).toHaveLength(1);
      expect(googleConversions(`purchase:${order}-P1`)).toHaveLength(1);
    });
    const [event] = metaEvents(`purchase:${order}-P1`);
    expect(event).toMatchObject({
      event_name: 'Purchase',
      event_id: `purchase:${order}-P1`,
      action_source: 'website',
      event_source_url: 'https://mindprint.example',
      user_data: { em: [hashEmail('ann@example.com')], client_user_agent: consented.userAgent, fbc: expect.stringMatching(/^fb\.1\.\d{13}\.IwAR-fb-1$/) },
      custom_data: { value: 12.99, currency: 'EUR' },
    });
    expect(googleConversions(`purchase:${order}-P1`)[0]).toMatchObject({
      gclid: 'Cj0-g-1',
      conversionAction: `customers/${google.customerId}/conversionActions/555`,
      conversionValue: 12.99,
      currencyCode: 'EUR',
      userIdentifiers: [{ hashedEmail: hashEmail('ann@example.com') }],
      consent: { adUserData: 'GRANTED' },
    });

    await t.restart();
    // The same event again (a redelivery after the crash) and the same purchase under a new event id.
    await t.orderPaid(order, consented, first);
    await t.orderPaid(order, consented);
    // A later order marks the point by which everything before it was handled.
    const marker = `${t.prefix}MP3`;
    await t.orderPaid(marker, consented);
    await eventually(() => expect(googleConversions(`purchase:${marker}-P1`)).toHaveLength(1));
    await eventually(() => expect(metaEvents(`purchase:${marker}-P1`)).toHaveLength(1));
    expect(metaEvents(`purchase:${order}-P1`)).toHaveLength(1);
    expect(googleConversions(`purchase:${order}-P1`)).toHaveLength(1);
    expect(metaEvents(`purchase:${refused}-P1`)).toHaveLength(0);
    expect(googleConversions(`purchase:${refused}-P1`)).toHaveLength(0);
    expect(await t.deliveries.ofEvent(`purchase:${refused}-P1`)).toEqual([]);
    expect(await t.deliveries.ofEvent(`purchase:${order}-P1`)).toEqual([
      { platform: 'google_ads', status: 'sent', attempts: 1, lastError: undefined },
      { platform: 'meta', status: 'sent', attempts: 1, lastError: undefined },
    ]);
    // Four Kafka consumer groups join (two before the restart, two after): slow on a shared machine.
  }, 120_000);

  it('trial starts and renewals convert under their own event ids; a skipped trial is a subscription start', async () => {
    const t = await setUp();
    const trial = `${t.prefix}${randomUUID()}`;
    const skipped = `${t.prefix}${randomUUID()}`;
    const common = { email: 'bo@example.com', locale: 'EN', currency: 'USD', priceMinor: 2999n, trialPriceMinor: 99n, trialDays: 7, attribution: consented };
    await t.publish(TrialStartedSchema, { ...common, subscriptionId: trial, trialSkipped: false }, trial);
    await t.publish(TrialStartedSchema, { ...common, subscriptionId: skipped, trialSkipped: true }, skipped);
    await t.publish(SubscriptionRenewedSchema, { subscriptionId: trial, email: 'bo@example.com', amountMinor: 2999n, currency: 'USD', periodStart: new Date().toISOString(), paymentId: `${t.prefix}pay-9`, attribution: consented }, trial);
    await eventually(() => {
      expect(metaEvents(`trial_start:${trial}`).map((e) => [e.event_name, (e.custom_data as { value: number }).value])).toEqual([['StartTrial', 0.99]]);
      expect(metaEvents(`subscription_start:${skipped}`).map((e) => [e.event_name, (e.custom_data as { value: number }).value])).toEqual([['Subscribe', 29.99]]);
      expect(metaEvents(`renewal:${t.prefix}pay-9`).map((e) => e.event_name)).toEqual(['Purchase']);
      expect(googleConversions(`trial_start:${trial}`)).toHaveLength(1);
      expect(googleConversions(`renewal:${t.prefix}pay-9`)).toHaveLength(1);
    });
  });

  it('retries a platform that answers 5xx with backoff until it takes the conversion', async () => {
    const t = await setUp();
    const order = `${t.prefix}MP4`;
    meta.failNext(2, 503);
    google.failNext(1, 500);
    await t.orderPaid(order, consented);
    await eventually(async () => {
      expect(await t.deliveries.ofEvent(`purchase:${order}-P1`)).toEqual([
        { platform: 'google_ads', status: 'sent', attempts: 2, lastError: undefined },
        { platform: 'meta', status: 'sent', attempts: 3, lastError: undefined },
      ]);
    });
    const retries = lines.filter((l) => l.conversionEventId === `purchase:${order}-P1` && l.level === 40);
    expect(retries.filter((l) => l.platform === 'meta').map((l) => l.error)).toEqual(Array(2).fill(expect.stringContaining('Meta Conversions API answered 503')));
    expect(retries.filter((l) => l.platform === 'google_ads').map((l) => l.error)).toEqual([expect.stringContaining('Google Ads answered 500')]);
    expect(metaEvents(`purchase:${order}-P1`)).toHaveLength(1);
    expect(googleConversions(`purchase:${order}-P1`)).toHaveLength(1);
  });

  it('dead-letters a conversion after the last try, logged at error level without the access token', async () => {
    const t = await setUp();
    const order = `${t.prefix}MP5`;
    google.failNext(delivery.maxAttempts, 503);
    await t.orderPaid(order, { ...consented, tracking: { gclid: 'Cj0-dead' } });
    await eventually(async () => expect(await t.deliveries.ofEvent(`purchase:${order}-P1`)).toEqual([{ platform: 'google_ads', status: 'dead', attempts: 3, lastError: expect.stringContaining('503') }]));
    expect(googleConversions(`purchase:${order}-P1`)).toHaveLength(0);
    const dead = lines.filter((l) => l.conversionEventId === `purchase:${order}-P1` && l.level === 50);
    expect(dead).toHaveLength(1);
    expect(dead[0]!.msg).toContain('dead-lettered');
    expect(JSON.stringify(lines)).not.toContain(google.refreshToken);
    expect(JSON.stringify(lines)).not.toContain(meta.accessToken);
  });

  it('re-queues dead deliveries on request — by id, platform or time, only dead ones, once — and the worker sends each once', async () => {
    const t = await setUp();
    const order = `${t.prefix}MP6`;
    google.failNext(delivery.maxAttempts, 503);
    await t.orderPaid(order, { ...consented, tracking: { gclid: 'Cj0-resend', fbclid: 'IwAR-resend' } });
    const eventId = `purchase:${order}-P1`;
    await eventually(async () =>
      expect(await t.deliveries.ofEvent(eventId)).toEqual([
        { platform: 'google_ads', status: 'dead', attempts: 3, lastError: expect.stringContaining('503') },
        { platform: 'meta', status: 'sent', attempts: 1 },
      ]),
    );
    const [deadRow] = await t.deliveries.db('conversion_deliveries').where({ event_id: eventId, platform: 'google_ads' });
    // A conversion older than the platforms take stays dead, listed.
    const stale = { ...conversionOf(paid({ reference: `${t.prefix}OLD`, occurredAt: new Date(Date.now() - 8 * 86_400_000).toISOString() }))! };
    // Queued as due in an hour: the running worker must not claim and send it before it is marked dead below.
    await t.deliveries.db.transaction((trx) => t.deliveries.enqueue(trx, stale, ['google_ads'], new Date(Date.now() + 3_600_000)));
    const [staleRow] = await t.deliveries.db('conversion_deliveries').where({ event_id: stale.eventId });
    await t.deliveries.markFailed(staleRow.id, 'Google Ads answered 503', undefined, new Date());

    const maxAgeMs = 7 * 86_400_000;
    const requeue = (filter: Parameters<typeof t.deliveries.requeueDead>[0]) => t.deliveries.requeueDead(filter, new Date(), maxAgeMs);
    const mine = (ids: Array<{ eventId: string }>) => ids.filter((d) => d.eventId.includes(t.prefix)).map((d) => d.eventId);
    expect(mine((await requeue({ platform: 'meta' })).requeued)).toEqual([]);
    expect(mine((await requeue({ deadSince: new Date(Date.now() + 60_000) })).requeued)).toEqual([]);
    expect(mine((await requeue({ ids: [staleRow.id] })).tooOld)).toEqual([stale.eventId]);
    const resent = await requeue({ ids: [deadRow.id, staleRow.id], platform: 'google_ads', deadSince: new Date(Date.now() - 3_600_000) });
    expect(resent.requeued.map((d) => [d.eventId, d.platform, d.lastError])).toEqual([[eventId, 'google_ads', expect.stringContaining('503')]]);
    // Again at once: nothing is dead any more, so nothing is queued twice.
    expect(mine((await requeue({ ids: [deadRow.id] })).requeued)).toEqual([]);

    await eventually(async () => expect(await t.deliveries.ofEvent(eventId)).toContainEqual({ platform: 'google_ads', status: 'sent', attempts: 1 }));
    expect(googleConversions(eventId)).toHaveLength(1);
    expect(metaEvents(eventId)).toHaveLength(1);
    expect(await t.deliveries.ofEvent(stale.eventId)).toEqual([{ platform: 'google_ads', status: 'dead', attempts: 0, lastError: 'Google Ads answered 503' }]);
  });
});

/** The service's configuration with both platforms pointed at the fakes, on its own embedded database. */
const configForFakes = (meta: FakeMetaServer, google: FakeGoogleAdsServer, extra: Record<string, string> = {}) =>
  loadNotificationConfig({
    NOTIFICATION_GRPC_PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'notification-conversions-')),
    PUBLIC_BASE_URL: 'https://mindprint.example',
    MAIL_TOKEN_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
    ...fakeAdPlatformVariables(meta, google),
    CONVERSIONS_POLL_MS: '50',
    ...extra,
  });

describe('server-side conversions through the notification service', () => {
  it("the operator's re-send puts the dead deliveries of the service's database back, and the restarted service sends them once", async () => {
    const [meta, google] = await Promise.all([startFakeMetaConversionsApi(), startFakeGoogleAds()]);
    const config = configForFakes(meta, google, { CONVERSIONS_MAX_ATTEMPTS: '2', CONVERSIONS_RETRY_BASE_MS: '20' });
    const log = createLogger({ service: 'notification-test', level: 'silent' });
    const subscriptionId = randomUUID();
    const eventId = `trial_start:${subscriptionId}`;
    let service = await startNotificationService(config, log);
    try {
      google.failNext(2, 503);
      const trial = { subscriptionId, email: 'dee@example.com', locale: 'EN', planName: 'Basic', currency: 'USD', priceMinor: 2999n, trialPriceMinor: 99n, trialDays: 7, trialEndsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), attribution: consented };
      await publishEvent(service.infrastructure.bus, TrialStartedSchema, trial, subscriptionId);
      const deliveries = () => new ConversionDeliveryRepository(service.infrastructure.db.knex).ofEvent(eventId);
      await eventually(async () => expect((await deliveries()).map((d) => [d.platform, d.status])).toEqual([['google_ads', 'dead'], ['meta', 'sent']]));
      // The embedded database belongs to one process: the product stops for the command (Postgres needs no stop).
      await service.stop();

      const resent = await resendDeadConversions(config, {}, log);
      expect(resent.requeued.map((d) => [d.platform, d.eventId])).toEqual([['google_ads', eventId]]);
      expect((await resendDeadConversions(config, {}, log)).requeued).toEqual([]);

      service = await startNotificationService(config, log);
      await eventually(async () => expect((await deliveries()).map((d) => [d.platform, d.status])).toEqual([['google_ads', 'sent'], ['meta', 'sent']]));
      expect(google.conversions.map((c) => c.orderId)).toEqual([eventId]);
      expect(meta.events.map((e) => e.event_id)).toEqual([eventId]);
    } finally {
      await service.stop();
      await Promise.all([meta.stop(), google.stop()]);
    }
  }, 120_000);

  it('with both platforms configured, a trial started with consent reaches Meta and Google Ads once each', async () => {
    const [meta, google] = await Promise.all([startFakeMetaConversionsApi(), startFakeGoogleAds()]);
    const config = configForFakes(meta, google);
    const service = await startNotificationService(config, createLogger({ service: 'notification-test', level: 'silent' }));
    try {
      const subscriptionId = randomUUID();
      const trial = { subscriptionId, email: 'cy@example.com', locale: 'EN', planName: 'Basic', currency: 'USD', priceMinor: 2999n, trialPriceMinor: 99n, trialDays: 7, trialEndsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), attribution: consented };
      await publishEvent(service.infrastructure.bus, TrialStartedSchema, trial, subscriptionId);
      await eventually(() => {
        expect(meta.events.map((e) => e.event_id)).toEqual([`trial_start:${subscriptionId}`]);
        expect(google.conversions.map((c) => c.orderId)).toEqual([`trial_start:${subscriptionId}`]);
      });
    } finally {
      await service.stop();
      await Promise.all([meta.stop(), google.stop()]);
    }
  });
});
