import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Cloudflare Turnstile, speaking its two public surfaces so no test needs the internet:
 * - `GET /turnstile/v0/api.js`: the browser script (`window.turnstile.render/reset/remove/getResponse`); each widget is
 *   a frame from this server that issues a one-time token for the site key and posts it to the page, which keeps it in a
 *   hidden `cf-turnstile-response` input of the widget's container, as the real one does; a frame that sends no token
 *   within FRAME_LOAD_TIMEOUT_MS is reported to the page's `error-callback` with code 200500, as the real one does;
 * - `POST /turnstile/v0/siteverify` (JSON or form body `secret`, `response`, `remoteip`): `success` once per issued token,
 *   `timeout-or-duplicate` on reuse, `invalid-input-response` for unknown tokens, `invalid-input-secret` for another secret.
 * `outcome` turns every verification into a failure ('fail') or makes the API unreachable ('down': connections reset).
 */
export interface FakeTurnstile {
  baseUrl: string;
  siteKey: string;
  secretKey: string;
  outcome: 'pass' | 'fail' | 'down';
  /** A token as the widget would issue it, for calls made without a browser. */
  issueToken(): string;
  /** Every siteverify call, in order. */
  verifications: Array<{ token: string; remoteip: string | undefined; success: boolean }>;
  stop(): Promise<void>;
}

/** How long the fake widget waits for its frame's token before it reports the frame as failed to load. */
export const FRAME_LOAD_TIMEOUT_MS = 3_000;

const apiScript = `(() => {
  const script = document.currentScript;
  const origin = new URL(script.src).origin;
  const widgets = new Map();
  let next = 0;
  // As the real widget does when its frame cannot load (error 200500): the page's error-callback hears of it.
  const load = (id) => {
    const widget = widgets.get(id);
    widget.token = undefined;
    widget.input.value = '';
    clearTimeout(widget.frameTimer);
    widget.frameTimer = setTimeout(() => {
      if (widgets.get(id) === widget && !widget.token && widget.options['error-callback']) widget.options['error-callback']('200500');
    }, ${FRAME_LOAD_TIMEOUT_MS});
    widget.frame.src = origin + '/turnstile/v0/frame?sitekey=' + encodeURIComponent(widget.options.sitekey) + '&widget=' + id + '&n=' + Math.random();
  };
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || !event.data || typeof event.data.token !== 'string') return;
    const widget = widgets.get(event.data.widget);
    if (!widget) return;
    clearTimeout(widget.frameTimer);
    widget.token = event.data.token;
    widget.input.value = event.data.token;
    widget.options.callback && widget.options.callback(event.data.token);
  });
  window.turnstile = {
    render(container, options) {
      const element = typeof container === 'string' ? document.querySelector(container) : container;
      const id = 'fake-' + ++next;
      const frame = document.createElement('iframe');
      frame.title = 'Fake Turnstile';
      frame.style.cssText = 'width:300px;height:65px;border:0';
      // As the real widget does, the token is also kept in a hidden input of the container.
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'cf-turnstile-response';
      element.append(frame, input);
      widgets.set(id, { options, frame, input, token: undefined });
      load(id);
      return id;
    },
    reset(id) { if (widgets.has(id)) load(id); },
    remove(id) { const widget = widgets.get(id); if (widget) { clearTimeout(widget.frameTimer); widget.frame.remove(); widget.input.remove(); widgets.delete(id); } },
    getResponse(id) { return widgets.get(id) && widgets.get(id).token; },
  };
})();
`;

const frameHtml = (token: string, widget: string) =>
  `<!doctype html><meta charset="utf-8"><body style="margin:0;font:14px sans-serif">Verified (fake Turnstile)<script>parent.postMessage(${JSON.stringify({ token, widget })}, '*');</script></body>`;

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(text || '{}') as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startFakeTurnstile(keys: { siteKey?: string; secretKey?: string } = {}): Promise<FakeTurnstile> {
  const siteKey = keys.siteKey ?? `fake-site-${randomUUID().slice(0, 8)}`;
  const secretKey = keys.secretKey ?? `fake-secret-${randomUUID()}`;
  /** Issued tokens: false once spent. */
  const tokens = new Map<string, boolean>();
  const issueToken = () => {
    const token = `fake-turnstile-${randomUUID()}`;
    tokens.set(token, true);
    return token;
  };

  const fake: FakeTurnstile = {
    baseUrl: '',
    siteKey,
    secretKey,
    outcome: 'pass',
    issueToken,
    verifications: [],
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/turnstile/v0/api.js') return send(res, 200, 'text/javascript', apiScript);
    if (req.method === 'GET' && url.pathname === '/turnstile/v0/frame') {
      // A widget of another site key gets no token, as Turnstile refuses an unknown key.
      if (url.searchParams.get('sitekey') !== siteKey) return send(res, 400, 'text/html', 'unknown sitekey');
      return send(res, 200, 'text/html', frameHtml(issueToken(), url.searchParams.get('widget') ?? ''));
    }
    if (req.method === 'POST' && url.pathname === '/turnstile/v0/siteverify') {
      if (fake.outcome === 'down') return req.socket.destroy();
      void readBody(req).then((body) => {
        const token = body.response ?? '';
        const answer = (success: boolean, errorCodes: string[] = []) => {
          fake.verifications.push({ token, remoteip: body.remoteip, success });
          send(res, 200, 'application/json', JSON.stringify({ success, 'error-codes': errorCodes, ...(success ? { challenge_ts: new Date().toISOString(), hostname: 'localhost' } : {}) }));
        };
        if (body.secret !== secretKey) return answer(false, ['invalid-input-secret']);
        if (!token) return answer(false, ['missing-input-response']);
        const unspent = tokens.get(token);
        if (unspent === undefined || fake.outcome === 'fail') return answer(false, ['invalid-input-response']);
        if (!unspent) return answer(false, ['timeout-or-duplicate']);
        tokens.set(token, false);
        answer(true);
      });
      return;
    }
    send(res, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
