import { isIPv4, isIPv6 } from 'node:net';

/**
 * The bucket a client address counts in for rate limits: an IPv4 address itself, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64 and could otherwise rotate through it), "unknown" when absent.
 */
export function clientBucket(address: string): string {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped) return mapped[1]!;
  if (isIPv4(value)) return value;
  if (isIPv6(value)) return `${expandIPv6(value).slice(0, 4).join(':')}::/64`;
  return 'unknown';
}

function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0]!;
  const [head = '', tail] = withoutZone.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups.
  const groups = (parts: string[]) =>
    parts.flatMap((p) => {
      if (!p.includes('.')) return [p];
      const [a, b, c, d] = p.split('.').map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const h = groups(headParts);
  const t = groups(tailParts);
  const zeros = tail === undefined ? [] : Array(8 - h.length - t.length).fill('0');
  return [...h, ...zeros, ...t].map((g) => g.replace(/^0+(?=.)/, '') || '0');
}
