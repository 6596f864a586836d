import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, env, parseEnv, serviceRuntimeConfig, sharedServiceEnv } from '../src/config.js';

const schema = z.object({ ...sharedServiceEnv, EXAM_DATABASE_URL: env.optionalUrl(['postgres']), EXAM_GRPC_PORT: env.port(50051) });

describe('configuration', () => {
  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      parseEnv(schema, { EXAM_DATABASE_URL: 'mysql://x', EXAM_GRPC_PORT: 'ninety', REDIS_URL: 'http://nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('EXAM_DATABASE_URL');
    expect(message).toContain('EXAM_GRPC_PORT');
    expect(message).toContain('REDIS_URL');
  });

  it('falls back to the embedded defaults when nothing is set', () => {
    const parsed = parseEnv(schema, {});
    const config = serviceRuntimeConfig('exam', parsed, { databaseUrl: parsed.EXAM_DATABASE_URL, grpcPort: parsed.EXAM_GRPC_PORT });
    expect(config.database.url).toBeUndefined();
    expect(config.database.embeddedDir).toBe('.data/pglite');
    expect(config.bus.brokers).toBeUndefined();
    expect(config.grpc).toEqual({ host: '127.0.0.1', port: 50051 });
  });

  it('reads the real parts when their variables are set', () => {
    const parsed = parseEnv(schema, { EXAM_DATABASE_URL: 'postgres://u:p@h/db', KAFKA_BROKERS: 'a:9092, b:9092', REDIS_URL: 'redis://r:6379' });
    const config = serviceRuntimeConfig('exam', parsed, { databaseUrl: parsed.EXAM_DATABASE_URL, grpcPort: parsed.EXAM_GRPC_PORT });
    expect(config.database.url).toBe('postgres://u:p@h/db');
    expect(config.bus.brokers).toEqual(['a:9092', 'b:9092']);
    expect(config.cache.redisUrl).toBe('redis://r:6379');
  });

  it('sizes the database pool and its timeouts from the configuration', () => {
    const parsed = parseEnv(schema, { DATABASE_POOL_MAX: '4', DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '2000', DATABASE_QUERY_TIMEOUT_MS: '8000' });
    const config = serviceRuntimeConfig('payment', parsed, { databaseUrl: parsed.EXAM_DATABASE_URL, grpcPort: parsed.EXAM_GRPC_PORT });
    expect(config.database.pool).toEqual({
      max: 4,
      acquireTimeoutMs: 2_000,
      connectTimeoutMs: 5_000,
      queryTimeoutMs: 8_000,
      idleTimeoutMs: 30_000,
      applicationName: 'mindprint-payment',
    });
    expect(() => parseEnv(schema, { DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });
});
