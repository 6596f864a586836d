import type { Migration } from '@mindprint/platform/db';

/** The payment service's tables; the platform adds outbox and inbox. */
export const paymentMigrations: Migration[] = [
  {
    name: '0001_payments',
    async up(knex) {
      await knex.schema.createTable('payments', (t) => {
        t.uuid('payment_id').primary();
        t.string('purchase_number', 64).notNullable();
        t.string('order_number', 64).notNullable();
        t.string('method', 16).notNullable();
        t.string('provider', 16).notNullable();
        t.string('status', 24).notNullable();
        t.bigInteger('amount_minor').notNullable();
        t.string('currency', 3).notNullable();
        t.string('title', 200).notNullable();
        t.string('email', 254);
        t.string('locale', 8).notNullable();
        t.text('return_url').notNullable();
        t.text('cancel_url').notNullable();
        t.boolean('test_mode').notNullable();
        // Filled once the provider answered; a payment without one is looked up by our id (idempotency key).
        t.string('provider_ref', 255);
        // Stripe's PaymentIntent client secret: the browser needs it for Stripe's own card form.
        t.text('client_secret');
        t.text('approval_url');
        t.string('transaction_id', 255);
        t.string('failure_code', 64);
        t.text('failure_message');
        // Reconciliation: when to ask the provider next about a payment that is not settled.
        t.timestamp('next_check_at', { useTz: true }).notNullable();
        t.integer('check_attempts').notNullable().defaultTo(0);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('succeeded_at', { useTz: true });
      });
      // A purchase has at most one payment per method that may still move money.
      await knex.raw(
        "create unique index payments_one_open_per_method on payments (purchase_number, method) where status in ('created', 'requires_action', 'processing')",
      );
      await knex.raw('create index payments_purchase on payments (purchase_number)');
      await knex.raw('create index payments_provider_ref on payments (provider, provider_ref)');
      await knex.raw("create index payments_to_check on payments (next_check_at) where status in ('created', 'requires_action', 'processing')");

      await knex.schema.createTable('webhook_events', (t) => {
        t.string('provider', 16).notNullable();
        t.string('event_id', 255).notNullable();
        t.string('event_type', 100).notNullable();
        t.uuid('payment_id');
        t.string('provider_ref', 255);
        t.string('status', 24);
        t.string('transaction_id', 255);
        t.string('failure_code', 64);
        t.timestamp('occurred_at', { useTz: true }).notNullable();
        t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        // Null while the payment it concerns is unknown to us (the event came before our row).
        t.timestamp('applied_at', { useTz: true });
        t.primary(['provider', 'event_id']);
      });
      await knex.raw('create index webhook_events_pending on webhook_events (provider, provider_ref) where applied_at is null');

      // The embedded sandbox provider's own records, as a real provider would keep them.
      await knex.schema.createTable('sandbox_charges', (t) => {
        t.uuid('payment_id').primary(); // our payment id: the idempotency key
        t.string('charge_id', 64).notNullable().unique();
        t.string('method', 16).notNullable();
        t.string('status', 24).notNullable();
        t.bigInteger('amount_minor').notNullable();
        t.string('currency', 3).notNullable();
        t.string('description', 200).notNullable();
        t.text('approval_url');
        t.string('card_brand', 16);
        t.string('card_last4', 4);
        t.string('transaction_id', 64);
        t.string('failure_code', 64);
        t.text('failure_message');
        t.timestamp('settle_at', { useTz: true });
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
  },
  {
    // Subscription charges (issue 6): a payment belongs to a purchase or to one billing period of a
    // subscription, never both; one payment per (subscription, period), however often it is asked for.
    name: '0002_subscription_payments',
    async up(knex) {
      await knex.raw('alter table payments alter column purchase_number drop not null');
      await knex.raw('alter table payments alter column order_number drop not null');
      await knex.schema.alterTable('payments', (t) => {
        t.string('subscription_id', 64);
        t.integer('period_index');
        // The first, customer-present charge of a subscription: the provider keeps the method for renewals.
        t.boolean('save_method').notNullable().defaultTo(false);
        // A renewal charged to the saved method without the customer.
        t.boolean('off_session').notNullable().defaultTo(false);
      });
      await knex.raw(
        `alter table payments add constraint payments_purchase_or_subscription check (
           (subscription_id is null and period_index is null and purchase_number is not null and order_number is not null)
           or (subscription_id is not null and period_index is not null and purchase_number is null))`,
      );
      await knex.raw('create unique index payments_one_per_subscription_period on payments (subscription_id, period_index) where subscription_id is not null');

      // The payment method a subscription's renewals are charged to: the provider's references only.
      await knex.schema.createTable('saved_payment_methods', (t) => {
        t.string('subscription_id', 64).primary();
        t.string('provider', 16).notNullable();
        // Stripe: the Customer id; the sandbox has none.
        t.string('customer_ref', 255);
        // Stripe: the PaymentMethod id; the sandbox: its opaque card token.
        t.string('method_ref', 255).notNullable();
        t.string('card_brand', 16);
        t.string('card_last4', 4);
        // The payment that saved it.
        t.uuid('payment_id').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });

      // The sandbox's own records of saved cards (brand, last four and how renewals go; never the number).
      await knex.schema.alterTable('sandbox_charges', (t) => {
        t.boolean('save_card').notNullable().defaultTo(false);
        t.string('saved_card_token', 64);
        t.boolean('off_session').notNullable().defaultTo(false);
      });
      await knex.schema.createTable('sandbox_saved_cards', (t) => {
        t.string('token', 64).primary();
        t.string('card_brand', 16).notNullable();
        t.string('card_last4', 4).notNullable();
        // What an off-session charge does: null succeeds, otherwise the decline code.
        t.string('off_session_decline', 64);
        // Test control: the next this many off-session charges are declined with decline_next_code.
        t.integer('decline_next').notNullable().defaultTo(0);
        t.string('decline_next_code', 64);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
  },
  {
    // PayPal for subscriptions: a saved method is a card or a vaulted PayPal wallet, at Stripe, PayPal or the sandbox.
    name: '0003_saved_paypal_wallets',
    async up(knex) {
      await knex.schema.alterTable('saved_payment_methods', (t) => {
        t.string('method', 16).notNullable().defaultTo('card');
      });
      await knex.schema.alterTable('sandbox_saved_cards', (t) => {
        t.string('method', 16).notNullable().defaultTo('card');
      });
      // A sandbox PayPal wallet has no last four digits.
      await knex.raw('alter table sandbox_saved_cards alter column card_last4 drop not null');
    },
  },
  {
    // A provider's event about a kept method (PayPal's VAULT.PAYMENT-TOKEN.*) names only the method: find its payment.
    name: '0004_saved_method_ref_index',
    async up(knex) {
      await knex.raw('create index saved_payment_methods_provider_method_ref on saved_payment_methods (provider, method_ref)');
    },
  },
  {
    // A kept method the provider told us was removed (PayPal's VAULT.PAYMENT-TOKEN.DELETED): never charged again.
    name: '0005_saved_method_removed_at',
    async up(knex) {
      await knex.schema.alterTable('saved_payment_methods', (t) => {
        t.timestamp('removed_at', { useTz: true }).nullable();
      });
    },
  },
];
