import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { startTelemetry } from '@mindprint/platform/telemetry';

// The one-command start: web app and both API surfaces at http://localhost:8080 on the embedded defaults.
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const vars: Record<string, string | undefined> = {
  WEB_DIST_DIR: webDist,
  DEV_MAILBOX: process.env.SMTP_URL ? 'off' : 'on',
  // Links in mails and provider return URLs point at this process unless a public address is given.
  PUBLIC_BASE_URL: `http://localhost:${process.env.PORT || 8080}`,
  ...process.env,
};
// Each span still names its own service (gateway, order...); mindprint-embedded only labels this process's metrics.
await startTelemetry({
  serviceName: 'mindprint-embedded',
  otlpEndpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT,
  prometheus: Boolean(vars.METRICS_PORT),
  perServiceResources: { httpServer: 'gateway' },
});
const log = createLogger({ service: 'embedded' });
// Imported once telemetry runs, so its instrumentations patch http, express, grpc-js, pg, kafkajs and Redis as they load.
const { onShutdown } = await import('@mindprint/platform/shutdown');
const { startEmbeddedProduct } = await import('./embedded-product.js');
const started = performance.now();
const product = await loadConfigOrExit(startEmbeddedProduct, vars);
log.info(
  { port: product.gateway.port, services: product.services.length, startupMs: Math.round(performance.now() - started) },
  `Mindprint is running at http://localhost:${product.gateway.port}`,
);
onShutdown(log, [product.stop]);
