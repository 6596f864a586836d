import dns from 'node:dns';
import net from 'node:net';
import { ProbeService } from '@mindprint/proto/gen/mindprint/probe/v1/probe_service_pb';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.js';
import { createServiceClient } from '../src/grpc-client.js';
import { bindService, serveGrpc } from '../src/grpc-server.js';
import { testLogger } from '../src/testing.js';

const log = testLogger();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A Kubernetes headless Service in miniature: `payment.replicas.test` resolves to the replicas' addresses
 * (127.0.0.1, 127.0.0.2, … are all loopback on Linux), and the list grows when the "autoscaler" adds one.
 */
const serviceName = 'payment.replicas.test';
const replicaAddresses: string[] = [];
const realLookup = dns.promises.lookup;

function answerServiceName() {
  dns.promises.lookup = (async (hostname: string, options?: unknown) =>
    hostname === serviceName
      ? replicaAddresses.map((address) => ({ address, family: 4 }))
      : realLookup(hostname, options as dns.LookupAllOptions)) as typeof dns.promises.lookup;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

describe('gRPC balancing and circuit breaking', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
    dns.promises.lookup = realLookup;
    replicaAddresses.length = 0;
  });

  /** One replica of the callee, counting the calls it answers. */
  async function replica(host: string, port: number) {
    const answered = { calls: 0 };
    const server = await serveGrpc({
      host,
      port,
      log,
      bindings: [bindService(ProbeService, { record: async () => ({ echo: host }), lookup: async () => (answered.calls++, { values: [host] }) })],
    });
    cleanups.push(() => server.shutdown(1_000));
    return answered;
  }

  it('sends calls to a replica added while the client is busy, within 30 s, with the default connection age', async () => {
    answerServiceName();
    const port = await freePort();
    replicaAddresses.push('127.0.0.1');
    const first = await replica('127.0.0.1', port);
    const probe = createServiceClient(ProbeService, `dns:///${serviceName}:${port}`);
    cleanups.push(() => probe.close());
    for (let i = 0; i < 20; i++) await probe.lookup({ key: 'warm-up' });
    expect(first.calls).toBe(20);

    // Scale out: a second replica starts and the Service's DNS answer now lists it.
    const second = await replica('127.0.0.2', port);
    replicaAddresses.push('127.0.0.2');
    const added = Date.now();
    while (second.calls === 0 && Date.now() - added < 30_000) {
      await probe.lookup({ key: 'steady' });
      await sleep(50);
    }
    const seconds = (Date.now() - added) / 1_000;
    console.log(`new replica received its first call ${seconds.toFixed(1)} s after it was added to DNS`);
    expect(second.calls).toBeGreaterThan(0);

    // Once known, the new replica gets its round-robin share.
    const before = { first: first.calls, second: second.calls };
    for (let i = 0; i < 40; i++) await probe.lookup({ key: 'spread' });
    expect(first.calls - before.first).toBeGreaterThanOrEqual(15);
    expect(second.calls - before.second).toBeGreaterThanOrEqual(15);
  }, 45_000);

  it('stops calling a callee that keeps timing out, fails fast with a retry-after, and closes again once it answers', async () => {
    let slow = true;
    let received = 0;
    const server = await serveGrpc({
      host: '127.0.0.1',
      port: 0,
      log,
      bindings: [
        bindService(ProbeService, {
          record: async () => ({ echo: 'x' }),
          lookup: async () => {
            received++;
            if (slow) await sleep(1_000);
            return { values: ['ok'] };
          },
        }),
      ],
    });
    cleanups.push(() => server.shutdown(2_000));
    const probe = createServiceClient(ProbeService, `127.0.0.1:${server.port}`, {
      deadlineMs: 100,
      maxAttempts: 1,
      circuitBreaker: { failureThreshold: 3, openMs: 500 },
    });
    cleanups.push(() => probe.close());

    for (let i = 0; i < 3; i++) await expect(probe.lookup({ key: 'x' })).rejects.toMatchObject({ reason: 'DEADLINE_EXCEEDED', retryAfterSeconds: 1 });
    expect(received).toBe(3);

    // Open: refused without reaching the callee, with how long to wait.
    const refused = (await probe.lookup({ key: 'x' }).catch((e: unknown) => e)) as DomainError;
    expect(refused).toMatchObject({ reason: 'SERVICE_UNAVAILABLE', kind: 'UNAVAILABLE', retryAfterSeconds: 1 });
    expect(received).toBe(3);

    // After the open period one trial call goes through; the callee has recovered, so the circuit closes.
    slow = false;
    await sleep(600);
    expect((await probe.lookup({ key: 'x' })).values).toEqual(['ok']);
    expect((await probe.lookup({ key: 'x' })).values).toEqual(['ok']);
    expect(received).toBe(5);
  });

  it('answers every call of a method that is not idempotent exactly once while the callee ages its connections out', async () => {
    // A call that meets the server's GOAWAY before reaching the handler must be sent again on a new connection
    // (gRPC's transparent retry), not fail: a checkout or a renewal charge is not retried by our client.
    let received = 0;
    const server = await serveGrpc({
      host: '127.0.0.1',
      port: 0,
      log,
      maxConnectionAgeMs: 100,
      bindings: [
        bindService(ProbeService, {
          record: async () => {
            received++;
            await sleep(2);
            return { echo: 'recorded' };
          },
          lookup: async () => ({ values: [] }),
        }),
      ],
    });
    cleanups.push(() => server.shutdown(1_000));
    const probe = createServiceClient(ProbeService, `127.0.0.1:${server.port}`, { circuitBreaker: { failureThreshold: 1_000_000, openMs: 1 } });
    cleanups.push(() => probe.close());
    const callers = 20;
    const callsEach = 60;
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: callers }, async (_, caller) => {
        for (let i = 0; i < callsEach; i++) {
          await probe.record({ value: `${caller}/${i}` }).catch((error: unknown) => failures.push(String(error)));
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(received).toBe(callers * callsEach);
  }, 60_000);

  it('does not count answers of the callee, even refusals, as failures', async () => {
    let received = 0;
    const server = await serveGrpc({
      host: '127.0.0.1',
      port: 0,
      log,
      bindings: [
        bindService(ProbeService, {
          record: async () => ({ echo: 'x' }),
          lookup: async () => {
            received++;
            throw new DomainError('PROVIDER_DOWN', 'The provider is down', 'UNAVAILABLE');
          },
        }),
      ],
    });
    cleanups.push(() => server.shutdown(1_000));
    const probe = createServiceClient(ProbeService, `127.0.0.1:${server.port}`, { maxAttempts: 1, circuitBreaker: { failureThreshold: 2, openMs: 60_000 } });
    cleanups.push(() => probe.close());
    for (let i = 0; i < 4; i++) await expect(probe.lookup({ key: 'x' })).rejects.toMatchObject({ reason: 'PROVIDER_DOWN' });
    expect(received).toBe(4);
  });
});
