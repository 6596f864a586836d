import type { Logger } from './logger.js';

/** Runs the steps in order on SIGTERM/SIGINT, once; a step that hangs cannot keep the process alive forever. */
export function onShutdown(log: Logger, steps: Array<() => Promise<unknown>>, options: { timeoutMs?: number } = {}) {
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown timed out; exiting');
      process.exit(1);
    }, options.timeoutMs ?? 30_000);
    force.unref();
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        log.error({ err: error }, 'shutdown step failed');
      }
    }
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
