import type { Migration } from '@mindprint/platform/db';

export const userMigrations: Migration[] = [
  {
    name: '0001_verification_codes',
    async up(knex) {
      await knex.schema.createTable('verification_codes', (t) => {
        t.bigIncrements('id').primary();
        t.string('email', 254).notNullable();
        t.string('purpose', 32).notNullable();
        t.string('code_hash', 64).notNullable();
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.timestamp('used_at', { useTz: true });
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw('create index verification_codes_email on verification_codes (email, purpose, created_at desc)');
    },
  },
];
