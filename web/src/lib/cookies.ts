export interface CookieOptions {
  maxAgeDays?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

/** A `document.cookie` assignment string, e.g. `i18n_redirected=EN; Max-Age=31536000; Path=/; SameSite=Lax`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  if (options.maxAgeDays !== undefined) parts.push(`Max-Age=${Math.round(options.maxAgeDays * DAY_SECONDS)}`);
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return part.slice(eq + 1).trim();
    }
  }
  return null;
}
