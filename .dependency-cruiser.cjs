/**
 * DESIGN.md's boundaries as rules the build checks (`npm run check:boundaries`, run by .ci/run): services
 * never import each other, the platform knows no domain, the gateway reaches services over gRPC, the web
 * app talks only HTTP, and outside its own package a package is used only through the entry points its
 * package.json exports. Tests are held to the same rules as the code they test.
 */
const { readFileSync } = require('node:fs');

const workspaces = JSON.parse(readFileSync(`${__dirname}/package.json`, 'utf8')).workspaces;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each workspace's exported files ("source" condition), as path patterns: the only files others may import. */
const publicEntries = workspaces.flatMap((dir) => {
  const { exports = {} } = JSON.parse(readFileSync(`${__dirname}/${dir}/package.json`, 'utf8'));
  return Object.values(exports)
    .map((target) => (typeof target === 'string' ? target : target.source))
    .filter(Boolean)
    .map((source) => `^${escape(`${dir}/${source.replace(/^\.\//, '')}`).replace('\\*', '[^/]+')}$`);
});

/** A workspace (or the whole-product tests) as a path prefix; group 1 names it. */
const anyPackage = '^(services/[^/]+|gateway|web|scripts|proto|product-tests)/';

module.exports = {
  forbidden: [
    {
      name: 'services-never-import-each-other',
      comment: 'A service reaches another over gRPC or Kafka only: proto/ is the shared contract, services/platform the shared infrastructure.',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/', pathNot: ['^services/$1/', '^services/platform/'] },
    },
    {
      name: 'platform-knows-no-domain',
      comment: 'services/platform is infrastructure: it imports no service, gateway, web or script code.',
      severity: 'error',
      from: { path: '^services/platform/' },
      to: { path: '^(services/(?!platform/)[^/]+|gateway|web|scripts|product-tests)/' },
    },
    {
      name: 'gateway-calls-services-over-grpc',
      comment: 'The gateway (and its tests) reach services through proto clients; its tests fake a service with serveFake.',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^services/(?!platform/)' },
    },
    {
      name: 'web-talks-only-http',
      comment: 'The web app reaches the product through the REST surface only.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^(services|gateway|proto|scripts|product-tests)/' },
    },
    {
      name: 'only-public-entry-points',
      comment: "Outside its package, a package is used through its package.json exports (service, config, testing…), never its internals or its tests' files.",
      severity: 'error',
      from: { path: anyPackage },
      // product-tests/support: the calls a whole-product test makes (the browser tests use them too).
      to: { path: anyPackage, pathNot: ['^$1/', '^proto/gen/', '^product-tests/support/', ...publicEntries] },
    },
  ],
  options: {
    includeOnly: anyPackage,
    exclude: { path: '(^|/)(node_modules|dist|\\.data)/|^web/(public|test/browser/fixtures)/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
