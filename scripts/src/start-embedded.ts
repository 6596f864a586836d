import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { onShutdown } from '@mindprint/platform/shutdown';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { startEmbeddedProduct } from './embedded-product.js';

// The one-command start: web app and both API surfaces at http://localhost:8080 on the embedded defaults.
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const vars: Record<string, string | undefined> = {
  WEB_DIST_DIR: webDist,
  DEV_MAILBOX: process.env.SMTP_URL ? 'off' : 'on',
  // Links in mails and provider return URLs point at this process unless a public address is given.
  PUBLIC_BASE_URL: `http://localhost:${process.env.PORT || 8080}`,
  ...process.env,
};
startTelemetry({ serviceName: 'mindprint-embedded', otlpEndpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT });
const log = createLogger({ service: 'embedded' });
const started = performance.now();
const product = await loadConfigOrExit(startEmbeddedProduct, vars);
log.info(
  { port: product.gateway.port, services: product.services.length, startupMs: Math.round(performance.now() - started) },
  `Mindprint is running at http://localhost:${product.gateway.port}`,
);
onShutdown(log, [product.stop]);
