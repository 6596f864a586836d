import type { Migration } from '@mindprint/platform/db';

export const orderMigrations: Migration[] = [
  {
    name: '0001_exam_orders',
    async up(knex) {
      await knex.schema.createTable('exam_orders', (t) => {
        t.string('order_number', 32).primary();
        t.string('exam_id', 32).notNullable();
        t.string('locale', 8).notNullable();
        t.string('email', 254).notNullable();
        t.string('first_name', 100);
        t.string('last_name', 100);
        t.integer('year_of_birth');
        t.string('gender', 16);
        t.string('country', 2);
        t.string('type_code', 8).notNullable();
        t.jsonb('scale_positions').notNullable();
        t.jsonb('answers').notNullable();
        t.jsonb('tracking').notNullable();
        t.string('log_id', 64);
        t.string('share_token', 64).unique();
        t.smallint('accuracy_rating');
        t.timestamp('rated_at', { useTz: true });
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw('create index exam_orders_exam_created on exam_orders (exam_id, created_at)');
      await knex.raw('create index exam_orders_exam_country on exam_orders (exam_id, country)');
      await knex.raw('create index exam_orders_email on exam_orders (email)');
    },
  },
];
