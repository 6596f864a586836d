import type { DescMessage } from '@bufbuild/protobuf';
import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';

/**
 * How long a public read may be kept, by browsers (`maxAge`), by CDNs and the gateway's response cache
 * (`sharedMaxAge`), and served stale while a fresh copy is fetched (`staleWhileRevalidate`). Seconds.
 */
export interface PublicReadPolicy {
  maxAge: number;
  sharedMaxAge: number;
  staleWhileRevalidate: number;
  /**
   * `everyone`: the same bytes for every caller of the URL (and `x-hl`). `visitors`: the same for callers without a
   * session; members see their own locks and scores, so their answers are private and bypass the cache.
   */
  audience: 'everyone' | 'visitors';
  /** Query parameters that make the answer about one visitor (an order's countdown): never cached with them. */
  personalQuery?: string[];
  /** The owner's events after which the data behind the answer has changed. */
  changedBy?: DescMessage[];
}

/** Texts and catalogue data: they change with a deploy of the owner's content files. */
const catalogue: PublicReadPolicy = { maxAge: 300, sharedMaxAge: 3_600, staleWhileRevalidate: 86_400, audience: 'everyone' };
/** Prices and ways to pay: a price change reaches visitors within minutes. */
const prices: PublicReadPolicy = { maxAge: 60, sharedMaxAge: 300, staleWhileRevalidate: 600, audience: 'everyone' };
/** Real counts (tests taken today, hot tests): fresh within half a minute, and re-read after each finished test. */
const statistics: PublicReadPolicy = { maxAge: 30, sharedMaxAge: 30, staleWhileRevalidate: 60, audience: 'everyone', changedBy: [ExamCompletedSchema] };
/** The user center's articles, courses and games: the same for every visitor; a member's locks are their own. */
const userCenter: PublicReadPolicy = { ...catalogue, audience: 'visitors' };

/**
 * Every public, visitor-independent GET of the base surface, by route path. Everything else the API answers is
 * `private, no-store`. POST reads (article and course lists) stay uncached: no CDN caches a POST.
 */
export const publicReads: Record<string, PublicReadPolicy> = {
  '/app/language/list/:examId': catalogue,
  '/app/v2/view': statistics,
  '/exam/question/list/:examId/:lang': catalogue,
  '/exam/category/list': catalogue,
  '/exam/info/:id': catalogue,
  '/exam/recommend/exam/list/:id': catalogue,
  '/exam/center/list': statistics,
  '/exam/order/country/list': catalogue,
  '/exam/sku/list/:examId/:country/:hl': { ...prices, personalQuery: ['orderNumber'] },
  '/exam/sku/info/:examId/:skuId/:country/:hl': prices,
  '/exam/sku/package/list/:code': prices,
  '/app/payment/list/:examId/:country': prices,
  '/secondPhase/plan/sku/list/:examId/:country': prices,
  '/app/protocol/list/:examId/:hl': catalogue,
  '/app/protocol/getPrivacyAndAgreement/:examId/:hl': catalogue,
  '/app/protocol/info/:id': catalogue,
  '/app/help/list/:examId/:hl': catalogue,
  '/app/help/info/:id': catalogue,
  '/article/infos/detail/:id': userCenter,
  '/course/sku/list/:country/:hl': prices,
  '/course/infos/homepage': userCenter,
  '/course/infos/detail/:id': userCenter,
  '/course/category/detail/:id': userCenter,
  '/exam/recommend/course/list/:id': userCenter,
  '/game/list': userCenter,
  '/game/detail/:code': userCenter,
};

/**
 * Writes through this gateway that change public reads, by route path: answered OK, they drop those reads at
 * once (the owner's events reach every other gateway a moment later), so a visitor never reads their own change
 * as missing. A rating changes the statistics without an event.
 */
export const publicReadsChangedBy: Record<string, string[]> = {
  '/exam/order/info': ['/app/v2/view', '/exam/center/list'],
  '/exam/order/info/rating': ['/app/v2/view'],
};

/** The `Cache-Control` value of a public answer. */
export const publicCacheControl = (policy: PublicReadPolicy) =>
  `public, max-age=${policy.maxAge}, s-maxage=${policy.sharedMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;

/** Personal answers (reports, orders, accounts) and anything not listed above. */
export const privateCacheControl = 'private, no-store';
