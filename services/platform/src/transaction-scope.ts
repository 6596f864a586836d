import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which transaction, if any, the current async context runs inside. The embedded start shares one PGlite
 * session between every service, so a transaction that waits on another service's answer holds the only
 * connection that service needs: a deadlock. Calls to other services therefore come before or after a
 * transaction, never inside (on PostgreSQL that also keeps a pooled connection from idling in a transaction).
 */
interface TransactionScope {
  service: string;
  /** The transaction holds the one embedded session every service shares. */
  holdsSharedSession: boolean;
}

const scopes = new AsyncLocalStorage<TransactionScope>();

export function runInTransactionScope<T>(scope: TransactionScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/** Called before a call to another service: refuses it while the caller's transaction holds the shared embedded session. */
export function assertNotInSharedTransaction(call: string): void {
  const scope = scopes.getStore();
  if (!scope?.holdsSharedSession) return;
  throw new Error(
    `${call} was called inside a ${scope.service} database transaction: on the embedded database that holds the one session ` +
      'the called service needs (a deadlock). Call the other service before opening the transaction or after it commits.',
  );
}

/**
 * Runs `fn` in no transaction's scope: for work that only starts inside a transaction, such as the embedded bus
 * delivering an event that the outbox relay publishes from its transaction.
 */
export function runOutsideTransactionScope<T>(fn: () => T): T {
  return scopes.exit(fn);
}
