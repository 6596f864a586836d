import { createHash } from 'node:crypto';

/**
 * The domain of the sender address (`Mindprint <no-reply@mindprint.example>` → `mindprint.example`), the right
 * side of every Message-ID; undefined when the text holds no address with a domain.
 */
export function senderDomain(from: string): string | undefined {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return /^[^\s@]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)$/.exec(address)?.[1]?.toLowerCase();
}

/**
 * The Message-ID of the one mail of `kind` about `reference` (an order, a subscription, one request): the same
 * every time that mail is handed over, so a resend after a crash is the same message to the receiver, whose
 * mailbox shows it once. A mail asked for again (a new retrieval request, a new code) has a new reference and
 * so a new id. The reference is hashed: the header carries no personal data and only characters RFC 5322 allows.
 */
export function mailMessageId(kind: string, reference: string, domain: string): string {
  const digest = createHash('sha256').update(`${kind}\n${reference}`).digest('base64url').slice(0, 27);
  return `<${kind}.${digest}@${domain}>`;
}
