import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { homedir, loadavg, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bareRoute } from '@mindprint/gateway/bare-route';
import { examIds } from '@mindprint/platform/exam-kinds';
import { type Layout, ProductProcesses, services } from './product-processes.js';

/**
 * `npm run bench`: one table of the figures that matter for ad traffic, measured in one run on this machine
 * and on the parts given (real PostgreSQL, Kafka and Redis when their variables are set, embedded otherwise):
 * the hot public read against a bare Express route serving the same bytes, a personalised read, checkout
 * writes, OrderPaid → report mail handed to SMTP, and the one-command start's time to healthy and idle RSS.
 * The product runs as production runs it: its own processes (BENCH_LAYOUT=one-process: the one-command start's
 * single process; separate: each service and the gateway a process, as pods — needs the real parts), answers not
 * checked against their schemas, telemetry on, logs at production's level (info) into a file, the edge limits at
 * their defaults with each visitor at its own address (the bench is the ingress, as the fault harness is).
 * Prints figures, asserts nothing. BENCH_SECONDS, BENCH_VUS, BENCH_CHECKOUT_RATE and BENCH_MAILS tune it;
 * BENCH_SMOKE=1 is the CI run; BENCH_ONLY=checkout,read,… measures only those rows; BENCH_LAYOUT picks the
 * processes; BENCH_CPU_PROF=<folder> keeps each product process's CPU profile; BENCH_START_RUNS=n measures only
 * the one-command start, n times.
 */
const smoke = process.env.BENCH_SMOKE === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 2 : 10));
const vus = Number(process.env.BENCH_VUS ?? 32);
/** Checkouts (each an order create and a payment create: two writes) that start per second, whatever the answers take. */
const checkoutRate = Number(process.env.BENCH_CHECKOUT_RATE ?? 150);
const mails = Number(process.env.BENCH_MAILS ?? (smoke ? 3 : 40));
const rows = ['start', 'read', 'report', 'member', 'mail', 'checkout'] as const;
const only = new Set(process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((r) => r.trim()) : rows);
for (const row of only) if (!(rows as readonly string[]).includes(row)) throw new Error(`BENCH_ONLY: unknown row ${row}; rows: ${rows.join(', ')}`);
const layout = (process.env.BENCH_LAYOUT ?? 'one-process') as Layout;
if (layout !== 'one-process' && layout !== 'separate') throw new Error('BENCH_LAYOUT is one-process or separate');
/** Pinned: built from the Go module proxy when no k6 is found. */
const k6Version = 'v1.8.1';

const root = fileURLToPath(new URL('../../', import.meta.url));
const k6Script = join(root, 'scripts/k6/bench.js');

function findK6(): string {
  const candidates = [process.env.K6_BIN, ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'k6')), join(process.env.GOPATH ?? join(homedir(), 'go'), 'bin', 'k6')];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  console.log(`k6 not found: go install go.k6.io/k6@${k6Version} (a few minutes, once)`);
  try {
    execFileSync('go', ['install', `go.k6.io/k6@${k6Version}`], { stdio: 'inherit' });
  } catch (error) {
    throw new Error(`no k6 and it could not be built with Go (${String(error)}): install Go, or k6 ${k6Version} and set K6_BIN`);
  }
  const gobin = execFileSync('go', ['env', 'GOBIN']).toString().trim() || join(execFileSync('go', ['env', 'GOPATH']).toString().trim(), 'bin');
  return join(gobin, 'k6');
}

interface Trend {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  /** Arrival-rate scenarios: iterations k6 could not start on time (every VU it may use was still waiting). */
  dropped: number;
  /**
   * CPU time per measured request, in µs, of the product's processes and of this process (which serves the bare
   * route) while k6 ran: what a request costs, which the neighbours' load on a shared machine moves far less
   * than req/s.
   */
  productCpuUs: number;
  benchCpuUs: number;
}

/**
 * Runs one k6 scenario (asynchronously: the servers share this process) on a settled product and reads back the
 * measured requests' figures.
 */
