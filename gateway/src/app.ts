import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type Logger, requestLineWriter } from '@mindprint/platform/logger';
import { requestContextFrom, runWithRequestContext } from '@mindprint/platform/request-context';
import { MemoryCache, type Cache } from '@mindprint/platform/cache';
import { type AccountReads, localAccountReads } from './auth/account-reads.js';
import { originAllowed, sessionMiddleware } from './auth/session-middleware.js';
import type { Members } from './auth/session-revocation.js';
import { VerifiedSessions, verifiedSessionLimits } from './auth/verified-sessions.js';
import { ExamNames } from './exam-names.js';
import { BOT_CHECK_TOKEN_HEADER, botCheckCspSources, botCheckWidget, botChecker, type BotChecker } from './bot-check.js';
import { securityHeaders, setSecurityHeaders, stripeSources } from './content-security-policy.js';
import { edgeLimiter, type EdgeLimiter, refuseCrossSiteGet } from './edge-limits.js';
import type { GatewayConfig } from './config.js';
import { devMailbox } from './dev-mailbox.js';
import { envelopeErrors, sendFailure, sendOk, unknownRoute } from './envelope.js';
import { checkServices, Readiness } from './health.js';
import type { LoadMetrics } from './load-metrics.js';
import { memoryAnswers } from './memory-answers.js';
import { accountReadHandler, accountReadPolicies, personalReadHandler, personalReads } from './personal-reads.js';
import { publicReadHandler, type ServedPublicRead } from './public-read-handler.js';
import { privateCacheControl, publicReads, publicReadsChangedBy } from './public-reads.js';
import { RecentKeys, ResponseCache, SettledAnswerCache } from './response-cache.js';
import { oneClickDailyReminderStop } from './routes/daily-reminder-routes.js';
import { oneClickUnsubscribe } from './routes/mail-routes.js';
import { paymentWebhook } from './routes/payment-routes.js';
import { reportPdfDownload } from './routes/report-routes.js';
import { courseFileDownload } from './routes/user-center-routes.js';
import type { Route, Surface } from './routes/route.js';
import { profileUpdateBodyParser, userAvatarImage } from './routes/user-routes.js';
import { outsideTheTable, servedRoutes, surfaceDocument } from './route-table.js';
import type { ServiceClients } from './service-clients.js';
import { checkAnswer, parseInput, refuseNulInPath } from './validation.js';
import { pageTagConfig, tagSources } from './tag-settings.js';
import { serveWebApp } from './web-app.js';

const header = (req: IncomingMessage) => (key: string) => {
  const value = req.headers[key];
  return Array.isArray(value) ? value[0] : value;
};

/** What every route runs with: the edge limits, the origins allowed to trigger a mail-sending GET, the bot check, and whether answers are checked. */
type RouteSettings = { limit: EdgeLimiter; trustedOrigins: string[]; botCheck: BotChecker; checkAnswers: boolean; examNames: ExamNames };

/** Runs one route (after its edge limit) inside the visitor's request context (the server span of traceHttpRequests continues the caller's trace). */
function runRoute(route: Route, clients: ServiceClients, edge: RouteSettings, req: Request, res: Response): Promise<unknown> {
  const read = header(req);
  const context = { ...requestContextFrom(read), requestId: res.locals.requestId as string };
  const limited = async () => {
    // Bad input is refused before it counts against a limit.
    const params = route.params ? parseInput(route.params, req.params, 'path') : (req.params as Record<string, string>);
    const query = parseInput(route.query, req.query, 'query');
    const body = parseInput(route.body, req.body, 'body');
    if (route.edgeLimit) {
      if (route.method === 'get') refuseCrossSiteGet(req, (r) => originAllowed(r, edge.trustedOrigins));
      const fields = (route.method === 'get' ? query : body) as { email?: unknown } | undefined;
      const address = typeof fields?.email === 'string' ? fields.email : undefined;
      await edge.limit(route.edgeLimit, { clientIp: req.ip ?? req.socket.remoteAddress ?? '', address, hl: context.hl });
    }
    // After the limits, which also bound how often one client makes us ask the provider.
    if (route.botCheck) {
      await edge.botCheck({ fields: route.method === 'get' ? req.query : req.body, token: read(BOT_CHECK_TOKEN_HEADER), clientIp: req.ip ?? req.socket.remoteAddress ?? '' });
    }
    return { params, query, body };
  };
  return limited().then(({ params, query, body }) =>
    runWithRequestContext(context, async () => {
      const answer = await route.handle({ params, query, body, clients, examNames: edge.examNames });
      if (edge.checkAnswers) checkAnswer(route, answer);
      return answer;
    }),
  );
}

