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

/**
 * Makes this gateway forget an account's verified sessions, and the reads it keeps for the account, when the
 * user service announces such a change made anywhere (another gateway, a reset by e-mailed code). Every gateway must hear every event: its own group.
 */
export async function forgetSessionsOnAccountEvents(options: { bus: Bus; verifiedSessions: VerifiedSessions; accountReads: AccountReads; log: Logger }): Promise<void> {
  const { bus, verifiedSessions, accountReads } = options;
  const types = new Set(sessionChangingEvents.map((schema) => schema.typeName));
  const groupId = `gateway.verified-sessions.${randomUUID()}`;
  for (const topic of new Set(sessionChangingEvents.map(topicFor))) {
    await bus.subscribe({
      topic,
      groupId,
      handle: async (message) => {
        if (!types.has(message.headers[eventHeaders.eventType] ?? '') || !message.key) return;
        verifiedSessions.forgetUser(message.key);
        accountReads.forgetUser(message.key);
      },
    });
  }
}