async function k6(bin: string, scenario: string, env: Record<string, string>, durationSeconds = seconds): Promise<Trend> {
  await productSettled(scenario);
  const dir = mkdtempSync(join(tmpdir(), 'mindprint-k6-'));
  const summaryFile = join(dir, 'summary.json');
  try {
    const productCpuBefore = productCpuMs();
    const benchCpuBefore = process.cpuUsage();
    await promisify(execFile)(bin, ['run', '--quiet', '--no-usage-report', k6Script], {
      env: { ...process.env, ...env, SCENARIO: scenario, VUS: String(vus), CHECKOUT_RATE: String(checkoutRate), DURATION: `${durationSeconds}s`, SUMMARY_FILE: summaryFile },
      maxBuffer: 16 * 1024 * 1024,
    });
    const productCpu = productCpuMs() - productCpuBefore;
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const metrics = JSON.parse(readFileSync(summaryFile, 'utf8')) as Record<string, { values: Record<string, number> }>;
    const duration = metrics['http_req_duration{measured:yes}']!.values;
    const checks = metrics['checks{measured:yes}']?.values;
    const requests = metrics['http_reqs{measured:yes}']!.values.count!;
    return {
      rps: Math.round(requests / durationSeconds),
      p50: round(duration.med!),
      p95: round(duration['p(95)']!),
      p99: round(duration['p(99)']!),
      failed: checks ? (checks.fails ?? 0) : 0,
      dropped: metrics.dropped_iterations?.values.count ?? 0,
      productCpuUs: Math.round((productCpu * 1000) / requests),
      benchCpuUs: Math.round((benchCpu.user + benchCpu.system) / requests),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU time the product's processes have used so far, in ms (utime + stime of /proc/<pid>/stat, in 10 ms ticks). */
function productCpuMs(): number {
  return product.pids().reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) * 10;
  }, 0);
}

/**
 * Waits (15 s at most) until the product uses under a tenth of a core for half a second: what a row's setup set
 * going (a paid order's report PDF rendered for its mail, events consumed) would otherwise run inside the
 * measured seconds. Says how long it waited.
 */
async function productSettled(scenario: string): Promise<void> {
  const since = performance.now();
  let before = productCpuMs();
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const used = productCpuMs() - before;
    if (used < 50) break;
    if (performance.now() - since > 15_000) {
      console.log(`  ${scenario}: the product was still busy after 15 s (${used} ms of CPU in the last 0.5 s); measuring anyway`);
      return;
    }
    before += used;
  }
  console.log(`  ${scenario}: product settled after ${Math.round(performance.now() - since)} ms`);
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;

/**
 * The node flags of `npm start` (package.json's start script), so the bench measures the very command the
 * README documents, V8 settings included.
 */
function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const flags = /\bnode((?: --\S+)*) scripts\/dist\/start-embedded\.js/.exec(scripts.start ?? '')?.[1];
  if (flags === undefined) throw new Error(`package.json's start script does not run node … scripts/dist/start-embedded.js: ${scripts.start}`);
  return flags.split(' ').filter(Boolean);
}

/** Resident memory of a process and of every process it started (none today; counted if one ever is), in KiB. */
function residentKib(pid: number): number {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean));
  return children.reduce((sum, child) => sum + residentKib(Number(child)), own);
}

