#!/usr/bin/env node
// Collects what one component needs at run time into a directory the runtime image copies whole.
//
//   node deploy/docker/bundle.mjs <component> <out-dir>       (run at the repository root, after `npm run build`)
//
// <component> is a service name (services/<name>), `gateway`, or `web` (the gateway plus web/dist).
// Only the component's workspace closure is copied, following the `dependencies` on @mindprint/*
// packages (never devDependencies): for `payment` that is proto, services/platform and
// services/payment. For each, package.json (without scripts and devDependencies), dist/ without
// type declarations (nor the embedded database's blank image) and a content/ folder when there is one (texts loaded at run time). out-dir/package.json lists just those workspaces, so
// `npm ci --omit=dev` there installs their production dependencies and links them, keeping the
// versions in the copied lockfile. Also writes start.js (loads secret files, secret-files.mjs, then imports the component's entry point),
// component.json and healthcheck.mjs, and for services tools/replay-dlt.mjs.
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [component, out] = process.argv.slice(2);
if (!component || !out) {
  console.error('usage: node deploy/docker/bundle.mjs <component> <out-dir>');
  process.exit(64);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const root = readJson('package.json');
const byName = new Map();
for (const dir of root.workspaces) byName.set(readJson(join(dir, 'package.json')).name, dir);

const entries = {
  gateway: { dir: 'gateway', kind: 'http' },
  web: { dir: 'gateway', kind: 'http', web: true },
};
const entry = entries[component] ?? (existsSync(join('services', component, 'package.json')) && component !== 'platform'
  ? { dir: `services/${component}`, kind: 'grpc' }
  : undefined);
if (!entry) {
  console.error(`unknown component "${component}": a service under services/, gateway or web`);
  process.exit(64);
}

// The workspace closure through runtime dependencies.
const closure = [];
const queue = [entry.dir];
while (queue.length > 0) {
  const dir = queue.shift();
  if (closure.includes(dir)) continue;
  closure.push(dir);
  const pkg = readJson(join(dir, 'package.json'));
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    const dep = byName.get(name);
    if (dep && !closure.includes(dep)) queue.push(dep);
  }
}

const mainFile = `${entry.dir}/dist/main.js`;
if (!existsSync(mainFile)) {
  console.error(`${mainFile} is missing: run \`npm run build\` first`);
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// Type declarations, and the embedded database's blank image (the one-command start's; images run on PostgreSQL).
const declarations = /\.d\.ts(\.map)?$|\.tsbuildinfo$|\/pglite-blank-[^/]*\.tar$/;
for (const dir of closure) {
  const { scripts: _scripts, devDependencies: _dev, ...pkg } = readJson(join(dir, 'package.json'));
  mkdirSync(join(out, dir), { recursive: true });
  writeFileSync(join(out, dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  if (existsSync(join(dir, 'dist'))) {
    cpSync(join(dir, 'dist'), join(out, dir, 'dist'), { recursive: true, filter: (src) => !declarations.test(src) });
  }
  // Texts a package loads at run time (e.g. services/exam/content/<domain>/<locale>.json), found next to dist/.
  if (existsSync(join(dir, 'content'))) cpSync(join(dir, 'content'), join(out, dir, 'content'), { recursive: true });
}
if (entry.web) {
  if (!existsSync('web/dist/index.html')) {
    console.error('web/dist/index.html is missing: run `npm run build` first');
    process.exit(1);
  }
  cpSync('web/dist', join(out, 'web/dist'), { recursive: true });
}

writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify({ name: `mindprint-${component}`, private: true, type: 'module', engines: root.engines, workspaces: closure }, null, 2)}\n`,
);
copyFileSync('package-lock.json', join(out, 'package-lock.json'));
// Secret files first (imports run in order), then the component.
writeFileSync(join(out, 'start.js'), `// The ${component} image's entry point.\nimport './secret-files.mjs';\nimport './${mainFile}';\n`);
const deployDir = dirname(dirname(fileURLToPath(import.meta.url)));
copyFileSync(join(deployDir, 'docker/healthcheck.mjs'), join(out, 'healthcheck.mjs'));
copyFileSync(join(deployDir, 'docker/secret-files.mjs'), join(out, 'secret-files.mjs'));
if (entry.kind === 'grpc') {
  // Operators' tools that run in a service pod (kafkajs comes with the service): deploy/RUNBOOK.md.
  mkdirSync(join(out, 'tools'), { recursive: true });
  copyFileSync(join(deployDir, 'tools/replay-dlt.mjs'), join(out, 'tools/replay-dlt.mjs'));
}
writeFileSync(join(out, 'component.json'), `${JSON.stringify({ component, kind: entry.kind, workspaces: closure, main: mainFile })}\n`);
console.log(`${component}: ${closure.join(', ')}${entry.web ? ' + web/dist' : ''} -> ${out}`);
