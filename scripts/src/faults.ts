import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@mindprint/platform/db';
import { examIds } from '@mindprint/platform/exam-kinds';
import { countDeadLetters } from '@mindprint/platform/kafka-bus';
import { createSchema } from '@mindprint/platform/testing';
import { type Part, ProductProcesses, runningParts, services } from './product-processes.js';

/**
 * The fault harness (`npm run faults`): the seven services and the gateway as separate processes on their own
 * PostgreSQL, Redis and Kafka (started here on other ports, never the shared ones), N paid sandbox checkouts
 * and trial starts per run, one fault per run, then the audit. Exits 1 when any run has a double, a stuck or a
 * lost item, or a dead letter. A double mail is one the receiver sees twice (two Message-IDs for one report or
 * trial mail); a resend of the same message after a crash is counted under "sends", not as a double.
 *
 *   FAULTS_CHECKOUTS (40)  FAULTS_TRIALS (10)  FAULTS_CONCURRENCY (6)  FAULTS_SETTLE_SECONDS (150)
 *   FAULTS (all): broker,kill-payment,kill-order,kill-notification,kill-after-charge,kill-after-mail
 *   FAULTS_INFRA_DIR (<repo>/.data/faults-infra), FAULTS_PGPORT (55439), FAULTS_REDIS_PORT (63899), FAULTS_KAFKA_PORT (19192)
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const numberVar = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const checkouts = numberVar('FAULTS_CHECKOUTS', 40);
const trials = numberVar('FAULTS_TRIALS', 10);
const concurrency = numberVar('FAULTS_CONCURRENCY', 6);
const settleSeconds = numberVar('FAULTS_SETTLE_SECONDS', 150);
const allFaults = ['broker', 'kill-payment', 'kill-order', 'kill-notification', 'kill-after-charge', 'kill-after-mail'] as const;
type Fault = (typeof allFaults)[number];
const faults = (process.env.FAULTS?.split(',').filter(Boolean) ?? [...allFaults]) as Fault[];
for (const f of faults) if (!allFaults.includes(f)) throw new Error(`unknown fault ${f}; known: ${allFaults.join(', ')}`);

const infraDir = process.env.FAULTS_INFRA_DIR ?? join(repo, '.data/faults-infra');
const infraEnv = {
  ...process.env,
  MINDPRINT_INFRA_DIR: infraDir,
  PGPORT: String(numberVar('FAULTS_PGPORT', 55439)),
  REDIS_PORT: String(numberVar('FAULTS_REDIS_PORT', 63899)),
  KAFKA_PORT: String(numberVar('FAULTS_KAFKA_PORT', 19192)),
  KAFKA_CONTROLLER_PORT: String(numberVar('FAULTS_KAFKA_PORT', 19192) + 1),
};
const sharedKafkaPort = '19092';
if (infraEnv.KAFKA_PORT === sharedKafkaPort || infraDir === join(repo, '.data/infra')) throw new Error('the fault harness needs its own infrastructure (it stops the broker)');

const log = (line: string) => process.stderr.write(`[faults ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts (or reuses) the harness's own infrastructure and returns the variables of its env.sh. */
function startInfra(): Record<string, string> {
  execFileSync('bash', [join(repo, 'scripts/infra/start.sh')], { env: infraEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  const vars: Record<string, string> = {};
  for (const line of readFileSync(join(infraDir, 'env.sh'), 'utf8').split('\n')) {
    const m = /^export (\w+)='(.*)'$/.exec(line);
    if (m) vars[m[1]!] = m[2]!;
  }
  return vars;
}

const kafkaPidFile = join(infraDir, 'kafka/kafka.pid');

// ---------------------------------------------------------------------------------------------------------
// Visitors: a checkout is a finished test, a card payment for the report on the sandbox; a trial start is
// a finished test and the trial's first charge. A visitor retries a failed step, as people do.

interface Visitors {
  errors: number;
  lastErrorAt: number;
  firstErrorAfterFault: number;
  started: number;
}

async function visitorFlows(product: ProductProcesses, prefix: string, onProgress: (done: number) => void) {
  const stats: Visitors = { errors: 0, lastErrorAt: 0, firstErrorAfterFault: 0, started: Date.now() };
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', cardholderName: 'Fault Harness', postalCode: '10001' };
  let sheet: Array<{ questionId: string }> | undefined;

  /** One call as the visitor at `client` (the gateway trusts the harness as its proxy, so limits count per visitor). */
  async function step<T>(client: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`${product.base}${path}`, {
          method,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        const envelope = (await response.json()) as { result: number; message: string; data: T };
        if (envelope.result === 200) return envelope.data;
        throw new Error(`${path}: ${envelope.result} ${envelope.message}`);
      } catch (error) {
        stats.errors++;
        stats.lastErrorAt = Date.now();
        if (attempt >= 30) throw error;
        await sleep(2_000);
      }
    }
  }

  async function examOrder(client: string, email: string) {
    sheet ??= (await step<{ parts: Array<{ questions: Array<{ questionId: string }> }> }>(client, 'GET', `/api/exam/question/list/${examIds.type}/EN`)).parts.flatMap((p) => p.questions);
    const answers = sheet.map((q, i) => ({ questionId: q.questionId, value: (i % 7) + 1 }));
    return (await step<{ orderNumber: string }>(client, 'POST', '/api/exam/order/info', { examId: examIds.type, locale: 'EN', email, answers })).orderNumber;
  }

  /** Pays with the card; after a failure the visitor looks at the payment before paying again (a second submit is refused when paid). */
  async function payByCard(client: string, paymentId: string) {
    for (let attempt = 1; attempt <= 30; attempt++) {
      try {
        const paid = await step<{ status: string }>(client, 'POST', '/pay-api/sandbox/card', { paymentId, ...card });
        if (paid.status === 'succeeded') return;
      } catch {
        // the status below decides
      }
      const status = await step<{ status: string }>(client, 'POST', '/pay-api/pay/check/status', { paymentId }).catch(() => ({ status: 'unknown' }));
      if (status.status === 'succeeded' || status.status === 'processing') return;
      await sleep(2_000);
    }
  }

  async function checkout(i: number) {
    const email = `${prefix}-buyer-${i}@example.com`;
    const client = `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const orderNumber = await examOrder(client, email);
    const payment = await step<{ paymentId: string }>(client, 'POST', '/pay-api/pay/order/create', { orderNumber, skuIds: ['mbti-report'], method: 'card', email });
    await payByCard(client, payment.paymentId);
  }

  let plan: { planId: string; consentVersion: string } | undefined;
  async function trial(i: number) {
    const email = `${prefix}-member-${i}@example.com`;
    const client = `10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const orderNumber = await examOrder(client, email);
    if (!plan) {
      const listed = await step<{ plans: Array<{ planId: string; tier: string }>; consentVersion: string }>(client, 'GET', `/api/secondPhase/plan/sku/list/${examIds.type}/US`);
      plan = { planId: listed.plans.find((p) => p.tier === 'basic')!.planId, consentVersion: listed.consentVersion };
    }
    const started = await step<{ paymentId: string }>(client, 'POST', '/pay-api/secondPhase/pay/planSku', {
      planId: plan.planId,
      orderNumber,
      email,
      method: 'card',
      skipTrial: false,
      consentVersion: plan.consentVersion,
      consentGiven: true,
    });
    await payByCard(client, started.paymentId);
  }

  // Trials spread among the checkouts, so the fault hits both.
  const jobs: Array<() => Promise<void>> = Array.from({ length: checkouts }, (_, i) => () => checkout(i));
  for (let i = trials - 1; i >= 0; i--) jobs.splice(Math.floor(((i + 0.5) * jobs.length) / trials), 0, () => trial(i));
  let next = 0;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        await job().catch((error: unknown) => {
          failed++;
          log(`a visitor gave up: ${(error as Error).message}`);
        });
        onProgress(++done);
      }
    }),
  );
  return { ...stats, gaveUp: failed };
}

