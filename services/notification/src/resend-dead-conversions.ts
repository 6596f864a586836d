import type { Logger } from '@mindprint/platform/logger';
import { openDatabase } from '@mindprint/platform/db';
import type { NotificationConfig } from './config.js';
import { ConversionDeliveryRepository, type DeadDeliveryFilter, type DeadDelivery } from './db/conversion-delivery-repository.js';
import { notificationMigrations } from './db/migrations.js';
import { adPlatforms, type AdPlatform } from './domain/ad-conversion.js';

export type { DeadDelivery, DeadDeliveryFilter };

/** The platform names the operator command takes, as stored with each delivery. */
export const resendablePlatforms: readonly AdPlatform[] = adPlatforms;

/**
 * The operator's re-send of dead server-side conversions (`npm run resend-conversions`): opens the notification
 * database of `config`, re-queues the dead deliveries matching `filter` and closes it. The running service's
 * delivery worker sends them at its next poll, with the usual retries; conversions older than the queueing limit
 * (Meta refuses events older than 7 days) are listed, not re-queued.
 */
export async function resendDeadConversions(config: NotificationConfig, filter: DeadDeliveryFilter, log: Logger, now = new Date()) {
  const db = await openDatabase({
    url: config.database.url,
    embedded: { dir: config.database.embeddedDir, schema: config.service, log },
    migrations: notificationMigrations,
    pool: config.database.pool,
  });
  try {
    return await new ConversionDeliveryRepository(db.knex).requeueDead(filter, now, config.adConversions.maxAgeMs);
  } finally {
    await db.close();
  }
}
