import type { Migration } from '@mindprint/platform/db';

export const notificationMigrations: Migration[] = [
  {
    name: '0001_sent_mail',
    async up(knex) {
      await knex.schema.createTable('sent_mail', (t) => {
        t.bigIncrements('id').primary();
        t.uuid('event_id').notNullable();
        t.string('kind', 64).notNullable();
        t.string('recipient', 254).notNullable();
        t.string('subject', 300).notNullable();
        t.string('message_id', 300).notNullable();
        t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw('create index sent_mail_recipient on sent_mail (recipient, sent_at desc)');
    },
  },
  {
    name: '0002_mail_deliveries_and_retrieval',
    async up(knex) {
      // What a mail is about (an order number for the report mail): one mail of a kind per reference.
      await knex.schema.alterTable('sent_mail', (t) => {
        t.string('reference', 200);
      });
      await knex.raw('create unique index sent_mail_kind_reference on sent_mail (kind, reference) where reference is not null');
      // Every attempt to hand a mail to the transport, failed ones included.
      await knex.schema.createTable('mail_deliveries', (t) => {
        t.bigIncrements('id').primary();
        t.string('kind', 64).notNullable();
        t.string('reference', 200).notNullable();
        t.string('recipient', 254).notNullable();
        t.string('subject', 300).notNullable();
        t.string('status', 16).notNullable();
        t.integer('attempt').notNullable();
        t.string('error', 500);
        t.string('message_id', 300);
        t.timestamp('attempted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw('create index mail_deliveries_reference on mail_deliveries (kind, reference, attempted_at)');
      await knex.raw('create index mail_deliveries_recipient on mail_deliveries (recipient, attempted_at desc)');
      // Report retrieval requests, answered by the background worker.
      await knex.schema.createTable('retrieval_requests', (t) => {
        t.uuid('id').primary();
        t.string('email', 254).notNullable();
        t.string('locale', 16).notNullable();
        t.string('status', 16).notNullable().defaultTo('pending');
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.string('last_error', 500);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('completed_at', { useTz: true });
      });
      await knex.raw(`create index retrieval_requests_due on retrieval_requests (next_attempt_at) where status = 'pending'`);
    },
  },
  {
    name: '0003_scheduled_mail_and_marketing_suppressions',
    async up(knex) {
      // Mail sent later by the scheduled-mail worker: the offer reminder (marketing), unsubscribe confirmations.
      await knex.schema.createTable('scheduled_mail', (t) => {
        t.uuid('id').primary();
        t.string('kind', 64).notNullable();
        // What the mail is about (the exam order of a reminder): one scheduled mail of a kind per reference.
        t.string('reference', 200);
        t.string('email', 254).notNullable();
        t.string('locale', 16).notNullable();
        t.jsonb('payload').notNullable();
        // pending, sent, skipped (suppressed, already bought, unknown order, offer over) or failed.
        t.string('status', 16).notNullable().defaultTo('pending');
        t.string('outcome', 64);
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('due_at', { useTz: true }).notNullable();
        t.timestamp('next_attempt_at', { useTz: true }).notNullable();
        t.string('last_error', 500);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('completed_at', { useTz: true });
      });
      await knex.raw('create unique index scheduled_mail_kind_reference on scheduled_mail (kind, reference) where reference is not null');
      await knex.raw(`create index scheduled_mail_due on scheduled_mail (next_attempt_at) where status = 'pending'`);
      // Addresses that asked for no marketing mail; transactional mail is never checked against it.
      await knex.schema.createTable('marketing_suppressions', (t) => {
        t.string('email', 254).primary();
        t.string('source', 32).notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
  },
  {
    name: '0004_daily_question_reminders',
    async up(knex) {
      // Members who turned on the daily question reminder, with where and when the next one is due.
      await knex.schema.createTable('daily_question_reminders', (t) => {
        t.string('user_id', 64).primary();
        t.string('email', 254).notNullable();
        t.string('locale', 16).notNullable();
        t.string('time_zone', 64).notNullable();
        t.boolean('enabled').notNullable();
        // The member's next local morning (UTC instant); the scheduler takes rows whose time has come.
        t.timestamp('next_reminder_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw('create index daily_question_reminders_due on daily_question_reminders (next_reminder_at) where enabled');
    },
  },
  {
    name: '0005_conversion_deliveries',
    async up(knex) {
      // Server-side ad conversions: one row per platform and event id (the id the browser's copy shares).
      await knex.schema.createTable('conversion_deliveries', (t) => {
        t.uuid('id').primary();
        t.string('platform', 16).notNullable();
        t.string('event_id', 200).notNullable();
        // The conversion as sent: the hashed e-mail, never the address.
        t.jsonb('conversion').notNullable();
        t.string('status', 16).notNullable().defaultTo('pending');
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('next_attempt_at', { useTz: true }).notNullable();
        t.string('last_error', 500);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('completed_at', { useTz: true });
        t.unique(['platform', 'event_id']);
      });
      await knex.raw(`create index conversion_deliveries_due on conversion_deliveries (next_attempt_at) where status = 'pending'`);
    },
  },
];
