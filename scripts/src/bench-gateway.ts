import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { startEmbeddedProduct } from './embedded-product.js';
import type { LoadResult, runLoad as RunLoad } from './load-runner.js';

/** The load client runs in a worker thread; the servers keep this thread's event loop to themselves. */
const runLoad = (options: Parameters<typeof RunLoad>[0]) =>
  new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.js', import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
  });

/**
 * The gateway's cost: the same JSON from a gateway route backed by one gRPC call (exam ListLanguages)
 * and from a bare node:http server, measured in one run on this machine. Prints figures, asserts nothing.
 * BENCH_SECONDS and BENCH_CONCURRENCY tune the run.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

const product = await startEmbeddedProduct({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'mindprint-bench-')),
  ...Object.fromEntries(['EXAM', 'ORDER', 'PAYMENT', 'SUBSCRIPTION', 'USER', 'CONTENT', 'NOTIFICATION'].map((s) => [`${s}_GRPC_PORT`, '0'])),
});
const gatewayUrl = `http://127.0.0.1:${product.gateway.port}/api/app/language/list/MBTI`;
const sameJson = await (await fetch(gatewayUrl)).text();

const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(sameJson) });
  res.end(sameJson);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;

console.log(`gateway bench: ${seconds}s per target, ${concurrency} keep-alive clients, ${Buffer.byteLength(sameJson)} byte JSON`);
await runLoad({ url: gatewayUrl, concurrency, durationMs: 2_000 }); // warm-up
const rows = [
  { target: 'bare node:http', ...(await runLoad({ url: bareUrl, concurrency, durationMs: seconds * 1000 })) },
  { target: 'gateway → gRPC → exam', ...(await runLoad({ url: gatewayUrl, concurrency, durationMs: seconds * 1000 })) },
];
console.table(rows.map((r) => ({ target: r.target, 'req/s': r.rps, 'p50 ms': r.p50, 'p95 ms': r.p95, 'p99 ms': r.p99, requests: r.requests, errors: r.errors })));
const [bareRow, gatewayRow] = rows;
console.log(`gateway overhead: ${(bareRow!.rps / Math.max(1, gatewayRow!.rps)).toFixed(1)}x fewer req/s, +${(gatewayRow!.p50 - bareRow!.p50).toFixed(2)} ms at p50`);

bare.close();
await product.stop();
