import { execSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';

/**
 * Chooses the real parts the tests run against, in this order: variables already set (CI), testcontainers
 * when a Docker engine answers (laptops), else the embedded defaults. Workers inherit what is set here.
 */
const realParts = ['TEST_DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS'] as const;

function dockerAnswers(): boolean {
  try {
    execSync('docker info', { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

export default async function setup(project: TestProject) {
  // Every test project runs this in the same process; the first one decides.
  if (process.env.MINDPRINT_TEST_SETUP_DONE) return undefined;
  process.env.MINDPRINT_TEST_SETUP_DONE = '1';
  const alreadySet = realParts.filter((name) => process.env[name]);
  if (alreadySet.length > 0) {
    console.log(`[test setup] real parts from the environment: ${alreadySet.join(', ')}`);
  } else if (process.env.CI !== 'true' && dockerAnswers()) {
    const stop = await startContainers();
    console.log('[test setup] real parts from testcontainers: PostgreSQL, Redis, Kafka');
    return stop;
  } else {
    console.log('[test setup] embedded defaults: PGlite, in-memory bus, in-memory cache');
  }
  if (process.env.CI === 'true') {
    const missing = realParts.filter((name) => !process.env[name]);
    if (missing.length > 0) throw new Error(`CI must run against the real parts; missing ${missing.join(', ')}`);
  }
  project.provide('realParts', alreadySet.join(','));
  return undefined;
}

async function startContainers() {
  const { GenericContainer, Wait } = await import('testcontainers');
  const postgres = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_USER: 'mindprint', POSTGRES_PASSWORD: 'mindprint', POSTGRES_DB: 'mindprint_test' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
    .start();
  const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  const kafka = await new GenericContainer('apache/kafka:3.9.1')
    .withExposedPorts({ container: 9092, host: 19092 })
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: 'PLAINTEXT://127.0.0.1:19092',
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .start();
  process.env.TEST_DATABASE_URL = `postgres://mindprint:mindprint@${postgres.getHost()}:${postgres.getMappedPort(5432)}/mindprint_test`;
  process.env.REDIS_URL = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
  process.env.KAFKA_BROKERS = '127.0.0.1:19092';
  return async () => {
    await Promise.all([postgres.stop(), redis.stop(), kafka.stop()]);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    realParts: string;
  }
}
