import type { Logger } from '@mindprint/platform/logger';
import type { PaymentRepository } from '../db/payment-repository.js';
import type { PaymentQueries } from './payment-queries.js';

export interface ReconcileSettings {
  /** A payment is first asked about this long after it was created (and between checks at least). */
  afterMs: number;
  intervalMs: number;
  batchSize?: number;
  /** Longest wait between two checks of a payment that stays unsettled. */
  maxBackoffMs?: number;
  /**
   * A payment this old is no longer asked about: an abandoned checkout would otherwise cost a provider call every
   * `maxBackoffMs` for ever. A late success still arrives by webhook (providers retry theirs for days).
   */
  giveUpAfterMs?: number;
}

/** Three days: as long as Stripe and PayPal go on retrying a webhook. */
export const defaultReconcileGiveUpMs = 3 * 24 * 60 * 60_000;

/**
 * Settles payments nobody settled: a crash between the provider's answer and our write, a lost webhook,
 * a visitor who closed the tab. Every interval, unsettled payments older than `afterMs` (and younger than
 * `giveUpAfterMs`) are claimed
 * (`for update skip locked`, and their next check pushed out, so replicas share the work without asking
 * twice), the provider is asked (by our payment id when we never stored its id), and its answer applied.
 */
export class ReconcilePayments {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly deps: {
      payments: PaymentRepository;
      queries: Pick<PaymentQueries, 'refresh'>;
      log: Logger;
      clock: () => Date;
      settings: ReconcileSettings;
    },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass; returns how many payments it asked about and how many it settled. */
  async runOnce(): Promise<{ checked: number; settled: number }> {
    const { settings, payments, log } = this.deps;
    const now = this.deps.clock();
    const maxBackoff = settings.maxBackoffMs ?? 60 * 60_000;
    const base = Math.max(settings.afterMs, settings.intervalMs);
    const createdWithin = {
      from: new Date(now.getTime() - (settings.giveUpAfterMs ?? defaultReconcileGiveUpMs)),
      to: new Date(now.getTime() - settings.afterMs),
    };
    const due = await payments.claimDue(now, createdWithin, settings.batchSize ?? 50, (attempts) =>
      new Date(now.getTime() + Math.min(maxBackoff, base * 2 ** Math.min(attempts - 1, 20))),
    );
    let settled = 0;
    for (const payment of due) {
      const after = await this.deps.queries.refresh(payment);
      if (after.status !== payment.status) {
        settled++;
        log.info({ paymentId: payment.paymentId, from: payment.status, to: after.status }, 'reconciliation updated a payment');
      }
    }
    return { checked: due.length, settled };
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'payment reconciliation failed; retrying next interval'))
        .finally(() => {
          this.running = undefined;
          this.schedule();
        });
    }, this.deps.settings.intervalMs);
    this.timer.unref();
  }
}