// ---------------------------------------------------------------------------------------------------------
// The audit, from the databases of the run and the mail the notification service saved.

interface Audit {
  chargedAtProvider: number;
  paymentsSucceeded: number;
  ordersPaid: number;
  /** Distinct messages (Message-IDs) a receiver sees, and how often they were handed over (resends after a crash). */
  reportMails: number;
  reportDeliveries: number;
  trialsStarted: number;
  trialMails: number;
  trialDeliveries: number;
  doubles: number;
  stuck: number;
  lost: number;
  dlt: number;
  outboxPending: number;
}

interface MailsSeen {
  messageIds: Set<string>;
  deliveries: number;
}

function see(seen: Map<string, MailsSeen>, mail: { to: string; messageId: string; deliveries: number }) {
  const entry = seen.get(mail.to) ?? { messageIds: new Set<string>(), deliveries: 0 };
  entry.messageIds.add(mail.messageId);
  entry.deliveries += mail.deliveries;
  seen.set(mail.to, entry);
}

async function audit(dbs: Record<string, Database>, mailDir: string, brokers: string[], namespace: string): Promise<Audit> {
  const one = async (db: Database, sql: string) => Number(((await db.knex.raw(sql)) as { rows: Array<{ n: string | number }> }).rows[0]?.n ?? 0);
  const charges = (await dbs.payment!.knex.raw(
    `select p.purchase_number, p.subscription_id, count(*)::int as n from sandbox_charges c join payments p on p.payment_id = c.payment_id where c.status = 'succeeded' group by 1, 2`,
  )) as { rows: Array<{ purchase_number: string | null; subscription_id: string | null; n: number }> };
  const chargedPurchases = charges.rows.filter((r) => r.purchase_number && !r.subscription_id);
  const paidPurchases = new Set(
    ((await dbs.order!.knex('purchases').where({ status: 'paid' }).select('purchase_number', 'order_number')) as Array<{ purchase_number: string; order_number: string }>).map(
      (r) => r.purchase_number,
    ),
  );
  const paidOrders = ((await dbs.order!.knex('purchases').where({ status: 'paid' }).select('order_number', 'email')) as Array<{ order_number: string; email: string }>);
  // The saved mailbox keeps one entry per Message-ID, counting how often that message was handed over.
  const mails = existsSync(mailDir)
    ? readdirSync(mailDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as { to: string; subject: string; messageId: string; deliveries: number })
    : [];
  // Per kind (told by the subject, not by the id, so an id that changes between resends shows as a double), per recipient.
  const reportMailsTo = new Map<string, MailsSeen>();
  const trialMailsTo = new Map<string, MailsSeen>();
  for (const mail of mails) {
    if (/report is ready/i.test(mail.subject)) see(reportMailsTo, mail);
    if (/trial has started/i.test(mail.subject)) see(trialMailsTo, mail);
  }
  const trialsStarted = (await dbs.subscription!.knex('subscriptions').whereNot({ status: 'incomplete' }).select('email')) as Array<{ email: string }>;
  const doubleCharges = charges.rows.reduce((sum, r) => sum + Math.max(0, r.n - 1), 0);
  // A double is what a receiver sees twice: two messages (two Message-IDs) for the one report or trial mail.
  const doubleMails = [...reportMailsTo.values(), ...trialMailsTo.values()].reduce((sum, seen) => sum + Math.max(0, seen.messageIds.size - 1), 0);
  const total = (seen: Map<string, MailsSeen>, figure: (s: MailsSeen) => number) => [...seen.values()].reduce((sum, s) => sum + figure(s), 0);
  const dltCounts = await countDeadLetters({ brokers, namespace });
  const outboxPending = (
    await Promise.all(Object.values(dbs).map((db) => one(db, `select count(*) as n from outbox where published_at is null`)))
  ).reduce((a, b) => a + b, 0);
  return {
    chargedAtProvider: charges.rows.reduce((sum, r) => sum + r.n, 0),
    paymentsSucceeded: await one(dbs.payment!, `select count(*) as n from payments where status = 'succeeded'`),
    ordersPaid: paidPurchases.size,
    reportMails: total(reportMailsTo, (s) => s.messageIds.size),
    reportDeliveries: total(reportMailsTo, (s) => s.deliveries),
    trialsStarted: trialsStarted.length,
    trialMails: total(trialMailsTo, (s) => s.messageIds.size),
    trialDeliveries: total(trialMailsTo, (s) => s.deliveries),
    doubles: doubleCharges + doubleMails,
    // Charged at the provider for a report purchase the order service never marked paid.
    stuck: chargedPurchases.filter((r) => !paidPurchases.has(r.purchase_number!)).length,
    // Paid without its mail: a report purchase without the report mail, a trial without its trial mail.
    lost: paidOrders.filter((o) => !reportMailsTo.has(o.email)).length + trialsStarted.filter((t) => !trialMailsTo.has(t.email)).length,
    dlt: Object.values(dltCounts).reduce((a, b) => a + b, 0),
    outboxPending,
  };
}