/**
 * Compresses answers worth it. Applied per route, not to every request: the cached reads below carry their own gzip
 * form, and wrapping each of their responses was a measurable part of the hot read's CPU.
 */
const compress = compression();

/** The answers kept in this gateway's memory, and which keys Express answered with them (for memory-answers.ts). */
interface KeptAnswers {
  responseCache: ResponseCache;
  servedPublic: RecentKeys<ServedPublicRead>;
  settled: SettledAnswerCache;
  servedSettled: RecentKeys<string>;
}

/** Keys remembered for the fast path, per kind: a visitor-chosen query string costs one entry at most. */
const servedKeysKept = 20_000;

/**
 * Public reads (public-reads.ts) go through the response cache, settled personal reads and a member's own reads
 * (personal-reads.ts) through this gateway's memory; everything else is asked of the owner each time.
 */
function routeHandlers(route: Route, clients: ServiceClients, edge: RouteSettings, kept: KeptAnswers): RequestHandler[] {
  const { responseCache } = kept;
  const produce = (req: Request, res: Response) => runRoute(route, clients, edge, req, res);
  const policy = route.method === 'get' ? publicReads[route.path] : undefined;
  if (policy) return [publicReadHandler({ route: route.path, policy, cache: responseCache, served: kept.servedPublic, produce, compress })];
  const personalPolicy = route.method === 'get' ? personalReads[route.path] : undefined;
  if (personalPolicy) return [personalReadHandler({ route: route.path, policy: personalPolicy, cache: kept.settled, served: kept.servedSettled, produce })];
  const accountPolicy = route.method === 'get' ? accountReadPolicies[route.path] : undefined;
  if (accountPolicy) return [accountReadHandler({ route: route.path, policy: accountPolicy, produce })];
  const changedReads = route.method === 'post' ? publicReadsChangedBy[route.path] : undefined;
  return [
    compress,
    async (req: Request, res: Response) => {
      const answer = await produce(req, res);
      if (changedReads) await responseCache.invalidate(changedReads);
      sendOk(res, answer);
    },
  ];
}

/** Every method and path a surface serves: the route table plus the calls outside it (files, webhooks, the document). */
function servedCalls(surface: Surface, routes: Route[]): Array<{ method: 'get' | 'post'; path: string }> {
  return [...routes, ...outsideTheTable[surface], { method: 'get', path: '/openapi.json' }];
}

