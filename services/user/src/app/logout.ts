import type { Database } from '@mindprint/platform/db';
import type { Sessions } from './sessions.js';

/** Ends the session the token names; unknown or already ended tokens are fine (logging out twice is not an error). */
export class Logout {
  constructor(private readonly deps: { db: Database; sessions: Sessions }) {}

  async run(token: string): Promise<void> {
    await this.deps.db.withTransaction((trx) => this.deps.sessions.end(trx, token, 'logout'));
  }
}
