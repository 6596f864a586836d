import { defineConfig } from 'vitest/config';

// Workspace packages export "source" (TypeScript) to tests and "default" (built JS) to Node.
const resolve = { conditions: ['source', 'import', 'node', 'default'] };

export default defineConfig({
  resolve,
  ssr: { resolve: { conditions: resolve.conditions, externalConditions: ['source'] } },
  test: {
    globalSetup: ['./scripts/test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['services/*/test/**/*.test.ts', 'gateway/test/**/*.test.ts', 'scripts/test/**/*.test.ts', 'proto/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['web/test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
