import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { onShutdown } from '@mindprint/platform/shutdown';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadGatewayConfig } from './config.js';
import { startGateway } from './gateway.js';

const config = loadConfigOrExit(loadGatewayConfig, process.env);
startTelemetry({ serviceName: 'gateway', otlpEndpoint: config.otlpEndpoint });
const log = createLogger({ service: 'gateway', level: config.logLevel });
const gateway = await startGateway(config, log);
onShutdown(log, [gateway.stop], { timeoutMs: config.shutdownTimeoutMs });
