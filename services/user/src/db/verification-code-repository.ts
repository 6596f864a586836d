import type { Knex, Transaction } from '@mindprint/platform/db';

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
}
