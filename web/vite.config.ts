import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin } from 'vite';

// The gateway during development (npm start serves it on 8080).
const backend = process.env.MINDPRINT_DEV_BACKEND ?? 'http://localhost:8080';
// /api, /pay-api, /healthz and /dev (local sandbox pages), but not e.g. /developer or /apis.
const backendPaths = '^/(api|pay-api|healthz|dev)(/|\\?|$)';

/**
 * React 17's polyfill of `useSyncExternalStore` (used by react-i18next and SWR): React 19 has the
 * hook built in, so the shim's own implementation stays out of the bundle.
 */
const shimAliases: Alias[] = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./src/lib/sync-external-store.ts', import.meta.url)),
  },
];

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * This build's id (a deploy may pass its own, e.g. the commit, as VITE_BUILD_ID): baked into the app and written with
 * the build time to `build/latest.json`, which the running app polls to notice a deploy (src/lib/build-version.ts).
 */
const buildId = process.env.VITE_BUILD_ID || `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;

const buildMetadataFile = (): Plugin => ({
  name: 'build-metadata-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'build/latest.json', source: `${JSON.stringify({ id: buildId, timestamp: Date.now() })}\n` });
  },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  // `vite build` inherits NODE_ENV from its caller; under a test runner (NODE_ENV=test) development
  // builds of the libraries would be bundled. A build is always a production build.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production'), 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } : {},
  // The prerender build (SSR) renders HTML only; the browser build's metadata file is the one served.
  plugins: isSsrBuild ? [] : [buildMetadataFile()],
  base: '/',
  resolve: { alias: shimAliases, dedupe: ['react', 'react-dom'] },
  // No framework plugin: esbuild's automatic JSX runtime (react/jsx-runtime) is enough.
  esbuild: { jsx: 'automatic' },
  server: { proxy: { [backendPaths]: { target: backend, changeOrigin: false } } },
  preview: { proxy: { [backendPaths]: { target: backend, changeOrigin: false } } },
  // The prerender build (scripts/prerender.mjs) bundles every dependency so the alias applies there too.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    // Read by scripts/prerender.mjs (which chunks each prerendered page preloads), then removed.
    manifest: !isSsrBuild,
    rollupOptions: {
      // The app (index.html) and the prerendered entry pages' own small script (scripts/prerender.mjs).
      ...(isSsrBuild ? {} : { input: { index: fromHere('./index.html'), 'entry-page': fromHere('./src/app/entry-page/entry-page.ts') } }),
      // React Router and SWR mark modules "use client" (for React Server Components); a browser
      // bundle ignores that, as @vitejs/plugin-react would silently do.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
      output: isSsrBuild
        ? {}
        : {
            // Translation files become `i18n-<namespace>-<locale>-<hash>.js` instead of `en-<hash>.js`.
            chunkFileNames(chunk) {
              const file = chunk.facadeModuleId ?? '';
              const match = /(?:\/locales\/([^/]+)|\/features\/([^/]+)\/locales)\/([a-z]+)\.json$/.exec(file);
              return match ? `assets/i18n-${match[1] ?? match[2]}-${match[3]}-[hash].js` : 'assets/[name]-[hash].js';
            },
            // Libraries change less often than app code: separate files stay cached across deploys.
            manualChunks(id) {
              if (!id.includes('/node_modules/')) return undefined;
              if (/\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id)) return 'vendor-ui';
              if (/\/node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//.test(id)) return 'vendor-i18n';
              // SWR's mutation hook serves the form pages only; the question page does not load it.
              if (/\/node_modules\/swr\/dist\/mutation\//.test(id)) return 'vendor-swr-mutation';
              if (/\/node_modules\/(swr|dequal)\//.test(id)) return 'vendor-swr';
              return undefined;
            },
          },
    },
  },
}));
