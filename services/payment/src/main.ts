import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { onShutdown } from '@mindprint/platform/shutdown';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadPaymentConfig } from './config.js';
import { startPaymentService } from './service.js';

const config = loadConfigOrExit(loadPaymentConfig, process.env);
startTelemetry({ serviceName: 'payment', otlpEndpoint: config.otlpEndpoint });
const log = createLogger({ service: 'payment', level: config.logLevel });
const service = await startPaymentService(config, log);
onShutdown(log, [service.stop]);
