import type { Database } from '@mindprint/platform/db';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import { isPaymentId, type PaymentRepository } from '../db/payment-repository.js';
import type { SavedMethodRepository } from '../db/saved-method-repository.js';
import type { WebhookEventRepository } from '../db/webhook-event-repository.js';
import { type ProviderWebhookEvent, WebhookRejected } from '../providers/payment-provider.js';
import type { PaymentProviders } from './payment-providers.js';
import type { PaymentUpdates } from './payment-updates.js';

export interface WebhookResult {
  eventId: string;
  duplicate: boolean;
}

/**
 * A provider's webhook: verified by the provider, recorded by event id in the same transaction that
 * applies it, so a repeated delivery changes nothing and any order of events ends in the same state.
 * An event about a payment we do not know yet is kept and applied once we do.
 */
export class HandleWebhook {
  constructor(
    private readonly deps: {
      db: Database;
      payments: PaymentRepository;
      webhooks: WebhookEventRepository;
      savedMethods: SavedMethodRepository;
      providers: PaymentProviders;
      updates: PaymentUpdates;
      log: Logger;
      clock: () => Date;
    },
  ) {}

  async run(providerName: string, body: Buffer, headers: Record<string, string>): Promise<WebhookResult> {
    const name = providerName.trim().toLowerCase();
    const provider = this.deps.providers.byName(name);
    if (!provider?.parseWebhook) throw new DomainError('UNKNOWN_WEBHOOK_PROVIDER', `No webhooks are taken for provider "${providerName}"`, 'INVALID_ARGUMENT');
    const lowerHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    let event: ProviderWebhookEvent;
    try {
      event = await provider.parseWebhook(body, lowerHeaders);
    } catch (error) {
      if (error instanceof WebhookRejected) throw new DomainError('WEBHOOK_REJECTED', error.message, 'INVALID_ARGUMENT');
      if (error instanceof DomainError) throw error;
      this.deps.log.warn({ err: error, provider: name }, 'webhook not verifiable right now; answered 503 for the provider to retry');
      // The provider could not be asked to verify it right now (its API down or slow): a retryable 503, so the
      // provider sends the event again later, instead of a 500 or a refusal that would drop it.
      throw new DomainError('WEBHOOK_VERIFICATION_UNAVAILABLE', 'The webhook cannot be verified right now; send it again later', 'UNAVAILABLE');
    }
    if (!event.eventId) throw new DomainError('WEBHOOK_REJECTED', 'The webhook has no event id', 'INVALID_ARGUMENT');

    const result = await this.deps.db.withTransaction(async (trx) => {
      const ourId = event.paymentId && isPaymentId(event.paymentId) ? event.paymentId : undefined;
      const byOurId = ourId ? await this.deps.payments.find(ourId, trx) : undefined;
      // An event only ever speaks for a payment taken by the provider that sent it.
      const savedBy = event.savedMethodRef ? await this.deps.savedMethods.paymentIdFor(provider.name, event.savedMethodRef, trx) : undefined;
      const payment =
        (byOurId?.provider === name ? byOurId : undefined) ??
        (event.providerRef ? await this.deps.payments.findByProviderRef(name, event.providerRef, trx) : undefined) ??
        (savedBy ? await this.deps.payments.find(savedBy, trx) : undefined);
      const recorded = await this.deps.webhooks.record(trx, name, event, payment?.paymentId ?? ourId);
      if (!recorded) return { eventId: event.eventId, duplicate: true, paymentId: payment?.paymentId };
      if (event.savedMethodRemoved && event.savedMethodRef) {
        // The next renewal then fails without asking the provider, and the subscription follows its failed-renewal path.
        const subscriptionIds = await this.deps.savedMethods.markRemoved(trx, provider.name, event.savedMethodRef, this.deps.clock());
        this.deps.log.info({ provider: name, eventId: event.eventId, subscriptionIds }, 'saved payment method removed at the provider');
      }
      if (!payment) {
        // Before our row has the provider's id (or at all): kept, applied when the id is stored; reconciliation covers the rest.
        this.deps.log.info({ provider: name, eventId: event.eventId, eventType: event.type }, 'webhook for a payment not known yet; kept for later');
        return { eventId: event.eventId, duplicate: false, paymentId: undefined };
      }
      await this.deps.webhooks.markApplied(trx, name, [event.eventId], payment.paymentId, this.deps.clock());
      await this.deps.updates.applyIn(trx, payment.paymentId, {
        ...(event.status ? { status: event.status } : {}),
        ...(event.providerRef ? { providerRef: event.providerRef } : {}),
        ...(event.transactionId ? { transactionId: event.transactionId } : {}),
        ...(event.failureCode ? { failureCode: event.failureCode } : {}),
      });
      return { eventId: event.eventId, duplicate: false, paymentId: payment.paymentId };
    });

    // The payer approved at PayPal but may never come back to our return page: capture now (idempotent).
    if (!result.duplicate && result.paymentId && /ORDER\.APPROVED$/i.test(event.type) && provider.capture && event.providerRef) {
      try {
        const view = await provider.capture({ paymentId: result.paymentId, providerRef: event.providerRef });
        await this.deps.updates.apply(result.paymentId, view);
      } catch (error) {
        this.deps.log.warn({ err: error, paymentId: result.paymentId }, 'capture after approval failed; the status check or reconciliation retries');
      }
    }
    return { eventId: result.eventId, duplicate: result.duplicate };
  }
}
