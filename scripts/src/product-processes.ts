import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const services = ['exam', 'order', 'payment', 'subscription', 'user', 'content', 'notification'] as const;
export type Part = (typeof services)[number] | 'gateway' | 'embedded';
/** `separate`: each service and the gateway a process of its own, as pods run them; `one-process`: the one-command start. */
export type Layout = 'separate' | 'one-process';

/** Every part process started here: killed if the script itself ends early. */
export const runningParts = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of runningParts) child.kill('SIGKILL');
});

/**
 * The product as processes on the parts `env` names (nothing else of this process's environment reaches them):
 * the seven services and the gateway on ports from `basePort` on, each part's output in `<runDir>/<part>.log`.
 * With `restart`, a part that dies is started again after 2 s (as an orchestrator would).
 */
export class ProductProcesses {
  private readonly children = new Map<Part, ChildProcess>();
  private stopping = false;
  /** When each part was first killed with SIGKILL (by the caller, or by itself at an injected fault). */
  readonly killedAt = new Map<Part, number>();
  readonly ports: Record<(typeof services)[number] | 'gateway', number>;
  readonly dataDir: string;

  constructor(
    private readonly env: Record<string, string>,
    readonly runDir: string,
    basePort: number,
    private readonly options: {
      layout: Layout;
      logLevel: string;
      restart: boolean;
      extra?: Partial<Record<Part, Record<string, string>>>;
      log?: (line: string) => void;
    },
  ) {
    this.ports = Object.fromEntries([...services, 'gateway'].map((s, i) => [s, basePort + i])) as ProductProcesses['ports'];
    this.dataDir = join(runDir, 'data');
    mkdirSync(this.dataDir, { recursive: true });
  }

  get base() {
    return `http://127.0.0.1:${this.ports.gateway}`;
  }

  get parts(): Part[] {
    return this.options.layout === 'separate' ? [...services, 'gateway'] : ['embedded'];
  }

  /** `extra` applies until the part is first killed (SIGKILL): a restarted payment does not kill itself again. */
  private partEnv(part: Part, first: boolean): Record<string, string> {
    const addresses = Object.fromEntries(services.map((s) => [`${s.toUpperCase()}_GRPC_ADDR`, `127.0.0.1:${this.ports[s]}`]));
    const grpcPorts = Object.fromEntries(services.map((s) => [`${s.toUpperCase()}_GRPC_PORT`, String(this.ports[s])]));
    const own =
      part === 'embedded'
        ? { ...grpcPorts, PORT: String(this.ports.gateway), HOST: '127.0.0.1' }
        : part === 'gateway'
          ? { PORT: String(this.ports.gateway), HOST: '127.0.0.1' }
          : { [`${part.toUpperCase()}_GRPC_PORT`]: String(this.ports[part]) };
    return {
      PATH: process.env.PATH ?? '',
      ...this.env,
      ...addresses,
      ...own,
      DATA_DIR: this.dataDir,
      LOG_LEVEL: this.options.logLevel,
      PUBLIC_BASE_URL: this.base,
      ...(first ? this.options.extra?.[part] : {}),
    };
  }

  start(part: Part, first = true) {
    const main =
      part === 'embedded' ? join(repo, 'scripts/dist/start-embedded.js') : part === 'gateway' ? join(repo, 'gateway/dist/main.js') : join(repo, `services/${part}/dist/main.js`);
    const out = createWriteStream(join(this.runDir, `${part}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [main], { env: this.partEnv(part, first), stdio: ['ignore', 'pipe', 'pipe'] });
    runningParts.add(child);
    child.once('exit', () => runningParts.delete(child));
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
    this.children.set(part, child);
    child.once('exit', (code, signal) => {
      if (this.stopping || this.children.get(part) !== child) return;
      if (signal === 'SIGKILL' && !this.killedAt.has(part)) this.killedAt.set(part, Date.now());
      if (!this.options.restart) return;
      (this.options.log ?? console.error)(`${part} exited (${signal ?? code}); restarting in 2 s`);
      // A part keeps its first-start settings (a fault to inject) until it was killed: a first start that failed
      // (a port taken at random) is not the fault's run.
      setTimeout(() => !this.stopping && this.start(part, first && !this.killedAt.has(part)), 2_000);
    });
  }

  /** The process ids of the running parts. */
  pids(): number[] {
    return [...this.children.values()].flatMap((child) => (child.pid !== undefined && child.exitCode === null ? [child.pid] : []));
  }

  /**
   * Starts every part and waits until each serves: a service opens its gRPC port only once its consumers
   * joined their groups, so no event of the run is published before a consumer is placed.
   */
  async startAll(timeoutMs = 180_000) {
    for (const part of this.parts) this.start(part);
    const deadline = Date.now() + timeoutMs;
    const listening = (port: number) =>
      new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
    for (;;) {
      if (!this.options.restart) {
        const exited = this.parts.find((part) => this.children.get(part)?.exitCode !== null);
        if (exited) throw new Error(`${exited} exited at start (log in ${join(this.runDir, `${exited}.log`)})`);
      }
      try {
        const servicesUp = (await Promise.all(services.map((s) => listening(this.ports[s])))).every(Boolean);
        const answer = servicesUp && (await fetch(`${this.base}/api/app/language/list/MBTI`));
        if (answer && answer.ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`the product did not answer within ${timeoutMs / 1000} s (logs in ${this.runDir})`);
      await sleep(1_000);
    }
  }

  kill(part: Part) {
    this.children.get(part)?.kill('SIGKILL');
  }

  async stop() {
    this.stopping = true;
    await Promise.all(
      [...this.children.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}
