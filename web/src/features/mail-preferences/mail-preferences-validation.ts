/**
 * The unsubscribe form's e-mail check: empty and invalid both read 'Please enter a valid email address'
 * (the same rule as the report retrieval form; features don't share code).
 */
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/u;
const EMAIL_MAX = 254;

/** The address as sent: trimmed. */
export function normalizeEmail(value: string): string {
  return value.trim();
}

export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  return email.length > 0 && email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}
