import type { Migration } from '@mindprint/platform/db';

/** The payment service's own tables arrive with the issues that build its calls; the platform adds outbox and inbox. */
export const paymentMigrations: Migration[] = [];
