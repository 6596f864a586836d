import { randomUUID } from 'node:crypto';
import type { OrderPaid } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import type { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import type { Database } from '@mindprint/platform/db';
import type { EventHandler } from '@mindprint/platform/event-consumer';
import type { ClientOf } from '@mindprint/platform/grpc-client';
import type { Logger } from '@mindprint/platform/logger';
import { receiptKind } from '../consumers/send-paid-report.js';
import type { SentMailRepository } from '../db/sent-mail-repository.js';
import { PollLoop } from './poll-loop.js';

export interface RedriveSettings {
  pollMs: number;
  /** Purchases paid more recently are the consumer's; the re-drive looks at older ones only. */
  afterMs: number;
  /** How far back it looks. */
  lookbackMs: number;
}

const pageSize = 200;

/**
 * The safety net under the OrderPaid consumer: every poll it asks order for the purchases paid in
 * [now − lookback, now − after) and runs the consumer's own handler for each one that has no receipt or
 * report mail yet — an event that was lost or dead-lettered. The handler's keys (one report mail per order,
 * one acknowledgement per purchase, under a per-order lock) make it send each mail exactly once, whoever
 * gets there first.
 */
export class PaidReportRedrive {
  private readonly loop: PollLoop;

  constructor(
    private readonly deps: {
      db: Database;
      orders: Pick<ClientOf<typeof OrderService>, 'listPaidPurchases'>;
      sentMail: SentMailRepository;
      /** sendPaidReport, as the consumer runs it. */
      handler: EventHandler;
      log: Logger;
      settings: RedriveSettings;
      clock?: () => Date;
    },
  ) {
    this.loop = new PollLoop({ pollMs: deps.settings.pollMs, poll: () => this.runOnce(), log: deps.log, failure: 'paid report re-drive failed; retrying next interval' });
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** One pass; returns the purchase numbers this pass mailed. */
  async runOnce(): Promise<string[]> {
    const { settings, orders, sentMail, db, log } = this.deps;
    const now = (this.deps.clock ?? (() => new Date()))().getTime();
    const paidBefore = new Date(now - settings.afterMs).toISOString();
    let paidFrom = new Date(now - settings.lookbackMs).toISOString();
    const mailed: string[] = [];
    for (;;) {
      const { purchases } = await orders.listPaidPurchases({ paidFrom, paidBefore, limit: pageSize });
      for (const purchase of purchases) {
        if (this.loop.stopping) return mailed;
        if (await sentMail.wasSent(db.knex, receiptKind, purchase.purchaseNumber)) continue;
        if (await this.redrive(purchase)) mailed.push(purchase.purchaseNumber);
      }
      if (purchases.length < pageSize) break;
      // Paging by paid time: the next page starts at the last one's time (its equals are skipped as sent).
      const last = purchases[purchases.length - 1]!.paidAt;
      if (last === paidFrom) break;
      paidFrom = last;
    }
    if (mailed.length > 0) log.warn({ purchases: mailed }, 'paid purchases without their mail were re-driven');
    return mailed;
  }

  private async redrive(purchase: OrderPaid): Promise<boolean> {
    const { db, handler, sentMail, log } = this.deps;
    const context = { orderNumber: purchase.orderNumber, purchaseNumber: purchase.purchaseNumber };
    const eventId = randomUUID();
    try {
      await db.withTransaction((trx) => handler.handle(purchase as never, trx, { eventId, eventType: purchase.$typeName, topic: 'order.events.v1', key: purchase.orderNumber }));
      // Another replica or the consumer may have sent it meanwhile; then the handler sent nothing.
      const sentHere = (await sentMail.sentUnder(db.knex, receiptKind, purchase.purchaseNumber)) === eventId;
      if (sentHere) log.info(context, 'paid purchase re-driven: mail sent');
      return sentHere;
    } catch (error) {
      log.warn({ ...context, err: error }, 'paid purchase re-drive failed; tried again next interval');
      return false;
    }
  }
}
