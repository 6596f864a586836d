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
];
