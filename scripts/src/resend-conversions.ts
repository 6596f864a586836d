import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { loadNotificationConfig } from '@mindprint/notification/config';
import { type DeadDelivery, resendablePlatforms, resendDeadConversions } from '@mindprint/notification/resend-dead-conversions';
import { parseSince } from './since-option.js';

/**
 * `npm run resend-conversions -- --all | --id <delivery id>… | --platform meta|google_ads | --since <ISO time | 2h>`
 * Re-queues server-side ad conversions that failed all their tries (`dead` in conversion_deliveries) in the
 * notification database of this environment (NOTIFICATION_DATABASE_URL, else the embedded one: stop the product
 * first). Filters combine; without one, `--all` is required. The running notification service sends them at its
 * next poll; each keeps its event id, so a platform that took it before counts it once.
 */
const usage = `usage: npm run resend-conversions -- --all | [--id <delivery id>]… [--platform ${resendablePlatforms.join('|')}] [--since <ISO time | 30m | 2h | 3d>]`;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const line = (delivery: DeadDelivery) => `${delivery.id}  ${delivery.platform}  ${delivery.eventId}  (last error: ${delivery.lastError ?? 'none'})`;

try {
  const { values } = parseArgs({
    options: { all: { type: 'boolean' }, id: { type: 'string', multiple: true }, platform: { type: 'string' }, since: { type: 'string' } },
  });
  const filtered = Boolean(values.id?.length || values.platform || values.since);
  if (filtered === Boolean(values.all)) throw new Error(usage);
  const badId = values.id?.find((id) => !uuid.test(id));
  if (badId) throw new Error(`--id ${badId} is not a delivery id (a UUID from conversion_deliveries)`);
  const platform = values.platform as (typeof resendablePlatforms)[number] | undefined;
  if (platform && !resendablePlatforms.includes(platform)) throw new Error(`--platform must be one of ${resendablePlatforms.join(', ')}`);

  const config = loadConfigOrExit(loadNotificationConfig, process.env);
  const log = createLogger({ service: 'resend-conversions', level: 'warn' });
  const { requeued, tooOld } = await resendDeadConversions(config, { ids: values.id, platform, deadSince: values.since ? parseSince(values.since) : undefined }, log);
  process.stdout.write(`re-queued ${requeued.length} dead conversion deliveries${requeued.length ? ':' : ''}\n${requeued.map((d) => `  ${line(d)}\n`).join('')}`);
  if (tooOld.length > 0) {
    process.stdout.write(`left dead, older than the platforms take (7 days): ${tooOld.length}\n${tooOld.map((d) => `  ${line(d)}\n`).join('')}`);
  }
  if (requeued.length > 0) process.stdout.write('The notification service sends them at its next poll.\n');
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
