/** E-mail addresses as every service accepts them: trimmed, lower-cased, one @, a dotted domain. */
const emailPattern = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** Undefined when the value is not an address we can send to. */
export function normalizeEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && emailPattern.test(email) ? email : undefined;
}

/** `ann@example.com` → `a***@example.com`, for showing which address an order belongs to. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
