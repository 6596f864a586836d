import { randomUUID } from 'node:crypto';
import type { DescMessage } from '@bufbuild/protobuf';
import { type Bus, eventHeaders } from '@mindprint/platform/bus';
import type { Logger } from '@mindprint/platform/logger';
import { topicFor } from '@mindprint/platform/outbox';
import { PasswordChangedSchema, SessionsEndedSchema, UserContactChangedSchema, UserEmailVerifiedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import type { AccountReads } from './account-reads.js';
import type { VerifiedSessions } from './verified-sessions.js';

/**
 * The user service's events after which an account's verified sessions are wrong here: ended (signed out,
 * replaced, a password changed or reset) or answering an old address or verification state. Each is keyed by
 * the account's id.
 */
export const sessionChangingEvents: DescMessage[] = [SessionsEndedSchema, PasswordChangedSchema, UserEmailVerifiedSchema, UserContactChangedSchema];

/** What this gateway believes of its members: sessions verified a moment ago, and the reads it keeps for them. */
export interface Members {
  verifiedSessions: VerifiedSessions;
  accountReads: AccountReads;
}

/** An account's sessions ended or replaced: this gateway stops believing them and keeps none of its reads from before. */
export function forgetAccount(members: Members, userId: string): void {
  members.verifiedSessions.forgetUser(userId);
  members.accountReads.forgetUser(userId);
}

/**
 * Makes this gateway forget an account (`forgetAccount`) when the user service announces such a change made
 * anywhere (another gateway, a reset by e-mailed code). Every gateway must hear every event: its own group.
 */
export async function forgetSessionsOnAccountEvents(options: Members & { bus: Bus; log: Logger }): Promise<void> {
  const { bus } = options;
  const types = new Set(sessionChangingEvents.map((schema) => schema.typeName));
  const groupId = `gateway.verified-sessions.${randomUUID()}`;
  for (const topic of new Set(sessionChangingEvents.map(topicFor))) {
    await bus.subscribe({
      topic,
      groupId,
      handle: async (message) => {
        if (types.has(message.headers[eventHeaders.eventType] ?? '') && message.key) forgetAccount(options, message.key);
      },
    });
  }
}
