import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadGatewayConfig } from './config.js';

const config = loadConfigOrExit(loadGatewayConfig, process.env);
await startTelemetry({ serviceName: 'gateway', otlpEndpoint: config.otlpEndpoint, prometheus: config.metricsPort !== undefined });
const log = createLogger({ service: 'gateway', level: config.logLevel });
// Imported once telemetry runs, so its instrumentations patch http, express, grpc-js and Redis as they load.
const { onShutdown } = await import('@mindprint/platform/shutdown');
const { startGateway } = await import('./gateway.js');
const gateway = await startGateway(config, log);
onShutdown(log, [gateway.stop], { timeoutMs: config.shutdownTimeoutMs });
