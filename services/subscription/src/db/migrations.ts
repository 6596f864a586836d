import type { Migration } from '@mindprint/platform/db';

/** The subscription service's tables; the platform adds outbox and inbox. */
export const subscriptionMigrations: Migration[] = [
  {
    name: '0001_subscriptions',
    async up(knex) {
      await knex.schema.createTable('subscriptions', (t) => {
        t.uuid('id').primary();
        t.string('plan_id', 64).notNullable();
        t.string('tier', 16).notNullable();
        t.string('status', 16).notNullable();
        t.string('email', 254).notNullable(); // normalized: trimmed, lower-cased
        t.string('locale', 8).notNullable();
        t.string('order_number', 64).notNullable().defaultTo('');
        t.string('user_id', 64).notNullable().defaultTo('');
        t.boolean('skip_trial').notNullable().defaultTo(false);
        t.string('method', 16).notNullable();
        // Pending subscriptions are shared by repeated starts of the same order (or address) and plan.
        t.string('start_key', 320).notNullable();
        // The subscription id payment saved the card under (this one's own, or the one an upgrade replaced)
        // and the offset of this subscription's payment keys (see domain/subscription-state.ts paymentKey).
        t.uuid('billing_subscription_id').notNullable();
        t.integer('payment_key_base').notNullable().defaultTo(0);
        t.uuid('upgraded_from');
        t.timestamp('trial_ends_at', { useTz: true });
        t.timestamp('current_period_start', { useTz: true });
        t.timestamp('current_period_end', { useTz: true });
        t.timestamp('next_charge_at', { useTz: true });
        t.integer('period_index').notNullable().defaultTo(0);
        t.integer('failed_attempts').notNullable().defaultTo(0);
        t.timestamp('canceled_at', { useTz: true });
        t.string('cancel_reason', 16);
        t.timestamp('access_ends_at', { useTz: true });
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
      await knex.raw(
        "create unique index subscriptions_one_pending_start on subscriptions (start_key, plan_id, skip_trial) where status = 'incomplete' and upgraded_from is null",
      );
      await knex.raw("create unique index subscriptions_one_upgrade on subscriptions (upgraded_from) where upgraded_from is not null and status <> 'expired'");
      await knex.raw('create index subscriptions_email on subscriptions (email)');
      await knex.raw('create index subscriptions_order on subscriptions (order_number)');
      await knex.raw("create index subscriptions_due on subscriptions (next_charge_at) where status in ('trialing', 'active', 'past_due')");

      await knex.schema.createTable('consents', (t) => {
        t.bigIncrements('id').primary();
        t.uuid('subscription_id').notNullable().references('id').inTable('subscriptions');
        t.string('version', 64).notNullable();
        t.string('locale', 8).notNullable();
        t.string('text_hash', 64).notNullable(); // sha256 of the exact text shown
        t.timestamp('given_at', { useTz: true }).notNullable();
        t.string('client_ip', 64).notNullable().defaultTo('');
        t.unique(['subscription_id', 'version']);
      });

      // One row per charge attempt. The database guarantees a single attempt per (subscription, period, attempt)
      // and a single SUCCEEDED charge per (subscription, period): two schedulers can never double-charge.
      await knex.schema.createTable('subscription_charges', (t) => {
        t.uuid('id').primary();
        t.uuid('subscription_id').notNullable().references('id').inTable('subscriptions');
        t.integer('period_index').notNullable();
        t.integer('attempt').notNullable();
        // first (customer-present), renewal (off-session) or upgrade (off-session, the old subscription's card).
        t.string('kind', 16).notNullable();
        // What payment knows the charge by: (subscription id, period index) of its idempotency key.
        t.uuid('billing_subscription_id').notNullable();
        t.integer('payment_key').notNullable();
        t.bigInteger('amount_minor').notNullable();
        t.string('currency', 3).notNullable();
        // pending (asked or about to ask), processing, succeeded, failed.
        t.string('status', 16).notNullable();
        t.string('payment_id', 64);
        t.string('failure_code', 64);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.unique(['subscription_id', 'period_index', 'attempt']);
        t.unique(['billing_subscription_id', 'payment_key']);
      });
      await knex.raw(
        "create unique index subscription_charges_one_success on subscription_charges (subscription_id, period_index) where status = 'succeeded'",
      );
    },
  },
  {
    name: '0002_mailed_events',
    async up(knex) {
      // The period a charge paid for, recorded when it took effect (a first charge started the subscription, a
      // renewal moved it on); null when it took none. The notification re-drive rebuilds each mailed event from it.
      await knex.schema.alterTable('subscription_charges', (t) => {
        t.timestamp('period_start', { useTz: true });
        t.timestamp('period_end', { useTz: true });
      });
      // The re-drive reads the charges that went through and the cancellations of a window every minute.
      await knex.raw("create index subscription_charges_succeeded_at on subscription_charges (updated_at) where status = 'succeeded'");
      await knex.raw('create index subscriptions_canceled_at on subscriptions (canceled_at) where cancel_reason is not null');
    },
  },
  {
    name: '0003_subscription_currency',
    async up(knex) {
      // A plan is priced per currency (the buyer's country, as order prices SKUs); the subscriptions before this
      // were all priced in US dollars.
      await knex.schema.alterTable('subscriptions', (t) => {
        t.string('currency', 3).notNullable().defaultTo('USD');
      });
    },
  },
  {
    name: '0004_subscription_ad_attribution',
    async up(knex) {
      // Server-side conversions: the click ids and consent state when the subscription was started, and (with consent) the user agent.
      await knex.schema.alterTable('subscriptions', (t) => {
        t.jsonb('tracking').notNullable().defaultTo('{}');
        t.boolean('advertising_consent').notNullable().defaultTo(false);
        t.string('user_agent', 512);
      });
    },
  },
];
