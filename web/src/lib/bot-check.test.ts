import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig } from '../config/runtime-config';
import { ApiError } from './api-client';
import { botCheckRefusal, botProofFields, botProofHeaders, loadTurnstile, type TurnstileApi } from './bot-check';

describe('bot check in the web app', () => {
  it('reads the widget from the page’s runtime config, and anything malformed as off', () => {
    const widget = { provider: 'turnstile', siteKey: '0x4AAAAAAA-key_1', scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit' };
    expect(parseRuntimeConfig(JSON.stringify({ botCheck: widget })).botCheck).toEqual(widget);
    for (const bad of [null, {}, { ...widget, provider: 'hcaptcha' }, { ...widget, siteKey: '<script>' }, { ...widget, scriptUrl: 'javascript:alert(1)' }]) {
      expect(parseRuntimeConfig(JSON.stringify({ botCheck: bad })).botCheck).toBeNull();
    }
    expect(parseRuntimeConfig(null).botCheck).toBeNull();
  });

  it('sends the token as a header and the honeypot only when something filled it in', () => {
    expect(botProofHeaders({ token: 'tok', honeypot: '' })).toEqual({ 'x-bot-check-token': 'tok' });
    expect(botProofHeaders({ honeypot: '' })).toEqual({});
    expect(botProofFields({ honeypot: '' })).toEqual({});
    expect(botProofFields({ honeypot: 'http://spam.example' })).toEqual({ website: 'http://spam.example' });
  });

  it('tells the gateway’s refusals from other failures', () => {
    const refusal = (reason: string, result: number) => new ApiError({ result, message: 'x', reason, status: result });
    expect(botCheckRefusal(refusal('BOT_CHECK_FAILED', 403))).toBe('failed');
    expect(botCheckRefusal(refusal('BOT_CHECK_UNAVAILABLE', 503))).toBe('unavailable');
    expect(botCheckRefusal(refusal('TOO_MANY_REQUESTS', 429))).toBeNull();
    expect(botCheckRefusal(new Error('offline'))).toBeNull();
  });
});

interface FakeScript {
  src: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  removed: boolean;
  remove(): void;
}

/** Just enough of a page for the script loader: the scripts it adds to the head, and the window Turnstile sets. */
function fakePage() {
  const scripts: FakeScript[] = [];
  const win: { turnstile?: TurnstileApi } = {};
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    createElement: (): FakeScript => ({
      src: '',
      onload: null,
      onerror: null,
      removed: false,
      remove() {
        this.removed = true;
      },
    }),
    head: { appendChild: (script: FakeScript) => scripts.push(script) },
  });
  return { scripts, win };
}

const turnstileApi: TurnstileApi = { render: () => 'w1', reset: () => undefined, remove: () => undefined };

describe('loading Turnstile’s script', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('rejects a blocked script and loads it afresh on the next try', async () => {
    const { scripts, win } = fakePage();
    const blocked = loadTurnstile('https://turnstile.test/blocked.js');
    scripts[0]!.onerror!();
    await expect(blocked).rejects.toThrow(/failed to load/);
    expect(scripts[0]!.removed).toBe(true);

    const retried = loadTurnstile('https://turnstile.test/blocked.js');
    expect(scripts).toHaveLength(2);
    win.turnstile = turnstileApi;
    scripts[1]!.onload!();
    await expect(retried).resolves.toBe(turnstileApi);
  });

  it('gives up on a script that neither loads nor fails in time', async () => {
    vi.useFakeTimers();
    const { scripts } = fakePage();
    const hanging = loadTurnstile('https://turnstile.test/hanging.js', 1_000);
    const outcome = expect(hanging).rejects.toThrow(/did not load in time/);
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
    expect(scripts[0]!.removed).toBe(true);
    // Forgotten: a later try adds the script again.
    void loadTurnstile('https://turnstile.test/hanging.js', 1_000).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });

  it('uses Turnstile already on the page without adding its script again', async () => {
    const { scripts, win } = fakePage();
    win.turnstile = turnstileApi;
    await expect(loadTurnstile('https://turnstile.test/present.js')).resolves.toBe(turnstileApi);
    expect(scripts).toHaveLength(0);
  });
});
