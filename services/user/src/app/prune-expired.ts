import type { Knex } from '@mindprint/platform/db';
import type { Logger } from '@mindprint/platform/logger';
import type { SessionRepository } from '../db/session-repository.js';
import type { VerificationCodeRepository } from '../db/verification-code-repository.js';

/** Ended sessions and expired codes are kept a day (for support questions), then deleted in batches. */
const keepEndedMs = 24 * 3600 * 1000;
const batch = 1_000;

export class PruneExpired {
  constructor(
    private readonly deps: {
      knex: Knex;
      sessions: SessionRepository;
      codes: VerificationCodeRepository;
      idleTimeoutSeconds: number;
      clock: () => Date;
      log?: Logger;
    },
  ) {}

  /** One pass; returns how many rows went. Deleting an ended session changes nothing for its token: unknown is refused too. */
  async runOnce(): Promise<{ sessions: number; codes: number }> {
    const { knex, sessions, codes, clock, idleTimeoutSeconds } = this.deps;
    const cutoff = new Date(clock().getTime() - keepEndedMs);
    const idleCutoff = new Date(cutoff.getTime() - idleTimeoutSeconds * 1000);
    let deletedSessions = 0;
    let deletedCodes = 0;
    for (let n = batch; n === batch; deletedSessions += n) n = await sessions.deleteEndedBefore(cutoff, idleCutoff, batch);
    for (let n = batch; n === batch; deletedCodes += n) n = await codes.deleteExpiredBefore(knex, cutoff, batch);
    if (deletedSessions + deletedCodes > 0) this.deps.log?.info({ sessions: deletedSessions, codes: deletedCodes }, 'pruned ended sessions and expired codes');
    return { sessions: deletedSessions, codes: deletedCodes };
  }

  /** Runs a pass every `intervalMs` until stopped. */
  start(intervalMs: number): () => void {
    const timer = setInterval(() => {
      this.runOnce().catch((error: unknown) => this.deps.log?.warn({ err: error }, 'pruning sessions and codes failed; next pass retries'));
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
