import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for the tag providers' hosts (no internet in tests): serves small scripts at the paths the tag
 * loader asks for, under one prefix per provider (the `TAG_*_SCRIPT_BASE` of the product), and records every
 * request. Its Meta Pixel script does what the real one does with the page's queue: it replays it and takes later
 * calls, sending each `track` to `/m/tr` with the event's name, value, currency and event id.
 */
export interface FakeTagHost {
  origin: string;
  /** Every request, as `METHOD path?query`, in arrival order. */
  requests: string[];
  /** The Meta Pixel `track` hits received: name, value, currency, event id. */
  metaHits(): Array<{ event: string; value: string; currency: string; eventId: string }>;
  /** The product's variables that point every tag here. */
  productVars(): Record<string, string>;
  close(): Promise<void>;
}

const loaded = (name: string) => `window.__fakeTags = (window.__fakeTags || []).concat(${JSON.stringify(name)});`;

const metaPixel = `${loaded('meta')}
(function () {
  var base = document.currentScript.src.replace(/\\/en_US\\/fbevents\\.js.*$/, '');
  var fbq = window.fbq;
  function send(args) {
    var a = Array.prototype.slice.call(args);
    if (a[0] !== 'track') return;
    var params = a[2] || {};
    var options = a[3] || {};
    var query = new URLSearchParams({ ev: a[1], value: String(params.value || ''), currency: params.currency || '', eid: options.eventID || '' });
    fetch(base + '/tr?' + query.toString(), { mode: 'no-cors', keepalive: true });
  }
  var queued = fbq.queue || [];
  fbq.queue = [];
  fbq.callMethod = function () { send(arguments); };
  queued.forEach(send);
  window.__fakeMetaReady = true;
})();`;

const scripts: Record<string, string> = {
  '/g/gtm.js': loaded('gtm'),
  '/g/gtag/js': loaded('gtag'),
  '/m/en_US/fbevents.js': metaPixel,
  '/t/i18n/pixel/events.js': loaded('tiktok'),
};

export async function startFakeTagHost(): Promise<FakeTagHost> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const script = scripts[url.pathname] ?? (url.pathname.startsWith('/c/tag/') ? loaded('clarity') : undefined);
    if (script !== undefined) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(script);
      return;
    }
    res.writeHead(url.pathname === '/m/tr' ? 204 : 404, { 'access-control-allow-origin': '*' });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    requests,
    metaHits: () =>
      requests
        .filter((line) => line.startsWith('GET /m/tr?'))
        .map((line) => new URLSearchParams(line.slice(line.indexOf('?') + 1)))
        .map((query) => ({ event: query.get('ev') ?? '', value: query.get('value') ?? '', currency: query.get('currency') ?? '', eventId: query.get('eid') ?? '' })),
    productVars: () => ({
      TAG_GTM_ID: 'GTM-FAKE123',
      TAG_GA4_ID: 'G-FAKE12345',
      TAG_GOOGLE_ADS_ID: 'AW-123456789',
      TAG_GOOGLE_ADS_LABEL_PURCHASE: 'FakePurchase_1',
      TAG_META_PIXEL_ID: '1234567890123',
      TAG_TIKTOK_PIXEL_ID: 'CFAKE12345678',
      TAG_CLARITY_ID: 'fakeclar1',
      TAG_GOOGLE_SCRIPT_BASE: `${origin}/g`,
      TAG_META_SCRIPT_BASE: `${origin}/m`,
      TAG_TIKTOK_SCRIPT_BASE: `${origin}/t`,
      TAG_CLARITY_SCRIPT_BASE: `${origin}/c`,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
