import type { Migration } from '@mindprint/platform/db';

export const examMigrations: Migration[] = [
  {
    name: '0001_visit_logs',
    async up(knex) {
      await knex.schema.createTable('visit_logs', (t) => {
        t.uuid('log_id').primary();
        t.string('app_exam_id', 64).notNullable();
        t.string('locale', 8).notNullable();
        t.string('country_code', 8).notNullable().defaultTo('');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw('create index visit_logs_created_at on visit_logs (created_at)');
    },
  },
];
