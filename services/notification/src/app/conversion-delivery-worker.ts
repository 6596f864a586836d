import type { Logger } from '@mindprint/platform/logger';
import { meter } from '@mindprint/platform/telemetry';
import { ConversionRejected, type ConversionSender } from '../ad-platforms/conversion-sender.js';
import type { ConversionDelivery, ConversionDeliveryRepository } from '../db/conversion-delivery-repository.js';
import type { AdPlatform } from '../domain/ad-conversion.js';
import { nextRetryAt, PollLoop } from './poll-loop.js';

export interface ConversionDeliverySettings {
  pollMs: number;
  /** Tries before a delivery is dead. */
  maxAttempts: number;
  /** First wait after a failed try; doubled each time. */
  retryBaseMs: number;
  batchSize?: number;
  /** How long a claimed delivery is left alone before another poll may take it again. */
  leaseMs?: number;
}

let outcomeCounter: ReturnType<ReturnType<typeof meter>['createCounter']> | undefined;
const outcomes = () =>
  (outcomeCounter ??= meter().createCounter('mindprint.ad_conversions.deliveries', {
    unit: '{conversion}',
    description: 'Server-side ad conversion deliveries by platform and outcome (sent, retry, dead)',
  }));

/**
 * Sends the queued server-side conversions, like the scheduled-mail worker: each poll claims due rows (`for
 * update skip locked`, with a lease, so replicas share them), sends each to its platform and retries failures
 * with exponential backoff. After the last try, or at once when the platform refuses the conversion for good,
 * the delivery is dead: kept with its error, logged at error level and counted, for someone to look at.
 */
export class ConversionDeliveryWorker {
  private readonly loop: PollLoop;
  private readonly senders: Map<AdPlatform, ConversionSender>;

  constructor(
    private readonly deps: {
      deliveries: ConversionDeliveryRepository;
      senders: ConversionSender[];
      log: Logger;
      settings: ConversionDeliverySettings;
      clock?: () => Date;
    },
  ) {
    this.senders = new Map(deps.senders.map((sender) => [sender.platform, sender]));
    this.loop = new PollLoop({ pollMs: deps.settings.pollMs, poll: () => this.runOnce(), log: deps.log, failure: 'ad conversion poll failed; retrying next interval' });
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** One poll; returns how many conversions were sent. */
  async runOnce(): Promise<number> {
    const { deliveries, settings } = this.deps;
    const due = await deliveries.claimDue(this.now(), settings.batchSize ?? 20, settings.leaseMs ?? 60_000);
    let sent = 0;
    for (const delivery of due) {
      if (this.loop.stopping) break; // the rest keep their lease and are taken again once it ends
      if (await this.deliver(delivery)) sent++;
    }
    return sent;
  }

  private async deliver(delivery: ConversionDelivery): Promise<boolean> {
    const { deliveries, log, settings } = this.deps;
    const context = { deliveryId: delivery.id, platform: delivery.platform, conversionEventId: delivery.conversion.eventId, attempts: delivery.attempts };
    try {
      const sender = this.senders.get(delivery.platform);
      if (!sender) throw new ConversionRejected(`${delivery.platform} is no longer configured`);
      await sender.send(delivery.conversion);
      await deliveries.markSent(delivery.id, this.now());
      outcomes().add(1, { platform: delivery.platform, outcome: 'sent' });
      log.info(context, 'ad conversion sent');
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = error instanceof ConversionRejected ? undefined : nextRetryAt(this.now(), delivery.attempts, settings);
      await deliveries.markFailed(delivery.id, message, retryAt, this.now());
      if (retryAt) {
        outcomes().add(1, { platform: delivery.platform, outcome: 'retry' });
        log.warn({ ...context, retryAt: retryAt.toISOString(), error: message }, 'ad conversion failed; will retry');
      } else {
        outcomes().add(1, { platform: delivery.platform, outcome: 'dead' });
        log.error({ ...context, error: message }, 'ad conversion dead-lettered: not sent and not retried again');
      }
      return false;
    }
  }

  private now(): Date {
    return (this.deps.clock ?? (() => new Date()))();
  }
}
