import { DomainError, envelopeResultFor } from '@mindprint/platform/errors';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from '@mindprint/platform/logger';
import { ZodError } from 'zod';
import { invalidInput } from './validation.js';

/** The body of every API answer: result 200 with data, or a failure code with a human message. */
export interface Envelope<T = unknown> {
  result: number;
  message: string;
  data: T | null;
  reason?: string;
}

/** A success envelope's JSON, for answers kept as bytes (response cache, settled and account reads). */
export const okEnvelopeJson = (data: unknown) => JSON.stringify({ result: 200, message: 'ok', data } satisfies Envelope);

export function sendOk(res: Response, data: unknown) {
  res.status(200).json({ result: 200, message: 'ok', data } satisfies Envelope);
}

export function sendFailure(res: Response, result: number, message: string, reason: string) {
  res.status(result).json({ result, message, data: null, reason } satisfies Envelope);
}

export const unknownRoute: RequestHandler = (req, res) =>
  sendFailure(res, 404, `No API route ${req.method} ${req.originalUrl.split('?')[0]}`, 'ROUTE_NOT_FOUND');

/** Maps every failure to the envelope: domain errors keep their reason, body-parser errors become 400/413. */
export function envelopeErrors(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof ZodError) error = invalidInput(error, 'request');
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(Math.ceil(error.retryAfterSeconds)));
      sendFailure(res, envelopeResultFor(error.kind), error.message, error.reason);
      return;
    }
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') return sendFailure(res, 400, 'The request body is not valid JSON', 'MALFORMED_JSON');
    if (type === 'entity.too.large') return sendFailure(res, 413, 'The request body is too large', 'BODY_TOO_LARGE');
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return sendFailure(res, 415, 'Unsupported request encoding', 'UNSUPPORTED_ENCODING');
    }
    // A path parameter that is not valid percent-encoding (Express cannot decode it).
    if (error instanceof URIError || ((error as { status?: number }).status === 400 && !type)) {
      return sendFailure(res, 400, 'The request path is not valid', 'MALFORMED_PATH');
    }
    log.error({ err: error, method: req.method, path: req.path }, 'unhandled gateway error');
    sendFailure(res, 500, 'Something went wrong on our side; please try again', 'INTERNAL');
  };
}