/** The one-command start (`npm start` without the build) on a fresh data folder, then again on the same folder. */
async function measureStart(): Promise<{ firstMs: number; restartMs: number; idleRssMb: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mindprint-start-'));
  const flags = startFlags();
  const startOnce = async (idleSeconds: number) => {
    // Below Linux's ephemeral ports (32768–60999), which outgoing connections take on a shared machine.
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const started = performance.now();
    const child = spawn(process.execPath, [...flags, join(root, 'scripts/dist/start-embedded.js')], {
      // Free gRPC ports: on a shared machine another product may hold the defaults (50051…).
      env: { ...embeddedOnly(process.env), PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...Object.fromEntries(services.map((s) => [`${s.toUpperCase()}_GRPC_PORT`, '0'])) },
      stdio: 'ignore',
    });
    const exited = new Promise((r) => child.once('exit', r));
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the one-command start exited with ${child.exitCode}`);
        const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
        if (healthy) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const healthyMs = Math.round(performance.now() - started);
      await new Promise((r) => setTimeout(r, idleSeconds * 1000));
      return { healthyMs, rssMb: Math.round(residentKib(child.pid!) / 1024) };
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const first = await startOnce(0);
    const again = await startOnce(smoke ? 1 : 10);
    return { firstMs: first.healthyMs, restartMs: again.healthyMs, idleRssMb: again.rssMb };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The one-command start is about the embedded defaults: no real parts. */
function embeddedOnly(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !/_DATABASE_URL$|^KAFKA_|^REDIS_URL$|^SMTP_URL$/.test(key)));
}

/** The text/plain part of a raw MIME message, decoded (quoted-printable or base64). */
function plainText(message: string): string {
  const part = /content-type:\s*text\/plain[^]*?\r\n\r\n([^]*?)(?:\r\n--|$)/i.exec(message);
  if (!part) return '';
  const headers = message.slice(0, part.index + part[0].length - part[1]!.length);
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers.slice(headers.toLowerCase().lastIndexOf('content-type')))?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return part[1]!.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return part[1]!;
}

/**
 * A minimal SMTP receiver: records when each recipient's report (the mail with the PDF) has been handed over,
 * and the last six-digit code mailed to each recipient (the sign-up code of the member the bench reads as).
 */
function smtpSink() {
  const received = new Map<string, number>();
  const codes = new Map<string, string>();
  const server = createServer((socket: Socket) => {
    let recipients: string[] = [];
    let inData = false;
    let buffer = '';
    socket.write('220 bench ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (/application\/pdf/i.test(message)) for (const to of recipients) received.set(to, performance.now());
          const code = /\b(\d{6})\b/.exec(plainText(message))?.[1];
          if (code) for (const to of recipients) codes.set(to, code);
          recipients = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const command = buffer.slice(0, line);
        buffer = buffer.slice(line + 2);
        const verb = command.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 bench\r\n');
        else if (verb === 'RCPT') {
          recipients.push(/<([^>]*)>/.exec(command)?.[1]?.toLowerCase() ?? '');
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return { server, received, codes };
}

/** From anywhere in the range: the user service counts sign-ups per address for an hour in its database, which a run on the same database would find. */
let visitorsSeen = randomInt(65_536);
/**
 * The next visitor's address, told in X-Forwarded-For as the ingress does (the product trusts the bench as its
 * proxy): 198.19.0.0/16, half of RFC 2544's benchmarking range (k6's visitors use the other half), so the edge
 * limits count each visitor as production counts them.
 */
function visitorHeaders(): Record<string, string> {
  const n = visitorsSeen++;
  return { 'content-type': 'application/json', 'x-forwarded-for': `198.19.${(n >> 8) & 255}.${n & 255}` };
}

/** Registers and verifies a member through the gateway (the code from the SMTP sink); its bearer session token. */
async function memberSession(base: string, codes: Map<string, string>): Promise<{ email: string; token: string }> {
  const email = `bench-member-${Date.now()}@example.com`;
  const password = 'bench-Passw0rd-long';
  const headers = { ...visitorHeaders(), 'x-session-transport': 'bearer' };
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = (await response.json()) as { result: number; message: string; data: { session?: { token?: string } } };
    if (answer.result !== 200) throw new Error(`${path}: ${answer.message}`);
    return answer.data;
  };
  await call('/user/register', { name: 'Bench', email, password, confirmPassword: password, agreePrivacy: true });
  const deadline = performance.now() + 30_000;
  while (!codes.has(email) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const code = codes.get(email);
  if (!code) throw new Error('the sign-up code did not arrive within 30 s');
  const token = (await call('/user/verify', { email, code })).session?.token;
  if (!token) throw new Error('verify gave no bearer token');
  return { email, token };
}

/** Posts to the gateway and returns the envelope's data; right after the checkout load the services may still be draining it: a 503 is asked again. */
async function post(base: string, path: string, headers: Record<string, string>, body: unknown, attempt = 1): Promise<Record<string, string>> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = (await response.json()) as { result: number; message: string; data: Record<string, string> };
  if (answer.result === 503 && attempt < 10) {
    await new Promise((r) => setTimeout(r, 1_000));
    return post(base, path, headers, body, attempt + 1);
  }
  if (answer.result !== 200) throw new Error(`${path}: ${answer.message}`);
  return answer.data;
}

/** An answer to every question of the type test, for orders. */
async function typeTestAnswers(base: string): Promise<Array<{ questionId: string; value: number }>> {
  const sheet = (await (await fetch(`${base}/api/exam/question/list/${examIds.type}/EN`)).json()) as { data: { parts: Array<{ questions: Array<{ questionId: string }> }> } };
  return sheet.data.parts.flatMap((p) => p.questions.map((q, i) => ({ questionId: q.questionId, value: (i % 7) + 1 })));
}

/** Places an order of the type test for `email` as a new visitor and pays it with the sandbox card; its number once paid. */
async function paidOrder(base: string, email: string, answers: Array<{ questionId: string; value: number }>): Promise<string> {
  const visitor = visitorHeaders();
  const { orderNumber } = await post(base, '/api/exam/order/info', visitor, { examId: examIds.type, locale: 'EN', email, answers });
  const { paymentId } = await post(base, '/pay-api/pay/order/create', visitor, { orderNumber, skuIds: ['mbti-report'], method: 'card', email, country: 'US' });
  await post(base, '/pay-api/sandbox/card', visitor, { paymentId, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', cardholderName: 'Bench', postalCode: '10001' });
  return orderNumber!;
}

/** Waits until the report mail to `email` has been handed to SMTP after `since` (performance.now()); false after 30 s. */
async function reportMailed(received: Map<string, number>, email: string, since: number): Promise<boolean> {
  const deadline = performance.now() + 30_000;
  while (!((received.get(email) ?? 0) > since) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  return (received.get(email) ?? 0) > since;
}

/** Pays `count` orders with the sandbox card and times each from the paid answer to its report mail at SMTP. */
async function measureReportMail(base: string, received: Map<string, number>, count: number): Promise<number[]> {
  const answers = await typeTestAnswers(base);
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-mail-${Date.now()}-${i}@example.com`;
    await paidOrder(base, email, answers);
    const paidAt = performance.now();
    latencies.push((await reportMailed(received, email, paidAt)) ? received.get(email)! - paidAt : NaN);
  }
  return latencies;
}

