import { defineConfig } from 'vite';

// The gateway during development (npm start serves it on 8080).
const backend = process.env.MINDPRINT_DEV_BACKEND ?? 'http://localhost:8080';
// /api, /pay-api, /healthz and /dev (local sandbox pages), but not e.g. /developer or /apis.
const backendPaths = '^/(api|pay-api|healthz|dev)(/|\\?|$)';

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  // `vite build` inherits NODE_ENV from its caller; under a test runner (NODE_ENV=test) React's
  // development builds would be bundled (+200 kB). A build is always a production build.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  base: '/',
  // No React plugin: esbuild's automatic JSX runtime is enough (no fast refresh in dev).
  esbuild: { jsx: 'automatic' },
  server: { proxy: { [backendPaths]: { target: backend, changeOrigin: false } } },
  preview: { proxy: { [backendPaths]: { target: backend, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rollupOptions: {
      // React Router and SWR mark modules "use client" (for React Server Components); a browser
      // bundle ignores that, as @vitejs/plugin-react would silently do.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
      output: {
        // Translation files become `i18n-<namespace>-<locale>-<hash>.js` instead of `en-<hash>.js`.
        chunkFileNames(chunk) {
          const file = chunk.facadeModuleId ?? '';
          const match = /(?:\/locales\/([^/]+)|\/features\/([^/]+)\/locales)\/([a-z]+)\.json$/.exec(file);
          return match ? `assets/i18n-${match[1] ?? match[2]}-${match[3]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Libraries change less often than app code: separate files stay cached across deploys.
        manualChunks(id) {
          if (!id.includes('/node_modules/')) return undefined;
          if (/\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id)) return 'vendor-react';
          if (/\/node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//.test(id)) return 'vendor-i18n';
          if (/\/node_modules\/(swr|use-sync-external-store|dequal)\//.test(id)) return 'vendor-swr';
          return undefined;
        },
      },
    },
  },
}));
