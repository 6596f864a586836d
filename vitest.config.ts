import { defineConfig } from 'vitest/config';

// Workspace packages export "source" (TypeScript) to tests and "default" (built JS) to Node.
// Not "module": some dependencies point it at bundler-only builds that Node cannot load.
const conditions = ['source', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    globalSetup: ['./scripts/test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['services/*/test/**/*.test.ts', 'gateway/test/**/*.test.ts', 'product-tests/**/*.test.ts', 'proto/test/**/*.test.ts'],
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
          sequence: { concurrent: false },
        },
      },
    ],
  },
});