const settled = (a: Audit) => a.stuck === 0 && a.lost === 0 && a.outboxPending === 0 && a.chargedAtProvider === a.paymentsSucceeded;

// ---------------------------------------------------------------------------------------------------------

async function runFault(fault: Fault, index: number, infra: Record<string, string>) {
  const runId = `f${index}${randomUUID().slice(0, 6)}`;
  const runDir = join(repo, '.data/faults-runs', runId);
  mkdirSync(runDir, { recursive: true });
  // A fresh schema in every service database and a namespace of its own: each run audits only itself.
  const dbs: Record<string, Database> = {};
  const env: Record<string, string> = {
    KAFKA_BROKERS: infra.KAFKA_BROKERS!,
    KAFKA_NAMESPACE: runId,
    REDIS_URL: `${infra.REDIS_URL}/${index % 16}`,
    // The re-drive and reconciliation at harness speed: minutes become seconds.
    REDRIVE_AFTER_MS: '20000',
    REDRIVE_POLL_MS: '5000',
    RECONCILE_AFTER_MS: '10000',
    RECONCILE_INTERVAL_MS: '5000',
    DEV_MAILBOX: 'off',
    // The harness is the visitors' proxy: each visitor has its own address, as on the internet.
    TRUSTED_PROXIES: 'loopback',
  };
  for (const service of services) {
    const key = `${service.toUpperCase()}_DATABASE_URL`;
    env[key] = await createSchema(infra[key]!, runId);
    // Opened while the schema is empty (nothing to migrate); the service migrates it at start.
    dbs[service] = await openDatabase({ url: env[key], migrations: [] });
  }
  // The parts run as pods do (separate processes, restarted when they die), logging warnings and errors only.
  // Their ports lie below Linux's ephemeral range (32768–60999), where every outgoing connection on the machine
  // takes its local port: from 40,000 on, a part's start met EADDRINUSE several times a run.
  const product = new ProductProcesses(env, runDir, 22_000 + index * 20 + Math.floor(Math.random() * 8) * 1_000, {
    layout: 'separate',
    logLevel: 'warn',
    restart: true,
    log,
    extra: {
      payment: fault === 'kill-after-charge' ? { FAULT_KILL_AFTER_SANDBOX_CHARGE: String(Math.max(2, Math.floor(checkouts / 3))) } : {},
      notification: fault === 'kill-after-mail' ? { FAULT_KILL_AFTER_MAIL_HANDOVER: `paid_report:${Math.max(2, Math.floor(checkouts / 3))}` } : {},
    },
  });
  log(`${fault}: starting the product (run ${runId}, logs in ${runDir})`);
  await product.startAll();

  const total = checkouts + trials;
  let faultAt = 0;
  const injectAt = Math.floor(total / 3);
  const inject = async () => {
    faultAt = Date.now();
    log(`${fault}: injecting`);
    if (fault === 'broker') {
      const pid = Number(readFileSync(kafkaPidFile, 'utf8').trim());
      process.kill(pid, 'SIGTERM');
      while (existsSync(`/proc/${pid}`)) await sleep(200);
      await sleep(10_000);
      log('broker: starting again');
      startInfra();
    } else if (fault === 'kill-payment' || fault === 'kill-order' || fault === 'kill-notification') {
      product.kill(fault.slice('kill-'.length) as Part);
    }
    // kill-after-charge: the payment service kills itself at the charge (FAULT_KILL_AFTER_SANDBOX_CHARGE);
    // kill-after-mail: notification kills itself between a report mail's hand-over and its commit (FAULT_KILL_AFTER_MAIL_HANDOVER).
  };
  let injected: Promise<void> | undefined;
  const visitors = await visitorFlows(product, runId, (done) => {
    if (done === injectAt && !injected) injected = inject();
  });
  await injected;
  // The self-inflicted kills: the fault is the moment the part died, not the injection point.
  const selfKilled = fault === 'kill-after-charge' ? 'payment' : fault === 'kill-after-mail' ? 'notification' : undefined;
  if (selfKilled && product.killedAt.has(selfKilled)) faultAt = product.killedAt.get(selfKilled)!;

  // Settle: the audit repeats until nothing is stuck or lost (or the time is up).
  const settleStart = Date.now();
  let result = await audit(dbs, join(product.dataDir, 'mail'), [infra.KAFKA_BROKERS!], runId);
  while (!settled(result) && Date.now() - settleStart < settleSeconds * 1_000) {
    await sleep(3_000);
    result = await audit(dbs, join(product.dataDir, 'mail'), [infra.KAFKA_BROKERS!], runId);
  }
  const settleSecondsTaken = Math.round((Date.now() - settleStart) / 1_000);
  await product.stop();
  for (const db of Object.values(dbs)) await db.close();
  return {
    fault,
    ...result,
    visitorErrors: visitors.errors,
    visitorsGaveUp: visitors.gaveUp,
    recoverySeconds: visitors.lastErrorAt > faultAt && faultAt ? Math.round((visitors.lastErrorAt - faultAt) / 100) / 10 : 0,
    settleSeconds: settleSecondsTaken,
    // kill-after-mail must have sent one report mail again; a run where it did not, did not test the resend.
    faultMissed: selfKilled !== undefined && (!product.killedAt.has(selfKilled) || (fault === 'kill-after-mail' && result.reportDeliveries <= result.reportMails)),
  };
}

