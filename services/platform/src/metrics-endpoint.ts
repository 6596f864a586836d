import { createServer, type Server } from 'node:http';
import { metricsText } from './telemetry.js';

/**
 * Serves GET /metrics (Prometheus text) on a port of its own, not the one the Ingress routes to: what the
 * OpenTelemetry SDK records, after any text the caller adds (the gateway's load counters for the HPAs).
 */
export async function serveMetrics(options: { port: number; host: string; extraText?: () => string }): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsText().then(
      (text) => res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(`${options.extraText?.() ?? ''}${text}`),
      (error: unknown) => res.writeHead(500).end(`# metrics collection failed: ${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, options.host, resolve));
  return server;
}
