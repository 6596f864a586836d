#!/usr/bin/env node
// Replays a dead-letter topic: each message of <domain>.events.v1.dlt goes back to the topic it came
// from (its `dlt-original-topic` header, else the name without `.dlt`), with the same key, value and
// event headers, minus the dlt-* headers, plus `replayed-from`. The consumers de-duplicate by event
// id (each consumer's inbox), so a consumer that already handled an event skips it; only the one
// that failed does the work again. deploy/RUNBOOK.md, "Replaying a dead-letter topic".
//
// Shipped in every service image as /app/tools/replay-dlt.mjs (kafkajs comes with the services):
//   node /app/tools/replay-dlt.mjs --dlt order.events.v1.dlt --dry-run      # list what is there
//   node /app/tools/replay-dlt.mjs --dlt order.events.v1.dlt                # replay everything new
//   node /app/tools/replay-dlt.mjs --dlt order.events.v1.dlt --event-id <uuid> [--event-id …]
//
// Options: --brokers host:port,… (default KAFKA_BROKERS) · --to <topic> (override the target) ·
// --group <id> (default mindprint-dlt-replay.<dlt>; its committed offsets make a second run replay
// only what was dead-lettered since; --from-beginning ignores them) · --max <n> ·
// --timeout-ms <n> (default 60000).
// With --dry-run nothing is produced or committed. Exit 0 when done, 1 on an error.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';

const require = createRequire(import.meta.url);
process.env.KAFKAJS_NO_PARTITIONER_WARNING = '1'; // the default partitioner, as the services use
const { Kafka, logLevel } = require(process.env.KAFKAJS_PATH || 'kafkajs');

/** Retries an admin call a few times: a group coordinator may still be moving or loading. */
async function withRetries(fn, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

function parseArgs(argv) {
  const options = { eventIds: [], dryRun: false, max: Infinity, timeoutMs: 60_000 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--dlt') options.dlt = value();
    else if (arg === '--to') options.to = value();
    else if (arg === '--brokers') options.brokers = value();
    else if (arg === '--group') options.group = value();
    else if (arg === '--event-id') options.eventIds.push(value());
    else if (arg === '--max') options.max = Number(value());
    else if (arg === '--timeout-ms') options.timeoutMs = Number(value());
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--from-beginning') options.fromBeginning = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

const headerString = (value) => (value === undefined || value === null ? undefined : Buffer.isBuffer(value) ? value.toString('utf8') : String(value));

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help || !options.dlt) {
    console.error('usage: replay-dlt.mjs --dlt <topic>.dlt [--dry-run] [--event-id id]… [--to topic] [--brokers list] [--group id] [--max n]');
    process.exit(options.help ? 0 : 64);
  }
  if (!options.dlt.endsWith('.dlt')) throw new Error(`${options.dlt} is not a dead-letter topic (<topic>.dlt)`);
  const brokers = (options.brokers ?? process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
  if (brokers.length === 0) throw new Error('no brokers: pass --brokers or set KAFKA_BROKERS');

  const kafka = new Kafka({ clientId: 'mindprint-dlt-replay', brokers, logLevel: logLevel.ERROR });
  // The replay group's committed offsets mark what earlier full replays already sent back; every run
  // starts there (--from-beginning: at the start of what the topic retains). Only a full replay
  // commits; a dry run or a selective one (--event-id, --max) reads with a throwaway group, so what it
  // leaves stays for the next run.
  const replayGroup = options.group ?? `mindprint-dlt-replay.${options.dlt}`;
  const partial = options.dryRun || options.eventIds.length > 0 || Number.isFinite(options.max);
  const group = partial ? `mindprint-dlt-peek.${randomUUID()}` : replayGroup;

  const admin = kafka.admin();
  await admin.connect();
  // Replay what is in the topic now, then stop: the high watermarks taken at start are the end.
  const offsets = await withRetries(() => admin.fetchTopicOffsets(options.dlt));
  const committed = new Map();
  if (!options.fromBeginning) {
    for (const topic of await withRetries(() => admin.fetchOffsets({ groupId: replayGroup, topics: [options.dlt] }))) {
      for (const p of topic.partitions) committed.set(p.partition, BigInt(p.offset));
    }
  }
  await admin.disconnect();
  const end = new Map(offsets.map((o) => [o.partition, BigInt(o.high)]));
  const begin = new Map(offsets.map((o) => {
    const c = committed.get(o.partition) ?? -1n;
    return [o.partition, c > BigInt(o.low) ? c : BigInt(o.low)];
  }));
  const pending = new Set(offsets.filter((o) => end.get(o.partition) > begin.get(o.partition)).map((o) => o.partition));

  const consumer = kafka.consumer({ groupId: group, allowAutoTopicCreation: false });
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
  await consumer.connect();
  if (!options.dryRun) await producer.connect();

  let seen = 0;
  let replayed = 0;
  let skipped = 0;
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  const timer = setTimeout(() => finish('timeout'), options.timeoutMs);
  if (pending.size === 0) finish('empty');

  await consumer.subscribe({ topic: options.dlt, fromBeginning: true });
  await consumer.run({
    autoCommit: !partial,
    autoCommitThreshold: 1,
    eachMessage: async ({ partition, message }) => {
      const offset = BigInt(message.offset);
      if (offset < begin.get(partition)) return; // replayed by an earlier run
      if (offset >= end.get(partition)) {
        pending.delete(partition);
        if (pending.size === 0) finish('done');
        return;
      }
      seen++;
      const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, headerString(v)]));
      const eventId = headers['event-id'];
      const target = options.to ?? headers['dlt-original-topic'] ?? options.dlt.replace(/\.dlt$/, '');
      const selected = options.eventIds.length === 0 || options.eventIds.includes(eventId);
      const line = {
        partition,
        offset: message.offset,
        key: message.key?.toString('utf8'),
        event_id: eventId,
        event_type: headers['event-type'],
        failed_at: headers['dlt-failed-at'],
        error: headers['dlt-error'],
        target,
      };
      if (!selected || replayed >= options.max) {
        skipped++;
      } else if (options.dryRun) {
        console.log(JSON.stringify({ ...line, action: 'would replay' }));
      } else {
        const kept = Object.fromEntries(Object.entries(headers).filter(([k, v]) => !k.startsWith('dlt-') && v !== undefined));
        kept['replayed-from'] = `${options.dlt}@${partition}:${message.offset}`;
        await producer.send({ topic: target, acks: -1, messages: [{ key: message.key, value: message.value, headers: kept }] });
        replayed++;
        console.log(JSON.stringify({ ...line, action: 'replayed' }));
      }
      if (offset + 1n >= end.get(partition)) {
        pending.delete(partition);
        if (pending.size === 0) finish('done');
      }
    },
  });

  const reason = await finished;
  clearTimeout(timer);
  await consumer.disconnect();
  if (!options.dryRun) await producer.disconnect();
  console.error(
    `${options.dlt}: ${seen} dead letters read, ${options.dryRun ? `${seen - skipped} would be replayed` : `${replayed} replayed`}, ${skipped} left` +
      (options.dryRun ? ' (dry run: nothing produced or committed)' : partial ? ' (selective: no offsets committed)' : ` (offsets committed for group ${group})`) +
      (reason === 'timeout' ? ` — stopped after ${options.timeoutMs} ms before reaching the end` : ''),
  );
  process.exit(reason === 'timeout' ? 1 : 0);
}

main().catch((error) => {
  console.error(`replay-dlt: ${error.message}`);
  process.exit(1);
});
