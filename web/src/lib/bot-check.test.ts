import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../config/runtime-config';
import { ApiError } from './api-client';
import { botCheckRefusal, botProofFields, botProofHeaders } from './bot-check';

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
