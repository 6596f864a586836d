/**
 * The absolute link to a shared result, as the result page builds it: the site's origin, the locale
 * prefix the router adds (`useHref('/')`: `/` without one, `/fr` or `/fr/` with one) and the server's
 * `sharePath`. A `sharePath` that is not a path of this site (`//host…`, `https:…`) is refused.
 */
export function absoluteShareUrl(origin: string, rootHref: string, sharePath: string): string {
  if (!sharePath.startsWith('/') || sharePath.startsWith('//') || sharePath.includes('\\')) {
    throw new Error('share path is not a path of this site');
  }
  const prefix = rootHref.replace(/\/+$/, '');
  return new URL(prefix + sharePath, origin).toString();
}
