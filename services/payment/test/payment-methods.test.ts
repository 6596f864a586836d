import { openTestDatabase, testLogger } from '@mindprint/platform/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { listMethods } from '../src/app/list-methods.js';
import { loadPaymentConfig } from '../src/config.js';
import { paymentMigrations } from '../src/db/migrations.js';
import { SandboxProvider } from '../src/providers/sandbox-provider.js';
import { configuredProviders } from '../src/service.js';

describe('payment methods', () => {
  const config = loadPaymentConfig({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
  });
  let bareProviders: Awaited<ReturnType<typeof configuredProviders>>;
  let realProviders: typeof bareProviders;
  // The provider SDKs are imported when configured: a large module graph, loaded before the test.
  beforeAll(async () => {
    bareProviders = await configuredProviders(loadPaymentConfig({}), testLogger());
    realProviders = await configuredProviders(config, testLogger());
  });

  it('take Stripe for cards and PayPal for PayPal when configured, the sandbox otherwise', async () => {
    const db = await openTestDatabase('pglite', paymentMigrations);
    try {
      const sandbox = new SandboxProvider({ knex: db.knex });
      const bare = bareProviders(sandbox);
      expect(listMethods(bare)).toEqual({
        testMode: true,
        methods: [
          { code: 'card', provider: 'sandbox', testMode: true, publishableKey: '' },
          { code: 'paypal', provider: 'sandbox', testMode: true, publishableKey: '' },
        ],
      });

      const real = realProviders(sandbox);
      const listed = listMethods(real);
      expect(listed.methods.map((m) => [m.code, m.provider, m.publishableKey])).toEqual([
        ['card', 'stripe', 'pk_test_123'],
        ['paypal', 'paypal', ''],
      ]);
      expect(listed.methods[0]?.testMode).toBe(true);
      // Payments the sandbox took before still find their provider.
      expect(real.byName('sandbox')).toBe(sandbox);
    } finally {
      await db.close();
    }
  });
});

describe('the fault harness switch', () => {
  it('kills after a sandbox charge only on the sandbox: refused with Stripe and in production', () => {
    expect(loadPaymentConfig({ FAULT_KILL_AFTER_SANDBOX_CHARGE: '3' }).faultKillAfterSandboxCharge).toBe(3);
    expect(loadPaymentConfig({}).faultKillAfterSandboxCharge).toBeUndefined();
    expect(() => loadPaymentConfig({ FAULT_KILL_AFTER_SANDBOX_CHARGE: '3', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
      /FAULT_KILL_AFTER_SANDBOX_CHARGE: is for the fault harness on the sandbox provider only/,
    );
    expect(() => loadPaymentConfig({ FAULT_KILL_AFTER_SANDBOX_CHARGE: '0' })).toThrow(/FAULT_KILL_AFTER_SANDBOX_CHARGE/);
  });
});
