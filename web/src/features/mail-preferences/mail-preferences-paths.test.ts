import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { failureOf } from './api/unsubscribe';
import { readUnsubscribeToken } from './mail-preferences-paths';

const TOKEN = 'v1.eyJlIjoiYWRhQGV4YW1wbGUuY29tIn0.c2lnbmF0dXJlX2hlcmU';

describe('readUnsubscribeToken', () => {
  it('reads the token of a marketing mail link', () => {
    expect(readUnsubscribeToken(`?token=${TOKEN}`)).toEqual({ kind: 'token', token: TOKEN });
    expect(readUnsubscribeToken(new URLSearchParams({ token: TOKEN, hl: 'FR' }))).toEqual({ kind: 'token', token: TOKEN });
    expect(readUnsubscribeToken(`?hl=JA&token=${encodeURIComponent(TOKEN)}&utm_source=mail`)).toEqual({ kind: 'token', token: TOKEN });
  });

  it('trims what a mail client may wrap around it', () => {
    expect(readUnsubscribeToken(`?token=%20${TOKEN}%0A`)).toEqual({ kind: 'token', token: TOKEN });
  });

  it('is none without a token or with an empty one (the e-mail form)', () => {
    expect(readUnsubscribeToken('')).toEqual({ kind: 'none' });
    expect(readUnsubscribeToken('?hl=DE')).toEqual({ kind: 'none' });
    expect(readUnsubscribeToken('?token=')).toEqual({ kind: 'none' });
    expect(readUnsubscribeToken('?token=%20%20')).toEqual({ kind: 'none' });
  });

  it('is malformed when it cannot be a token: cut off, too long, or with spaces inside', () => {
    expect(readUnsubscribeToken('?token=abc')).toEqual({ kind: 'malformed' });
    expect(readUnsubscribeToken(`?token=${'a'.repeat(513)}`)).toEqual({ kind: 'malformed' });
    expect(readUnsubscribeToken(`?token=${TOKEN.slice(0, 10)}+${TOKEN.slice(10)}`)).toEqual({ kind: 'malformed' });
    expect(readUnsubscribeToken(`?token=${encodeURIComponent('ü'.repeat(20))}`)).toEqual({ kind: 'malformed' });
  });

  it('takes the first token when the link repeats it', () => {
    expect(readUnsubscribeToken(`?token=${TOKEN}&token=other-token-123456`)).toEqual({ kind: 'token', token: TOKEN });
  });
});

describe('failureOf', () => {
  const apiError = (status: number, result = status) => new ApiError({ result, message: 'x', status });

  it('reads 400, 404 and 410 as an invalid link or address', () => {
    expect(failureOf(apiError(400))).toBe('invalid');
    expect(failureOf(apiError(404))).toBe('invalid');
    expect(failureOf(apiError(410))).toBe('invalid');
  });

  it('reads 429 as the rate limit', () => {
    expect(failureOf(apiError(429))).toBe('rateLimited');
    expect(failureOf(apiError(200, 429))).toBe('rateLimited');
  });

  it('reads server errors and network failures as retryable failures', () => {
    expect(failureOf(apiError(500))).toBe('failed');
    expect(failureOf(apiError(503))).toBe('failed');
    expect(failureOf(new NetworkError('offline', { timedOut: false }))).toBe('failed');
    expect(failureOf(new NetworkError('slow', { timedOut: true }))).toBe('failed');
    expect(failureOf(new Error('?'))).toBe('failed');
  });
});
