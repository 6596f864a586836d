import { Writable } from 'node:stream';
import { ConfigError } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTurnstile, startFakeTurnstile } from '../../product-tests/support/fake-turnstile.js';
import { botCheckCspSources, botChecker, botCheckWidget } from '../src/bot-check.js';
import { loadGatewayConfig } from '../src/config.js';

let turnstile: FakeTurnstile;
beforeAll(async () => {
  turnstile = await startFakeTurnstile();
});
afterAll(() => turnstile?.stop());

const keys = () => ({ TURNSTILE_SITE_KEY: turnstile.siteKey, TURNSTILE_SECRET_KEY: turnstile.secretKey, TURNSTILE_BASE_URL: turnstile.baseUrl });

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: string[] = [];
  const log = createLogger({ service: 'gateway', level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
  return { log, lines };
}

describe('bot protection configuration', () => {
  it('takes both Turnstile keys or neither, naming the missing one', () => {
    expect(() => loadGatewayConfig({ TURNSTILE_SITE_KEY: 'site' })).toThrow(/TURNSTILE_SECRET_KEY: is required with TURNSTILE_SITE_KEY/);
    expect(() => loadGatewayConfig({ TURNSTILE_SECRET_KEY: 'secret' })).toThrow(/TURNSTILE_SITE_KEY: is required with TURNSTILE_SECRET_KEY/);
    expect(() => loadGatewayConfig({ NODE_ENV: 'production', STAGING_TEST_PARTS: 'on', TURNSTILE_SITE_KEY: 'site' })).toThrow(ConfigError);
    expect(loadGatewayConfig({}).botCheck).toMatchObject({ turnstile: undefined, widgetOn: false, turnstileBaseUrl: 'https://challenges.cloudflare.com' });
  });

  it('shows the widget with keys, but not on an environment whose name contains fb', () => {
    const on = loadGatewayConfig({ ...keys(), ENVIRONMENT_NAME: 'prod-google' }).botCheck;
    expect(botCheckWidget(on)).toEqual({ provider: 'turnstile', siteKey: turnstile.siteKey, scriptUrl: `${turnstile.baseUrl}/turnstile/v0/api.js?render=explicit` });
    const fb = loadGatewayConfig({ ...keys(), ENVIRONMENT_NAME: 'prod-FB-eu' }).botCheck;
    expect(fb.widgetOn).toBe(false);
    expect(botCheckWidget(fb)).toBeNull();
  });

  it('adds Turnstile to the CSP only while the widget is on (app.ts puts it in script-src and frame-src)', () => {
    expect(botCheckCspSources(loadGatewayConfig(keys()).botCheck)).toEqual([new URL(turnstile.baseUrl).origin]);
    expect(botCheckCspSources(loadGatewayConfig({ ...keys(), ENVIRONMENT_NAME: 'fb' }).botCheck)).toEqual([]);
    expect(botCheckCspSources(loadGatewayConfig({}).botCheck)).toEqual([]);
  });
});

describe('the bot check', () => {
  const call = (fields: unknown, token?: string) => ({ fields, token, clientIp: '203.0.113.9' });

  it('without keys refuses a filled honeypot and lets everything else through (the edge limits apply)', async () => {
    const check = botChecker(loadGatewayConfig({}).botCheck, capturingLogger().log);
    await expect(check(call({ email: 'a@example.com', website: 'http://spam.example' }))).rejects.toMatchObject({ reason: 'BOT_CHECK_FAILED', kind: 'PERMISSION_DENIED' });
    await expect(check(call({ email: 'a@example.com', website: '' }))).resolves.toBeUndefined();
    await expect(check(call({ email: 'a@example.com' }))).resolves.toBeUndefined();
  });

  it('refuses a malformed token with a clear 400, with or without keys (the format the API documents)', async () => {
    for (const settings of [loadGatewayConfig({}).botCheck, loadGatewayConfig(keys()).botCheck]) {
      const check = botChecker(settings, capturingLogger().log);
      for (const token of ['', 'tok en', 'tök', 'x'.repeat(2049)]) {
        await expect(check({ ...call({ email: 'a@example.com' }), token })).rejects.toMatchObject({ reason: 'INVALID_BOT_CHECK_TOKEN', kind: 'INVALID_ARGUMENT' });
      }
    }
  });

  it('on an fb environment asks no token, still the honeypot', async () => {
    const check = botChecker(loadGatewayConfig({ ...keys(), ENVIRONMENT_NAME: 'fb' }).botCheck, capturingLogger().log);
    await expect(check(call({}))).resolves.toBeUndefined();
    await expect(check(call({ website: 'x' }))).rejects.toMatchObject({ reason: 'BOT_CHECK_FAILED' });
  });

  it('verifies the token once with the client address, and refuses a reused one', async () => {
    const check = botChecker(loadGatewayConfig(keys()).botCheck, capturingLogger().log);
    const token = turnstile.issueToken();
    await expect(check(call({}, token))).resolves.toBeUndefined();
    expect(turnstile.verifications.at(-1)).toEqual({ token, remoteip: '203.0.113.9', success: true });
    await expect(check(call({}, token))).rejects.toMatchObject({ reason: 'BOT_CHECK_FAILED' });
    await expect(check(call({}))).rejects.toMatchObject({ reason: 'BOT_CHECK_FAILED' });
  });

  it('turns an unreachable provider or a refused secret into a retryable 503, logged without the token or secret', async () => {
    const { log, lines } = capturingLogger();
    const token = turnstile.issueToken();
    turnstile.outcome = 'down';
    await expect(botChecker(loadGatewayConfig(keys()).botCheck, log)(call({}, token))).rejects.toMatchObject({ reason: 'BOT_CHECK_UNAVAILABLE', kind: 'UNAVAILABLE', retryAfterSeconds: 5 });
    turnstile.outcome = 'pass';
    const wrongSecret = botChecker(loadGatewayConfig({ ...keys(), TURNSTILE_SECRET_KEY: 'not-the-secret' }).botCheck, log);
    await expect(wrongSecret(call({}, token))).rejects.toMatchObject({ reason: 'BOT_CHECK_UNAVAILABLE' });
    expect(lines.join('\n')).toMatch(/bot check provider unreachable[\s\S]*check TURNSTILE_SECRET_KEY/);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain(turnstile.secretKey);
  });
});