/** A served path asked with another method: 405 with the methods it takes in `Allow` (not a 404), before any body is read. */
function methodNotAllowed(calls: Array<{ method: 'get' | 'post'; path: string }>) {
  const httpMethods = (method: 'get' | 'post') => (method === 'get' ? ['GET', 'HEAD'] : ['POST']);
  // Runs on every request: paths of their own are one map lookup, the others one expression per method.
  const literal = new Map<string, Set<string>>();
  const patterns = new Map<'get' | 'post', string[]>();
  for (const call of calls) {
    if (call.path.includes(':')) patterns.set(call.method, [...(patterns.get(call.method) ?? []), call.path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')]);
    else literal.set(call.path, new Set([...(literal.get(call.path) ?? []), ...httpMethods(call.method)]));
  }
  const parameterised = [...patterns].map(([method, sources]) => ({ methods: httpMethods(method), pattern: new RegExp(`^(?:${sources.join('|')})/?$`) }));
  return (req: Request, res: Response, next: NextFunction) => {
    // A path of its own (/exam/order/info/free) is not also the parameter of a wider one (/exam/order/info/:orderNumber).
    const own = literal.get(req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path);
    const methods = own ?? new Set(parameterised.filter((p) => p.pattern.test(req.path)).flatMap((p) => p.methods));
    if (methods.size === 0 || methods.has(req.method)) return next();
    res.setHeader('allow', [...methods].join(', '));
    res.setHeader('cache-control', privateCacheControl);
    sendFailure(res, 405, `${req.method} is not allowed here; use ${[...methods].join(' or ')}`, 'METHOD_NOT_ALLOWED');
  };
}

function surfaceRouter(
  surface: Surface,
  prefix: string,
  config: GatewayConfig,
  clients: ServiceClients,
  log: Logger,
  limit: EdgeLimiter,
  botCheck: BotChecker,
  kept: KeptAnswers,
  members: Members,
  examNames: ExamNames,
) {
  const router = express.Router();
  const routes = servedRoutes(config.sandboxPages).filter((r) => r.surfaces.includes(surface));
  router.use(methodNotAllowed(servedCalls(surface, routes)));
  // Accounts: the avatar upload needs a larger body than the surface's limit.
  if (surface === 'base') router.post('/user/update', profileUpdateBodyParser());
  // Provider webhooks: the raw body (signatures are over its bytes), no session or CSRF (the signature is the proof).
  if (surface === 'pay') router.post('/webhooks/:provider', express.raw({ type: () => true, limit: '512kb' }), paymentWebhook(clients));
  // One-click unsubscribe from mail clients (RFC 8058): a form body, so also before the JSON parser.
  if (surface === 'pay') router.post('/mail/unsubscribe/one-click', ...oneClickUnsubscribe(clients));
  if (surface === 'pay') router.post('/mail/daily-reminder/one-click', ...oneClickDailyReminderStop(clients));
  const json = express.json({ limit: config.bodyLimit, strict: true, type: () => true });
  // GET and HEAD carry no body here: the hot public reads skip the parser.
  router.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next)));
  router.use(refuseNulInPath);
  // Accounts: strip any client-sent x-uid, resolve the session (cookie or bearer), CSRF and origin checks.
  router.use(sessionMiddleware({ clients, ...members, cookies: { secure: config.session.cookieSecure }, trustedOrigins: config.session.trustedOrigins, log }));
  // Personal unless the route is a public read (public-reads.ts), which says so itself.
  router.use((_req, res, next) => {
    res.setHeader('cache-control', privateCacheControl);
    next();
  });
  if (surface === 'base') router.get('/user/avatar/:userId', userAvatarImage(clients));
  // The report PDF is a file, not an envelope, so it sits outside the route table (gateway/docs/checkout-calls.md).
  if (surface === 'base') router.post('/exam/order/file/down/info', reportPdfDownload(clients));
  if (surface === 'base') router.get('/course/file/:courseId/:attachmentId', courseFileDownload(clients));
  const document = surfaceDocument(surface, prefix, config.sandboxPages);
  router.get('/openapi.json', compress, (_req, res) => res.json(document));
  const edge = { limit, trustedOrigins: config.session.trustedOrigins, botCheck, checkAnswers: config.checkAnswers, examNames };
  for (const route of routes) router[route.method](route.path, ...routeHandlers(route, clients, edge, kept));
  router.use(unknownRoute);
  return router;
}

/** The gateway's Express app. */
export function createGatewayApp(options: GatewayOptions) {
  return createGateway(options).app;
}

type GatewayOptions = {
  config: GatewayConfig;
  clients: ServiceClients;
  log: Logger;
  readiness?: Readiness;
  cache?: Cache;
  loadMetrics?: LoadMetrics;
  responseCache?: ResponseCache;
  verifiedSessions?: VerifiedSessions;
  /** The members' own reads kept by this gateway (account-reads.ts); its own memory when not given. */
  accountReads?: AccountReads;
};

