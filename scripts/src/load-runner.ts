import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Closed-loop load: `concurrency` keep-alive clients each send the next request when the last answers. */
export async function runLoad(options: {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  concurrency: number;
  durationMs: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = new URL(options.url);
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + options.durationMs;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method: options.method ?? 'GET', headers: options.body ? { 'content-type': 'application/json' } : {} },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - started);
            else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(options.body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (Date.now() < end) await once();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
  };
}