const startRuns = Number(process.env.BENCH_START_RUNS ?? 0);
if (startRuns > 0) {
  const runs = [];
  for (let i = 0; i < startRuns; i++) {
    const run = await measureStart();
    runs.push({ 'fresh ms': run.firstMs, 'restart ms': run.restartMs, 'idle RSS MB': run.idleRssMb, 'load (1 min)': loadavg()[0]!.toFixed(1) });
  }
  console.log(`\none-command start (node ${startFlags().join(' ')} scripts/dist/start-embedded.js): healthy on a fresh data folder, healthy on restart (target ≤ 5 s), idle RSS after the restart (target ≤ 400 MB)`);
  console.table(runs);
  process.exit(0);
}

const k6Bin = findK6();
console.log(`bench: k6 ${k6Bin}; ${seconds}s per measurement, reads with ${vus} virtual users, ${checkoutRate} checkouts starting per second; product ${layout}${smoke ? ' (smoke run)' : ''}`);

const step = (what: string) => console.log(`… ${what}`);
const notMeasured: Trend = { rps: NaN, p50: NaN, p95: NaN, p99: NaN, failed: NaN, dropped: NaN, productCpuUs: NaN, benchCpuUs: NaN };
if (only.has('start')) step('one-command start, twice');
const start = only.has('start') ? await measureStart() : { firstMs: NaN, restartMs: NaN, idleRssMb: NaN };

