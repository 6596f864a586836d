import { randomUUID } from 'node:crypto';
import { type Bus, eventHeaders } from '@mindprint/platform/bus';
import { type Cache, MemoryCache } from '@mindprint/platform/cache';
import { type Context, context, trace } from '@opentelemetry/api';
import type { Logger } from '@mindprint/platform/logger';
import { topicFor } from '@mindprint/platform/outbox';
import { fromBinary } from '@bufbuild/protobuf';
import { ExamCompletedSchema, OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';

export interface AccountReadsOptions {
  /**
   * How long a read is kept, counted from when it began: the most a change nobody announces (a session that
   * expires, the member's days at midnight) or an owner's late event stays unseen. Also how long the account's
   * reads stay switched off after a write was answered.
   */
  ttlMs: number;
  /**
   * How long a write still in flight switches the account's reads off: longer than the gateway's deadline for a
   * write, so the switch outlasts a write whose answer never comes (each write shortens it to `ttlMs` once answered).
   */
  writingSeconds: number;
  /** Bound on memory: the accounts read longest ago go first. */
  maxAccounts: number;
  now?: () => number;
}

/**
 * One second: a page's burst of reads (and a bench's) costs the owners one read each, and what nobody announces
 * is at most a second old; a member's sign-in or write switches the memory off for about as long.
 */
export const accountReadLimits: AccountReadsOptions = { ttlMs: 1_000, writingSeconds: 15, maxAccounts: 50_000 };

/** Bound on one account's reads: the member's client chooses the names (a URL, a language), so they are bounded too. */
const readsPerAccount = 16;

/** The signed-in account a read belongs to: kept reads are found by its id and its verified address. */
export interface ReadingAccount {
  userId: string;
  verifiedEmail: string;
}

interface Account {
  verifiedEmail: string;
  reads: Map<string, { data: unknown; keptUntil: number }>;
}

/** A read asking the owner: not kept once spoiled (a forget arrived meanwhile), and joined by the same reads until then. */
interface Flight {
  userId: string;
  verifiedEmail: string;
  began: number;
  spoiled: boolean;
  answer: Promise<unknown>;
}

const changingKey = (userId: string) => `account-changing:${userId}`;

/** A look at an account's write mark not sent yet, and the context of a recorded read sharing it, if one does. */
interface Look {
  answer: Promise<boolean>;
  recorded?: Context;
}

/**
 * A member's own reads (user center, my reports) kept by this gateway for a few seconds, so a member's page
 * loads do not each cross gRPC and SQL. Never shared: found by the verified session's account id only, and
 * answered `private, no-store` like every personal answer. A member never sees their own change late:
 * - every write by the account, through any gateway, first marks the account as changing in the shared cache
 *   (Redis when set) until it is answered and `ttlMs` longer; while marked, every gateway reads from the owner
 *   and keeps nothing (a write done without the session, a sign-in, marks it once done);
 * - a read is kept `ttlMs` from when it began, so one that began before a write is gone when the mark ends;
 * - the owners' events (orders, account changes) drop the account's copies on every gateway (a guest order with
 *   the member's address, a payment settled later), and a read in flight when they arrive is not kept.
 * If the shared cache cannot answer, the read goes to the owner.
 */
export class AccountReads {
  private readonly accounts = new Map<string, Account>();
  private readonly usersByEmail = new Map<string, Set<string>>();
  private readonly inFlight = new Set<Flight>();
  private readonly joinable = new Map<string, Flight>();
  private readonly writesInFlight = new Map<string, number>();
  /** Looks at an account's mark not sent yet (see `switchedOff`). */
  private readonly looksToSend = new Map<string, Look>();
  private readonly now: () => number;

  constructor(
    private readonly shared: Cache,
    private readonly options: AccountReadsOptions,
    private readonly log?: Logger,
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The account's answer named `name` (which says everything else it depends on: route, language, parameters):
   * kept, or from `produce`, kept when `keepable` says it can only change by a write or an announced event.
   */
  async read<T>(account: ReadingAccount, name: string, produce: () => Promise<T>, keepable: (data: T) => boolean = () => true): Promise<T> {
    const began = this.now();
    if (await this.switchedOff(account.userId)) return produce();
    const key = `${account.userId}\n${name}`;
    const entry = this.entryOf(account, name);
    if (entry && entry.keptUntil > this.now()) {
      // Past half its time the next copy is asked for meanwhile: a member reading steadily never waits for the owner.
      if (entry.keptUntil - this.now() < this.options.ttlMs / 2 && !this.joinable.has(key)) {
        this.ask(account, name, key, began, produce, keepable).catch(() => {}); // the copy serves until it expires
      }
      return entry.data as T;
    }
    // A read of the same account already asking the owner answers this one too, as a kept copy from when it began would.
    const joined = this.joinable.get(key);
    if (joined && !joined.spoiled && joined.verifiedEmail === account.verifiedEmail && this.now() < joined.began + this.options.ttlMs) {
      return joined.answer as Promise<T>;
    }
    return this.ask(account, name, key, began, produce, keepable);
  }

  private async ask<T>(account: ReadingAccount, name: string, key: string, began: number, produce: () => Promise<T>, keepable: (data: T) => boolean): Promise<T> {
    const flight: Flight = { ...account, began, spoiled: false, answer: produce() };
    this.inFlight.add(flight);
    this.joinable.set(key, flight);
    try {
      const data = (await flight.answer) as T;
      if (!flight.spoiled && keepable(data)) this.keep(account, name, data, began + this.options.ttlMs);
      return data;
    } finally {
      this.inFlight.delete(flight);
      if (this.joinable.get(key) === flight) this.joinable.delete(key);
    }
  }

  /**
   * Before a write by the account reaches its owner: its reads come from the owner on every gateway meanwhile.
   * Call the answer once the write has been answered (or abandoned): the switch is then shortened to `ttlMs`,
   * unless another write of the account is still in flight on this gateway.
   */
  async writing(userId: string): Promise<() => void> {
    this.writesInFlight.set(userId, (this.writesInFlight.get(userId) ?? 0) + 1);
    await this.switchOff(userId, this.options.writingSeconds);
    let answered = false;
    return () => {
      if (answered) return;
      answered = true;
      const left = (this.writesInFlight.get(userId) ?? 1) - 1;
      if (left > 0) {
        this.writesInFlight.set(userId, left);
        return;
      }
      this.writesInFlight.delete(userId);
      void this.changed(userId);
    };
  }

  /**
   * Once a write that changed the account has been done (before its answer is sent): every gateway reads from the
   * owner until the copies read before it have expired.
   */
  changed(userId: string): Promise<void> {
    return this.switchOff(userId, Math.ceil(this.options.ttlMs / 1000));
  }

  private async switchOff(userId: string, seconds: number): Promise<void> {
    this.forgetUser(userId);
    try {
      await this.shared.set(changingKey(userId), '1', seconds);
    } catch (error) {
      // Other gateways keep their copies for at most `ttlMs` then.
      this.log?.warn({ err: error }, 'account reads: could not switch an account off');
    }
  }

  forgetUser(userId: string): void {
    const account = this.accounts.get(userId);
    if (account) this.drop(userId, account);
    for (const flight of this.inFlight) if (flight.userId === userId) flight.spoiled = true;
  }

  /** The accounts whose verified address this is (an order with it belongs to them). */
  forgetEmail(email: string): void {
    const address = email.toLowerCase();
    for (const userId of this.usersByEmail.get(address) ?? []) this.forgetUser(userId);
    for (const flight of this.inFlight) if (flight.verifiedEmail.toLowerCase() === address) flight.spoiled = true;
  }

  get size(): number {
    return this.accounts.size;
  }

  /**
   * The account's copy named `name` without asking anything, for the fast path (memory-answers.ts), which checks
   * `switchedOff` itself. Past half its time only once the next copy is being asked for: until then `read` must
   * see the request, to ask for it.
   */
  kept<T>(account: ReadingAccount, name: string): T | undefined {
    const entry = this.entryOf(account, name);
    if (!entry) return undefined;
    const left = entry.keptUntil - this.now();
    if (left >= this.options.ttlMs / 2 || (left > 0 && this.joinable.has(`${account.userId}\n${name}`))) return entry.data as T;
    return undefined;
  }

  /**
   * Whether a write or a sign-in switched the account's reads off on every gateway; also when the shared cache
   * cannot say. The account's reads that one turn of the event loop takes in share one look, sent once they have
   * all arrived (at the turn's end): it sees every mark set before any of them began, as a look each would.
   * The look's Redis GET has its span in the trace of a recorded read sharing it, and none when no read is
   * recorded (the instrumentation then makes no span nobody keeps).
   */
  switchedOff(userId: string): Promise<boolean> {
    let look = this.looksToSend.get(userId);
    if (!look) {
      const sending: Look = {
        answer: new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
          this.looksToSend.delete(userId);
          try {
            const traced = sending.recorded ?? trace.deleteSpan(context.active());
            return (await context.with(traced, () => this.shared.get(changingKey(userId)))) !== undefined;
          } catch {
            return true;
          }
        }),
      };
      look = sending;
      this.looksToSend.set(userId, look);
    }
    if (!look.recorded && trace.getActiveSpan()?.isRecording()) look.recorded = context.active();
    return look.answer;
  }

  /** The account's copy named `name`, kept for the same verified address (a changed address keeps nothing). */
  private entryOf(account: ReadingAccount, name: string) {
    const kept = this.accounts.get(account.userId);
    return kept?.verifiedEmail === account.verifiedEmail ? kept.reads.get(name) : undefined;
  }

  private keep(account: ReadingAccount, name: string, data: unknown, keptUntil: number) {
    if (!(keptUntil > this.now())) return;
    let kept = this.accounts.get(account.userId);
    if (kept && kept.verifiedEmail !== account.verifiedEmail) {
      this.drop(account.userId, kept);
      kept = undefined;
    }
    if (!kept) {
      kept = { verifiedEmail: account.verifiedEmail, reads: new Map() };
      this.accounts.set(account.userId, kept);
      const address = account.verifiedEmail.toLowerCase();
      if (address) this.usersByEmail.set(address, (this.usersByEmail.get(address) ?? new Set()).add(account.userId));
      while (this.accounts.size > this.options.maxAccounts) {
        const [oldestId, oldest] = this.accounts.entries().next().value!;
        this.drop(oldestId, oldest);
      }
    }
    kept.reads.delete(name);
    kept.reads.set(name, { data, keptUntil });
    if (kept.reads.size > readsPerAccount) kept.reads.delete(kept.reads.keys().next().value!);
  }

  private drop(userId: string, account: Account) {
    this.accounts.delete(userId);
    const address = account.verifiedEmail.toLowerCase();
    const users = this.usersByEmail.get(address);
    users?.delete(userId);
    if (users?.size === 0) this.usersByEmail.delete(address);
  }
}

/** A gateway alone (tests, the one-command start): its own memory stands in for the shared cache. */
export function localAccountReads(): AccountReads {
  return new AccountReads(new MemoryCache(), accountReadLimits);
}

/**
 * Drops a member's kept reads when the order service announces an order or a purchase for their address
 * (made by a guest checkout, on another device, or settled by a payment later). Every gateway hears every
 * event: its own consumer group.
 */
export async function forgetAccountReadsOnOrderEvents(options: { bus: Bus; accountReads: AccountReads }): Promise<void> {
  const { bus, accountReads } = options;
  const emailOf: Record<string, (payload: Uint8Array) => string> = {
    [ExamCompletedSchema.typeName]: (payload) => fromBinary(ExamCompletedSchema, payload).email,
    [OrderPaidSchema.typeName]: (payload) => fromBinary(OrderPaidSchema, payload).email,
  };
  await bus.subscribe({
    topic: topicFor(ExamCompletedSchema),
    groupId: `gateway.account-reads.${randomUUID()}`,
    handle: async (message) => {
      const email = emailOf[message.headers[eventHeaders.eventType] ?? '']?.(message.value);
      if (email) accountReads.forgetEmail(email);
    },
  });
}
