import type { Cache } from '@mindprint/platform/cache';
import { DomainError } from '@mindprint/platform/errors';
import { enforceLimit, limitKeyPart } from '@mindprint/platform/rate-limit';
import type { Request } from 'express';

/** Calls limited at the edge: those that send mail (to the given address) and those that start a payment. */
export type EdgeLimitKind = 'mail' | 'money';

export interface EdgeLimitSettings {
  perAddressPerHour: number;
  perClientPerHour: number;
}

export type EdgeLimits = Record<EdgeLimitKind, EdgeLimitSettings>;

const windowSeconds = 3600;

/** The refusal in the visitor's language (the spec's `hl` header), English otherwise. */
const tooManyRequests: Record<string, (minutes: number) => string> = {
  EN: (n) => `Too many requests. Please try again in ${n} min.`,
  CN: (n) => `请求过于频繁，请在 ${n} 分钟后重试。`,
  HK: (n) => `請求過於頻繁，請在 ${n} 分鐘後重試。`,
  FR: (n) => `Trop de demandes. Veuillez réessayer dans ${n} min.`,
  ES: (n) => `Demasiadas solicitudes. Inténtelo de nuevo en ${n} min.`,
  JA: (n) => `リクエストが多すぎます。${n} 分後にもう一度お試しください。`,
  DE: (n) => `Zu viele Anfragen. Bitte versuchen Sie es in ${n} Min. erneut.`,
  PT: (n) => `Demasiados pedidos. Tente novamente dentro de ${n} min.`,
  KR: (n) => `요청이 너무 많습니다. ${n}분 후에 다시 시도해 주세요.`,
};

export function tooManyRequestsMessage(hl: string | undefined, minutes: number): string {
  return (tooManyRequests[(hl ?? '').toUpperCase()] ?? tooManyRequests.EN!)(minutes);
}

/**
 * Counts a mail or money call per client address and per e-mail address (hashed keys, one-hour windows) in the
 * gateway's cache — Redis when REDIS_URL is set, so every replica shares the counts. A refusal is a 429 with
 * Retry-After, before any service is called.
 */
export function edgeLimiter(cache: Cache, limits: EdgeLimits) {
  return async (kind: EdgeLimitKind, call: { clientIp: string; address?: string; hl?: string }) => {
    const refusal = { reason: 'TOO_MANY_REQUESTS', message: tooManyRequestsMessage(call.hl, windowSeconds / 60) };
    const address = call.address?.trim();
    // Counted together: Redis gets both in one round trip (node-redis pipelines what one tick sends), not two on every write.
    await Promise.all([
      enforceLimit(cache, `edge:${kind}:client:${limitKeyPart(call.clientIp)}`, { max: limits[kind].perClientPerHour, windowSeconds }, refusal),
      ...(address ? [enforceLimit(cache, `edge:${kind}:address:${limitKeyPart(address)}`, { max: limits[kind].perAddressPerHour, windowSeconds }, refusal)] : []),
    ]);
  };
}

export type EdgeLimiter = ReturnType<typeof edgeLimiter>;

/**
 * A GET that sends mail must not be triggered by another site (an image tag, a link): browsers say where a
 * request comes from in Sec-Fetch-Site, and a page of another origin is refused unless it is a trusted one.
 */
export function refuseCrossSiteGet(req: Request, originAllowed: (req: Request) => boolean) {
  const site = req.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') {
    if (!req.headers.origin || !originAllowed(req)) {
      throw new DomainError('CROSS_ORIGIN_REQUEST', 'Requests from other sites are not accepted', 'PERMISSION_DENIED');
    }
  }
}
