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
  {
    name: '0002_purchases',
    async up(knex) {
      await knex.schema.createTable('purchases', (t) => {
        t.string('purchase_number', 32).primary();
        t.string('order_number', 32).notNullable().references('order_number').inTable('exam_orders');
        t.string('exam_id', 32).notNullable();
        // The sorted SKU ids joined: one key for the same SKUs in any order.
        t.string('sku_key', 400).notNullable();
        t.jsonb('sku_ids').notNullable();
        t.string('title', 300).notNullable();
        t.string('status', 20).notNullable();
        t.string('currency', 3).notNullable();
        t.bigInteger('subtotal_minor').notNullable();
        t.bigInteger('discount_minor').notNullable();
        t.bigInteger('tax_minor').notNullable();
        t.bigInteger('total_minor').notNullable();
        t.string('promo_code', 40);
        t.string('email', 254).notNullable();
        t.string('locale', 8).notNullable();
        t.string('payment_id', 64);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('paid_at', { useTz: true });
      });
      await knex.raw(`alter table purchases add constraint purchases_status check (status in ('pending_payment', 'paid'))`);
      // At most one open purchase and one paid purchase per exam order and set of SKUs.
      await knex.raw(`create unique index purchases_one_pending on purchases (order_number, sku_key) where status = 'pending_payment'`);
      await knex.raw(`create unique index purchases_one_paid on purchases (order_number, sku_key) where status = 'paid'`);
      await knex.raw('create index purchases_order on purchases (order_number, created_at)');
    },
  },
  {
    name: '0003_exam_order_strength',
    async up(knex) {
      // The combined strength of each result (mean over its scales of |position - 50| * 2), kept so a
      // report's ranking score is one indexed count; null when no positions were stored.
      await knex.schema.alterTable('exam_orders', (t) => {
        t.double('strength');
      });
      await knex.raw(`
        update exam_orders set strength = (
          select avg(abs((s ->> 'position')::float8 - 50) * 2)
          from jsonb_array_elements(scale_positions) as s
        )
        where jsonb_typeof(scale_positions) = 'array' and jsonb_array_length(scale_positions) > 0`);
      // Type statistics: per type counts and the ranking count (strength below a value) within a window.
      await knex.raw('create index exam_orders_exam_type_created on exam_orders (exam_id, type_code, created_at) include (strength)');
    },
  },
  {
    name: '0004_profile_codes',
    async up(knex) {
      // A five-dimension profile code (exam 2, 'E4-A3-C5-N2-O4') is longer than a four-letter type.
      await knex.raw('alter table exam_orders alter column type_code type varchar(32)');
    },
  },
  {
    name: '0005_purchases_paid_at',
    async up(knex) {
      // The notification re-drive reads the purchases paid in a window every minute.
      await knex.raw(`create index purchases_paid_at on purchases (paid_at) where status = 'paid'`);
    },
  },
  {
    name: '0006_course_orders',
    async up(knex) {
      // A member's order for one course; its purchases are charged and settled like a report's.
      await knex.schema.createTable('course_orders', (t) => {
        t.string('order_number', 32).primary();
        t.string('course_id', 32).notNullable();
        t.string('user_id', 64).notNullable();
        t.string('email', 254).notNullable();
        t.string('locale', 8).notNullable();
        t.string('country', 2);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw('create index course_orders_buyer on course_orders (user_id, course_id)');
      // A purchase now belongs to an exam order or a course order, so the foreign key to exam orders goes.
      await knex.raw('alter table purchases drop constraint purchases_order_number_foreign');
    },
  },
  {
    name: '0007_exam_order_ad_attribution',
    async up(knex) {
      // Server-side conversions: the consent state when the order was made, and (with consent) the user agent.
      await knex.schema.alterTable('exam_orders', (t) => {
        t.boolean('advertising_consent').notNullable().defaultTo(false);
        t.string('user_agent', 512);
      });
    },
  },
  {
    name: '0008_purchase_ad_attribution',
    async up(knex) {
      // The ad attribution when the visitor pays (consent re-read then); null on purchases prepared before,
      // whose conversion follows the exam order's attribution.
      await knex.schema.alterTable('purchases', (t) => {
        t.boolean('advertising_consent');
        t.jsonb('ad_tracking');
        t.string('user_agent', 512);
      });
    },
  },
];
