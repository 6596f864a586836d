import { loadGatewayConfig } from '@mindprint/gateway/config';
import { loadPaymentConfig } from '@mindprint/payment/config';
import { ConfigError } from '@mindprint/platform/config';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { type ProductUnderTest, startProductForTest } from '@mindprint/scripts/product-under-test';

/** Provider keys and secrets a production deployment sets (the providers are never called here). */
const productionKeys = {
  NODE_ENV: 'production',
  DEV_MAILBOX: 'off',
  STRIPE_SECRET_KEY: 'sk_test_production_mode',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_production_mode',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_mode_0123456789abcdef',
  STRIPE_API_BASE: 'http://127.0.0.1:1',
  PAYPAL_CLIENT_ID: 'paypal-client',
  PAYPAL_CLIENT_SECRET: 'paypal-secret',
  PAYPAL_WEBHOOK_ID: 'WH-PRODUCTION-MODE',
  PAYPAL_API_BASE: 'http://127.0.0.1:1',
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_TOKEN_SECRET: 'mail-token-secret-of-at-least-32-bytes',
  SUBSCRIPTION_TOKEN_SECRET: 'cancel-token-secret-of-at-least-32-bytes',
};

const services = ['EXAM', 'ORDER', 'PAYMENT', 'SUBSCRIPTION', 'USER', 'CONTENT', 'NOTIFICATION'];

/** Addresses of real parts for the checks that refuse before connecting to anything (never reached). */
const realPartAddresses: Record<string, string> = {
  ...Object.fromEntries(services.map((s) => [`${s}_DATABASE_URL`, `postgres://127.0.0.1:1/mindprint_${s.toLowerCase()}`])),
  KAFKA_BROKERS: '127.0.0.1:1',
  REDIS_URL: 'redis://127.0.0.1:1',
};

/** Whether the test setup found every real part (CI does): production mode can start only on them. */
const realPartsFound = services.every((s) => process.env[`${s}_DATABASE_URL`]) && Boolean(process.env.KAFKA_BROKERS && process.env.REDIS_URL);

async function refusal(vars: Record<string, string>): Promise<string[]> {
  const error: unknown = await startEmbeddedProduct({ LOG_LEVEL: 'silent', ...vars }).then(
    (started) => started.stop(),
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).problems;
}

describe('production mode fails closed', () => {
  let product: ProductUnderTest | undefined;
  afterAll(async () => product?.stop());

  it('refuses to start without provider keys, mail server and signing secrets, naming each variable', async () => {
    const problems = await refusal({ NODE_ENV: 'production', DEV_MAILBOX: 'on' });
    for (const variable of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYPAL_CLIENT_ID', 'PAYPAL_WEBHOOK_ID', 'SMTP_URL', 'MAIL_TOKEN_SECRET', 'SUBSCRIPTION_TOKEN_SECRET', 'DEV_MAILBOX']) {
      expect(problems.some((p) => p.startsWith(`${variable}:`)), `${variable} named in ${problems.join('\n')}`).toBe(true);
    }
    // Only the sandbox card was left out: still refused.
    const { STRIPE_SECRET_KEY: _withoutStripe, ...withoutStripe } = productionKeys;
    expect(await refusal({ ...withoutStripe, ...realPartAddresses })).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY: is required with NODE_ENV=production/)]);
  });

  it('refuses to start on the embedded parts — PGlite, the in-memory bus, in-memory caches — naming each variable', async () => {
    const problems = await refusal(productionKeys);
    for (const variable of [...services.map((s) => `${s}_DATABASE_URL`), 'KAFKA_BROKERS', 'REDIS_URL']) {
      expect(problems.some((p) => p.startsWith(`${variable}: is required with NODE_ENV=production`)), `${variable} named in ${problems.join('\n')}`).toBe(true);
    }
    // One database left out: that one is named, nothing else.
    const { ORDER_DATABASE_URL: _withoutOrder, ...withoutOrderDatabase } = realPartAddresses;
    expect(await refusal({ ...productionKeys, ...withoutOrderDatabase })).toEqual([expect.stringMatching(/^ORDER_DATABASE_URL: is required with NODE_ENV=production \(without it its data would live in an embedded PGlite database/)]);
    expect(await refusal({ ...productionKeys, ...realPartAddresses, KAFKA_BROKERS: '' })).toEqual([expect.stringMatching(/^KAFKA_BROKERS: is required with NODE_ENV=production \(without it events would travel on an in-memory bus/)]);
  });

  it('refuses signing secrets shorter than 32 bytes, in every mode', async () => {
    const problems = await refusal({ MAIL_TOKEN_SECRET: 'short', SUBSCRIPTION_TOKEN_SECRET: 'x'.repeat(31) });
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^MAIL_TOKEN_SECRET: must be at least 32 bytes/), expect.stringMatching(/^SUBSCRIPTION_TOKEN_SECRET: must be at least 32 bytes/)]),
    );
  });

  it('with keys and the real parts, serves no sandbox pages and no mailbox', async () => {
    // Without the real parts (a laptop on embedded defaults) production mode cannot start, as the test above shows.
    expect(realPartsFound, 'this test needs PostgreSQL, Kafka and Redis (CI sets them)').toBe(true);
    product = await startProductForTest(productionKeys);
    const card = await fetch(`${product.base}/pay-api/sandbox/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentId: 'pay_x', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', cardholderName: 'A', postalCode: '1' }),
    });
    expect(card.status).toBe(404);
    const approval = await fetch(`${product.base}/pay-api/sandbox/approval`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"paymentId":"pay_x","approve":true}' });
    expect(approval.status).toBe(404);
    expect((await fetch(`${product.base}/dev/mailbox?format=json`)).status).toBe(404);
    const document = (await (await fetch(`${product.base}/pay-api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((p) => p.includes('sandbox'))).toEqual([]);
    // The ways to pay are the real providers, not the sandbox.
    expect(JSON.stringify(await (await fetch(`${product.base}/pay-api/app/payment/list/MBTI/US`)).json())).not.toContain('sandbox');
  }, 90_000);

  it('a staging site may opt in to the test parts, and each part then names itself for the loud start-up warning', () => {
    const staging = { NODE_ENV: 'production', STAGING_TEST_PARTS: 'on' };
    const gateway = loadGatewayConfig({ ...staging, DEV_MAILBOX: 'on' });
    expect(gateway).toMatchObject({ devMailbox: true, sandboxPages: true });
    expect(gateway.stagingTestParts.join('\n')).toMatch(/DEV_MAILBOX/);
    expect(loadPaymentConfig(staging).stagingTestParts.join('\n')).toMatch(/STRIPE_SECRET_KEY: card payments run on the sandbox provider/);
    expect(loadGatewayConfig({ DEV_MAILBOX: 'on' }).stagingTestParts).toEqual([]);
  });
});
