import type { Knex, Transaction } from '@mindprint/platform/db';
import type { StoredCode } from '../domain/verification-code.js';

export class VerificationCodeRepository {
  /** Stores a new code and retires the address's earlier unused ones for the same purpose. */
  async replace(trx: Transaction | Knex, entry: { email: string; purpose: string; codeHash: string; expiresAt: Date }) {
    await trx('verification_codes')
      .where({ email: entry.email, purpose: entry.purpose })
      .whereNull('used_at')
      .update({ used_at: trx.fn.now() });
    await trx('verification_codes').insert({
      email: entry.email,
      purpose: entry.purpose,
      code_hash: entry.codeHash,
      expires_at: entry.expiresAt,
    });
  }

  /** The newest unused code of an address for a purpose, locked until the transaction ends. */
  async newestUnusedForUpdate(trx: Transaction, email: string, purpose: string): Promise<(StoredCode & { id: number }) | undefined> {
    const row = await trx('verification_codes')
      .where({ email, purpose })
      .whereNull('used_at')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .forUpdate()
      .first();
    return row && { id: row.id, codeHash: row.code_hash, attempts: row.attempts, expiresAt: new Date(row.expires_at) };
  }

  /** Counts a wrong try; `retire` ends the code (its last allowed try). */
  async recordWrongAttempt(trx: Transaction, id: number, attempts: number, retire: boolean, at: Date): Promise<void> {
    await trx('verification_codes').where({ id }).update({ attempts, ...(retire ? { used_at: at } : {}) });
  }

  /** Used (the right code) or retired (expired): either way it never works again. */
  async markUsed(trx: Transaction, id: number, at: Date): Promise<void> {
    await trx('verification_codes').where({ id }).update({ used_at: at });
  }

  /** Deletes codes that expired before `cutoff`, at most `limit`. */
  async deleteExpiredBefore(knex: Knex, cutoff: Date, limit: number): Promise<number> {
    const expired = knex('verification_codes').select('id').where('expires_at', '<', cutoff).limit(limit);
    return (await knex('verification_codes').whereIn('id', expired).delete(['id'])).length;
  }
}
