import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmbeddedProduct, startEmbeddedProduct } from './embedded-product.js';

const services = ['EXAM', 'ORDER', 'PAYMENT', 'SUBSCRIPTION', 'USER', 'CONTENT', 'NOTIFICATION'];

/** Each service's database URL that the test setup found (CI sets them all). */
export const serviceDatabaseUrls: Record<string, string> = Object.fromEntries(
  services.map((s) => [`${s}_DATABASE_URL`, process.env[`${s}_DATABASE_URL`]]).filter((entry): entry is [string, string] => Boolean(entry[1])),
);

/** A product started for a test: its address, and the folder of its files and saved mails (removed on stop). */
export type ProductUnderTest = EmbeddedProduct & { base: string; dataDir: string };

/**
 * For tests: the whole product on free ports, mail saved to a fresh folder, on the real parts the test
 * setup found — or, with `realParts: false`, on fresh embedded ones (tests that need an empty database).
 */
export async function startProductForTest(
  vars: Record<string, string> = {},
  options: { realParts?: boolean } = {},
): Promise<ProductUnderTest> {
  const namespace = `test-${randomUUID().slice(0, 8)}`;
  const realParts =
    options.realParts === false
      ? {}
      : {
          ...serviceDatabaseUrls,
          KAFKA_BROKERS: process.env.KAFKA_BROKERS,
          REDIS_URL: process.env.REDIS_URL,
          // Products started by parallel test files must not consume each other's events.
          KAFKA_NAMESPACE: namespace,
          // ...nor share the edge limits' counters in Redis.
          EDGE_LIMIT_KEY_PREFIX: `${namespace}:gateway:`,
        };
  // The port is chosen first so that links in mails and provider return URLs point at this product.
  const port = vars.PORT ?? String(await freePort());
  // Each product's PGlite files and mails (~190 MB) go when it stops; hundreds of runs filled the disk.
  const dataDir = vars.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mindprint-product-'));
  const product = await startEmbeddedProduct({
    ...realParts,
    DATA_DIR: dataDir,
    DEV_MAILBOX: 'on',
    // Every answer is checked against the response schema its OpenAPI document shows.
    CHECK_ANSWERS: 'on',
    LOG_LEVEL: 'silent',
    PORT: port,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    // The tests stand in for the ingress: they tell each visitor's address in X-Forwarded-For.
    TRUSTED_PROXIES: 'loopback',
    // Test files place many orders and payments for one address from one client; edge-security.test.ts sets real limits.
    MAIL_CALLS_PER_ADDRESS_PER_HOUR: '10000',
    MAIL_CALLS_PER_CLIENT_PER_HOUR: '10000',
    PAYMENT_CALLS_PER_ADDRESS_PER_HOUR: '10000',
    PAYMENT_CALLS_PER_CLIENT_PER_HOUR: '10000',
    ...Object.fromEntries(services.map((s) => [`${s}_GRPC_PORT`, '0'])),
    ...vars,
  });
  const stopProduct = product.stop;
  return Object.assign(product, {
    base: `http://127.0.0.1:${product.gateway.port}`,
    dataDir,
    async stop() {
      await stopProduct();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function mailbox(base: string, to: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await fetch(`${base}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: Array<{ subject: string; text: string }> }).data;
}
