import type { Message } from '@bufbuild/protobuf';
import type { SubscriptionCanceled, SubscriptionRenewed, TrialStarted } from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import type { SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import type { EventHandler } from '@mindprint/platform/event-consumer';
import type { ClientOf } from '@mindprint/platform/grpc-client';
import { renewalReference, subscriptionMailKinds } from '../consumers/send-subscription-mails.js';
import type { RedriveSource } from './mail-redrive.js';

/** The sent_mail row of each membership event the re-drive watches over (the consumer's own keys). */
function sentMailKeyOf(event: Message): { kind: string; reference: string; subscriptionId: string } | undefined {
  switch (event.$typeName) {
    case 'mindprint.subscription.v1.TrialStarted': {
      const { subscriptionId } = event as TrialStarted;
      return { kind: subscriptionMailKinds.trialStarted, reference: subscriptionId, subscriptionId };
    }
    case 'mindprint.subscription.v1.SubscriptionRenewed':
      return { kind: subscriptionMailKinds.renewed, reference: renewalReference(event as SubscriptionRenewed), subscriptionId: (event as SubscriptionRenewed).subscriptionId };
    case 'mindprint.subscription.v1.SubscriptionCanceled': {
      const { subscriptionId } = event as SubscriptionCanceled;
      return { kind: subscriptionMailKinds.canceled, reference: subscriptionId, subscriptionId };
    }
    default:
      return undefined;
  }
}

/**
 * Membership mails without their delivery — trial started, renewal receipt, cancellation: subscription lists
 * those events of the window, rebuilt from its records; the subscription-events consumer's handlers mail them.
 */
export function membershipMailRedrive(deps: { subscriptions: Pick<ClientOf<typeof SubscriptionService>, 'listMailedEvents'>; handlers: EventHandler[] }): RedriveSource {
  const handlerOf = new Map(deps.handlers.map((h) => [h.schema.typeName, h]));
  return {
    name: 'membership',
    async list({ from, before, limit }) {
      const { events } = await deps.subscriptions.listMailedEvents({ happenedFrom: from, happenedBefore: before, limit });
      return events.flatMap((mailed) => (mailed.event.value ? [{ at: mailed.happenedAt, event: mailed.event.value }] : []));
    },
    mailOf(event) {
      const key = sentMailKeyOf(event);
      const handler = handlerOf.get(event.$typeName);
      if (!key || !handler) return undefined;
      return {
        handler,
        kind: key.kind,
        reference: key.reference,
        topic: 'subscription.events.v1',
        key: key.subscriptionId,
        context: { kind: key.kind, subscriptionId: key.subscriptionId },
      };
    },
  };
}
