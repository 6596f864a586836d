import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { okEnvelopeJson } from './envelope.js';
import { currentAuth } from './auth/request-auth.js';
import { answerVariant, type CachedAnswer, personalAnswer, type RecentKeys, sendAnswer, type SettledAnswerCache } from './response-cache.js';
import type { memberOrdersData } from './routes/order-routes.js';
import type { examOrderReportData } from './routes/report-data.js';

type ExamOrderReport = z.infer<typeof examOrderReportData>;

/**
 * A personal GET whose answer stops changing once settled, so this gateway may keep it briefly in memory. It
 * stays `private, no-store` on the wire (set for every personal answer): the keeping is the gateway's alone.
 */
export interface PersonalReadPolicy {
  /** How long a settled answer is kept: the real counts inside it (type statistics) are at most this old. */
  ttlSeconds: number;
  /** Whether the answer's data can no longer change but for those counts. */
  settled(data: unknown): boolean;
}

/**
 * Whether a report's comparison with other results is past its "not enough results yet" state (the matrices
 * percentile, the 16 types' population share). Reaching enough results is a change the reader should see at once;
 * after that the figures drift slowly and the TTL bounds how old they are.
 */
function hasEnoughResults(report: ExamOrderReport['report']): boolean {
  if (report.kind === 'matrices') return report.comparison?.enoughResults !== false;
  if (report.kind === 'type') return !report.basic || report.basic.populationRatio >= 0;
  return true;
}

/**
 * A paid report: its order's answers, type and name are fixed and a purchase is never undone, so only the
 * statistics move. The language comes from `x-hl` (the cache key has it); no session or cookie changes it.
 */
const paidReport: PersonalReadPolicy = {
  ttlSeconds: 60,
  settled: (data) => {
    const answer = data as ExamOrderReport;
    return answer.paid === true && hasEnoughResults(answer.report);
  },
};

/** By route path. */
export const personalReads: Record<string, PersonalReadPolicy> = {
  '/exam/order/report/:id': paidReport,
  '/exam/order/mbti/:id': paidReport,
};

/**
 * A signed-in member's own GET (user center, my reports), kept briefly per account by this gateway
 * (account-reads.ts): found by the verified session's account only, and `private, no-store` on the wire.
 */
export interface AccountReadPolicy {
  /** Whether the answer can only change by a write of the member's or an announced event (else it is not kept). */
  keepable(data: unknown): boolean;
}

/** By route path. */
export const accountReadPolicies: Record<string, AccountReadPolicy> = {
  '/user/center/data': { keepable: () => true },
  // A payment settling later is not a write of the member's: a list with an unpaid order is always asked for.
  '/user/order/list/:id': { keepable: (data) => (data as z.infer<typeof memberOrdersData>).orders.every((o) => o.status === 'paid') },
};

/** A member's kept read: its envelope's bytes (serialised once), and its route as the server span names it. */
export interface KeptAccountRead {
  answer: CachedAnswer;
  httpRoute: string;
  keepable: boolean;
}

/**
 * Serves a member's own read from this gateway's memory (account-reads.ts) while kept, else from the owner. The
 * read is named by the URL as asked (the route, its parameters, the API prefix) and the language it is written
 * in, within the verified session's account; the fast path (memory-answers.ts) finds it by the same name.
 */
export function accountReadHandler(options: { route: string; policy: AccountReadPolicy; produce: (req: Request, res: Response) => Promise<unknown> }): RequestHandler {
  const { route, policy, produce } = options;
  return async (req, res) => {
    const read = await currentAuth().ownRead<KeptAccountRead>(
      settledReadKey(req.originalUrl, req.headers),
      async () => {
        const data = await produce(req, res);
        return { answer: personalAnswer(okEnvelopeJson(data)), httpRoute: `${req.baseUrl}${route}`, keepable: policy.keepable(data) };
      },
      (kept) => kept.keepable,
    );
    sendPersonalAnswer(req, res, read.answer);
  };
}

/** The key of a settled answer (and of a member's read): the URL as asked and the language it is written in. */
export const settledReadKey = (url: string, headers: IncomingHttpHeaders) => `${url}|${headers['x-hl'] ?? ''}`;

/** Sends a personal answer's bytes; the same calls whether Express or the fast path (memory-answers.ts) answers. */
export function sendPersonalAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  res.setHeader('vary', 'x-hl, accept-encoding');
  sendAnswer(res, answer, answerVariant(req, answer));
}

/**
 * Serves a personal read from this gateway's memory once settled; the same bytes (gzip when that pays and is
 * accepted). `served` remembers each key's route as the server span names it, for the fast path.
 */
export function personalReadHandler(options: {
  route: string;
  policy: PersonalReadPolicy;
  cache: SettledAnswerCache;
  served: RecentKeys<string>;
  produce: (req: Request, res: Response) => Promise<unknown>;
}): RequestHandler {
  const { route, policy, cache, served, produce } = options;
  return async (req, res) => {
    const key = settledReadKey(req.originalUrl, req.headers);
    const answer = await cache.get(key, policy.ttlSeconds, async () => {
      const data = await produce(req, res);
      return { body: okEnvelopeJson(data), settled: policy.settled(data) };
    });
    served.set(key, `${req.baseUrl}${route}`);
    sendPersonalAnswer(req, res, answer);
  };
}
