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
  // Accounts, their avatars and their sessions (only token hashes are stored).
  {
    name: '0002_accounts_and_sessions',
    async up(knex) {
      await knex.schema.createTable('users', (t) => {
        t.uuid('id').primary();
        t.string('email', 254).notNullable().unique();
        t.timestamp('email_verified_at', { useTz: true });
        t.string('name', 400).notNullable();
        t.string('password_hash', 255).notNullable();
        t.timestamp('password_changed_at', { useTz: true });
        t.string('nickname', 200);
        t.string('phone', 32);
        t.date('birthday');
        t.string('gender', 8).notNullable().defaultTo('secret');
        t.string('locale', 8).notNullable().defaultTo('EN');
        t.timestamp('privacy_accepted_at', { useTz: true }).notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
      await knex.schema.createTable('user_avatars', (t) => {
        t.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
        t.string('content_type', 16).notNullable();
        t.binary('image').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
      await knex.schema.createTable('sessions', (t) => {
        t.bigIncrements('id').primary();
        t.string('token_hash', 64).notNullable().unique();
        t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        t.string('client_ip', 64);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('last_seen_at', { useTz: true }).notNullable();
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.timestamp('revoked_at', { useTz: true });
        t.string('revoked_reason', 32);
      });
      await knex.raw('create index sessions_live_by_user on sessions (user_id) where revoked_at is null');
    },
  },
];