const stopInfra = () => {
  if (process.env.FAULTS_KEEP_INFRA === 'on') return;
  execFileSync('bash', [join(repo, 'scripts/infra/stop.sh'), '--wipe'], { env: infraEnv, stdio: ['ignore', 'ignore', 'inherit'] });
};
// Ctrl-C still stops the parts and the harness's own infrastructure.
process.once('SIGINT', () => {
  for (const child of runningParts) child.kill('SIGKILL');
  stopInfra();
  process.exit(130);
});
const infra = startInfra();
log(`own infrastructure in ${infraDir}: Kafka ${infra.KAFKA_BROKERS}, ${checkouts} checkouts and ${trials} trials per run, faults: ${faults.join(', ')}`);
const rows = [];
try {
  for (const [index, fault] of faults.entries()) rows.push(await runFault(fault, index, infra));
} finally {
  stopInfra();
}

const columns = [
  ['fault', 'fault'],
  ['chargedAtProvider', 'charged'],
  ['paymentsSucceeded', 'payments'],
  ['ordersPaid', 'paid'],
  ['reportMails', 'report mails'],
  ['reportDeliveries', 'report sends'],
  ['trialsStarted', 'trials'],
  ['trialMails', 'trial mails'],
  ['trialDeliveries', 'trial sends'],
  ['doubles', 'doubles'],
  ['stuck', 'stuck'],
  ['lost', 'lost'],
  ['dlt', 'DLT'],
  ['visitorErrors', 'visitor errors'],
  ['visitorsGaveUp', 'gave up'],
  ['recoverySeconds', 'recovery s'],
  ['settleSeconds', 'settle s'],
] as const;
const table = [columns.map(([, title]) => title), ...rows.map((row) => columns.map(([key]) => String(row[key])))];
const widths = columns.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
process.stdout.write(`${table.map((r) => r.map((cell, i) => cell.padStart(widths[i]!)).join('  ')).join('\n')}\n`);
const failures = rows.filter((r) => r.doubles > 0 || r.stuck > 0 || r.lost > 0 || r.dlt > 0);
if (failures.length > 0) {
  process.stderr.write(`FAULTS FAILED: ${failures.map((r) => r.fault).join(', ')} had doubles, stuck, lost or dead-lettered items\n`);
  process.exit(1);
}
const missed = rows.filter((r) => r.faultMissed);
if (missed.length > 0) {
  process.stderr.write(`FAULTS FAILED: ${missed.map((r) => r.fault).join(', ')} did not happen as asked (the part did not kill itself, or no mail went out again)\n`);
  process.exit(1);
}
process.stderr.write('faults: every run settled with 0 doubles, 0 stuck, 0 lost, 0 dead letters\n');