const sink = smtpSink();
await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
const smtpPort = (sink.server.address() as { port: number }).port;
const realParts = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => /^[A-Z]+_DATABASE_URL$|^KAFKA_BROKERS$|^REDIS_URL$/.test(entry[0]) && Boolean(entry[1])),
);
const parts = realParts.KAFKA_BROKERS || realParts.EXAM_DATABASE_URL ? 'real PostgreSQL/Kafka/Redis as set' : 'embedded defaults';
if (layout === 'separate' && !(services.every((s) => realParts[`${s.toUpperCase()}_DATABASE_URL`]) && realParts.KAFKA_BROKERS)) {
  throw new Error('BENCH_LAYOUT=separate needs the real parts (every *_DATABASE_URL and KAFKA_BROKERS): processes share no embedded database or bus');
}
step(`product on the parts given (${layout})`);
const namespace = `bench-${randomUUID().slice(0, 8)}`;
const runDir = mkdtempSync(join(tmpdir(), 'mindprint-bench-'));
const product = new ProductProcesses(
  {
    ...realParts,
    // This run's own topics and limit counters.
    KAFKA_NAMESPACE: namespace,
    EDGE_LIMIT_KEY_PREFIX: `${namespace}:gateway:`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DEV_MAILBOX: 'off',
    // The bench stands in for the ingress and tells each visitor's address (visitorHeaders, k6's visitor()).
    TRUSTED_PROXIES: 'loopback',
    // As the chart: each process serves its metrics (the one-process start serves them once, at the gateway).
    METRICS_PORT: '0',
    // BENCH_CPU_PROF=<folder>: each product process writes its CPU profile there when it stops.
    ...(process.env.BENCH_CPU_PROF ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` } : {}),
  },
  runDir,
  // Below the ephemeral ports (32768–60999), like the start's port above.
  30_000 + Math.floor(Math.random() * 270) * 10,
  { layout, logLevel: 'info', restart: false },
);
await product.startAll();

const hotPath = `/api/exam/question/list/${examIds.type}/EN`;
const sameBytes = Buffer.from(await (await fetch(`${product.base}${hotPath}`)).arrayBuffer());
const bare = bareRoute(hotPath, sameBytes);
const bareServer = await new Promise<import('node:http').Server>((resolve) => {
  const s = bare.listen(0, '127.0.0.1', () => resolve(s));
});
const bareUrl = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}${hotPath}`;

let bareRead = notMeasured;
let hotRead = notMeasured;
if (only.has('read')) {
  await k6(k6Bin, 'read', { TARGET_URL: `${product.base}${hotPath}` }, Math.min(2, seconds)); // warm-up
  step('hot read: bare Express route, then the gateway');
  bareRead = await k6(k6Bin, 'read', { TARGET_URL: bareUrl });
  hotRead = await k6(k6Bin, 'read', { TARGET_URL: `${product.base}${hotPath}` });
}
let report = notMeasured;
if (only.has('report')) {
  step('paid report');
  // As on a live site after its first customers: the test has the 30 results the report's statistics need
  // (report-assembly.ts), so the report is settled. The paid order's report mail is out before the reads start:
  // in one process its PDF rendering would hold the event loop inside the measured seconds.
  report = await typeTestAnswers(product.base)
    .then(async (answers) => {
      for (let i = 0; i < 30; i++) await post(product.base, '/api/exam/order/info', visitorHeaders(), { examId: examIds.type, locale: 'EN', email: `bench-result-${i}-${Date.now()}@example.com`, answers });
      const email = `bench-report-${Date.now()}@example.com`;
      const since = performance.now();
      const orderNumber = await paidOrder(product.base, email, answers);
      if (!(await reportMailed(sink.received, email, since))) throw new Error('the report mail did not arrive within 30 s');
      return k6(k6Bin, 'report', { BASE_URL: product.base, REPORT_ORDER_NUMBER: orderNumber });
    })
    .catch((error: unknown) => {
      console.log(`paid report not measured: ${String(error)}`);
      return notMeasured;
    });
}
let member = notMeasured;
if (only.has('member')) {
  step("a member's reports and user center, with a session");
  // The member's paid order is settled and its report mailed before the reads start: in one process, rendering
  // that report's PDF would hold the event loop for hundreds of milliseconds inside the measured seconds.
  member = await memberSession(product.base, sink.codes)
    .then(async (session) => {
      const since = performance.now();
      const orderNumber = await paidOrder(product.base, session.email, await typeTestAnswers(product.base));
      if (!(await reportMailed(sink.received, session.email, since))) throw new Error('the member’s report mail did not arrive within 30 s');
      return k6(k6Bin, 'member', { BASE_URL: product.base, MEMBER_ORDER_NUMBER: orderNumber, SESSION_TOKEN: session.token });
    })
    .catch((error: unknown) => {
      console.log(`member reads not measured: ${String(error)}`);
      return notMeasured;
    });
}
// Before the checkout load: a mail timed after it would wait behind that load's thousands of events on the same
// topic, which measures the drain, not the path. The first order warms the report's PDF fonts and is not counted.
let mailLatencies = [NaN];
if (only.has('mail')) {
  step(`OrderPaid → report mail, ${mails} orders after one to warm up`);
  mailLatencies = await measureReportMail(product.base, sink.received, mails + 1)
    .then(([warmUp, ...timed]) => {
      console.log(`  warm-up order: ${round(warmUp!)} ms`);
      return timed;
    })
    .catch((error: unknown) => {
      console.log(`OrderPaid → mail not measured: ${String(error)}`);
      return [NaN];
    });
}
let checkout = notMeasured;
if (only.has('checkout')) {
  step(`checkout writes: ${checkoutRate} checkouts (${2 * checkoutRate} writes) starting per second`);
  checkout = await k6(k6Bin, 'checkout', { BASE_URL: product.base });
}

bareServer.close();
sink.server.close();
await product.stop();
// The product's log as production would ship it: its size, and the gateway's answers by status.
const logText = product.parts.map((part) => readFileSync(join(runDir, `${part}.log`), 'utf8')).join('');
const logLines = logText.split('\n').length - 1;
const statuses = new Map<number, number>();
for (const match of logText.matchAll(/"status":(\d{3}),"ms":/g)) statuses.set(Number(match[1]), (statuses.get(Number(match[1])) ?? 0) + 1);
rmSync(runDir, { recursive: true, force: true });

const row = (what: string, t: Trend, target: string, cpuUs = t.productCpuUs) => ({ what, 'req/s': t.rps, 'p50 ms': t.p50, 'p99 ms': t.p99, failed: t.failed, 'CPU µs/req': cpuUs, target });
const mailP95 = percentile(mailLatencies, 95);
console.log(`\nMindprint bench on ${parts}, product ${layout}; ${sameBytes.length}-byte hot answer; ${new Date().toISOString()}`);
console.log(`product log: ${logLines} lines at info; gateway answers by status: ${[...statuses].sort().map(([status, count]) => `${status} ×${count}`).join(', ')}`);
const measuredRows = <T extends { 'req/s': number }>(table: T[]) => table.filter((r) => !Number.isNaN(r['req/s']));
console.table(measuredRows([
  // The bare route is served by this process: its CPU per request is this process's.
  row('bare Express route, same bytes', bareRead, '', bareRead.benchCpuUs),
  row(`hot read ${hotPath}`, hotRead, `≥ 0.8× bare: ${(hotRead.rps / Math.max(1, bareRead.rps)).toFixed(2)}× (CPU ${(bareRead.benchCpuUs / Math.max(1, hotRead.productCpuUs)).toFixed(2)}×)`),
  row('paid report by order number (its test with 30 other results, as live)', report, '≥ 1,000 req/s, p99 ≤ 50 ms'),
  row("member: my reports + user center (bearer session)", member, '≥ 1,000 req/s, p99 ≤ 50 ms'),
  // req/s here counts writes: each checkout is two (order create, then payment create), both in p50/p99.
  {
    ...row(`checkout writes: order + payment create, ${checkoutRate}/s arriving`, checkout, '≥ 300 writes/s, p99 ≤ 100 ms'),
    dropped: checkout.dropped,
  },
]));
const figures = [
  ...(only.has('mail') ? [{ what: 'OrderPaid → report mail at SMTP', figure: `p95 ${round(mailP95)} ms (p50 ${round(percentile(mailLatencies, 50))} ms, ${mailLatencies.filter((l) => !Number.isNaN(l)).length}/${mails} delivered)`, target: 'p95 ≤ 1 s' }] : []),
  ...(only.has('start') ? [{ what: 'one-command start: healthy, fresh data folder', figure: `${start.firstMs} ms`, target: '' },
  { what: 'one-command start: healthy, restart', figure: `${start.restartMs} ms`, target: '≤ 5 s' },
  { what: 'one-command start: idle RSS', figure: `${start.idleRssMb} MB`, target: '≤ 400 MB' }] : []),
];
if (figures.length > 0) console.table(figures);