/**
 * The gateway's Express app, and what answers before it (memory-answers.ts): the server calls
 * `answerFromMemory` first and hands the request to the app when it did not answer.
 */
export function createGateway(options: GatewayOptions): {
  app: express.Express;
  answerFromMemory: (req: IncomingMessage, res: ServerResponse) => boolean;
} {
  const { config, clients, log, readiness = new Readiness(), loadMetrics, responseCache = new ResponseCache(undefined, log) } = options;
  const verifiedSessions = options.verifiedSessions ?? new VerifiedSessions(verifiedSessionLimits);
  const accountReads = options.accountReads ?? localAccountReads();
  const examNames = new ExamNames(clients.exam);
  const limit = edgeLimiter(options.cache ?? new MemoryCache(), config.edgeLimits);
  const botCheck = botChecker(config.botCheck, log);
  const app = express();
  app.disable('x-powered-by');
  // Personal answers are never stored, so hashing each one for an ETag is waste; public reads carry their own.
  app.set('etag', false);
  // Only the listed proxies may say who the client is (X-Forwarded-For); everyone else is their socket address.
  app.set('trust proxy', config.trustedProxies.length > 0 ? config.trustedProxies : false);
  const turnstile = botCheckCspSources(config.botCheck);
  const security = securityHeaders([stripeSources, { scriptSrc: turnstile, frameSrc: turnstile }, ...tagSources(config.tags)]);
  app.use(setSecurityHeaders(security));

  const writeRequestLine = requestLineWriter(log);
  /** The request id (the caller's when well-formed), the request line when the answer is sent, the load count. */
  const startRequest = (req: IncomingMessage, res: ServerResponse, path: string): string => {
    const incoming = header(req)('x-request-id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    // The level is read per request (it can change at run time); a dropped line costs no masking or listener.
    if (log.isLevelEnabled('info')) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        writeRequestLine({ requestId, logId: header(req)('x-log-id'), method: req.method ?? '', path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
      });
    }
    loadMetrics?.track(path, res);
    return requestId;
  };
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.requestId = startRequest(req, res, req.path);
    next();
  });

  app.get('/healthz', async (_req, res) => {
    const { allServing, services } = await checkServices(clients);
    res.json({ status: allServing ? 'ok' : 'degraded', surfaces: config.surfaces, services });
  });
  // Ready while it can serve its own surfaces; the services' state is /healthz's business (see Readiness).
  app.get('/readyz', (_req, res) => {
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? 'ready' : 'draining', surfaces: config.surfaces });
  });

  const kept: KeptAnswers = {
    responseCache,
    servedPublic: new RecentKeys(servedKeysKept),
    settled: new SettledAnswerCache(),
    servedSettled: new RecentKeys(servedKeysKept),
  };
  for (const surface of config.surfaces) {
    app.use(config.prefixes[surface], surfaceRouter(surface, config.prefixes[surface], config, clients, log, limit, botCheck, kept, { verifiedSessions, accountReads }, examNames));
  }
  // Pages and scripts go out gzip-compressed (the API surfaces compress per route, above).
  app.use(compress);
  if (config.devMailbox) app.get('/dev/mailbox', devMailbox(clients));

  if (config.webDistDir && existsSync(join(config.webDistDir, 'index.html'))) {
    serveWebApp(app, config.webDistDir, { tags: pageTagConfig(config.tags), botCheck: botCheckWidget(config.botCheck) }, { clients, cache: responseCache, log });
  }

  app.use(unknownRoute);
  app.use(envelopeErrors(log));
  const answerFromMemory = memoryAnswers({
    securityHeaders: security,
    beginRequest: startRequest,
    publicReads: { cache: responseCache, served: kept.servedPublic },
    personalReads: { cache: kept.settled, served: kept.servedSettled },
    accountReads: { sessions: verifiedSessions, reads: accountReads, express: app },
  });
  return { app, answerFromMemory };
}
