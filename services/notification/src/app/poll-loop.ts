import type { Logger } from '@mindprint/platform/logger';

/**
 * The timer of a background worker: runs `poll` every `pollMs` (the next run is scheduled once the last one
 * ended, so runs never overlap), logs a failed run and tries again next interval. `stop()` waits for a run
 * in progress; `stopping` tells that run to leave the rest of its batch for later.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private stopRequested = false;

  constructor(
    private readonly options: { pollMs: number; poll: () => Promise<unknown>; log: Logger; failure: string },
  ) {}

  get stopping(): boolean {
    return this.stopRequested;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopRequested = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopRequested = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.options
        .poll()
        .catch((error: unknown) => this.options.log.error({ err: error }, this.options.failure))
        .finally(() => {
          this.running = undefined;
          this.schedule();
        });
    }, this.options.pollMs);
    this.timer.unref();
  }
}

/** When a claim that failed is tried again: `baseMs` after the first failure, doubled each time; none after the last. */
export function nextRetryAt(now: Date, attempts: number, settings: { maxAttempts: number; retryBaseMs: number }): Date | undefined {
  return attempts < settings.maxAttempts ? new Date(now.getTime() + settings.retryBaseMs * 2 ** (attempts - 1)) : undefined;
}
