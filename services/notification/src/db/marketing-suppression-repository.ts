import type { Knex } from '@mindprint/platform/db';

/** Addresses that receive no marketing mail. Rows are only ever added: unsubscribing twice changes nothing. */
export class MarketingSuppressionRepository {
  constructor(private readonly knex: Knex) {}

  /** Suppresses the (normalized) address; true when it was not suppressed before. */
  async suppress(email: string, source: string): Promise<boolean> {
    const inserted = await this.knex('marketing_suppressions').insert({ email, source }).onConflict('email').ignore().returning('email');
    return inserted.length > 0;
  }

  async isSuppressed(email: string): Promise<boolean> {
    return (await this.knex('marketing_suppressions').where({ email }).first('email')) !== undefined;
  }
}
