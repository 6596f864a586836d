/**
 * Serves the built web app for browser tests the way production does: through the real gateway, with
 * every service behind it on fresh embedded parts.
 * Builds the web app first when its output is missing or older than the sources: the production build in dist/,
 * or the pseudo-localised build (`vite build --mode pseudo`, every text longer and accented) for layout tests.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProductForTest } from '@mindprint/scripts/product-under-test';

const webDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const repoDir = resolve(webDir, '..');

/** Which build of the web app a test runs against. */
export type WebBuild = 'production' | 'pseudo';

const BUILDS: Record<WebBuild, { distDir: string; commands: Array<{ args: string[]; env?: Record<string, string> }> }> = {
  production: { distDir: join(webDir, 'dist'), commands: [{ args: ['run', 'build', '-w', '@mindprint/web'] }] },
  pseudo: {
    distDir: join(webDir, '.data', 'pseudo-dist'),
    commands: [
      { args: ['exec', '-w', '@mindprint/web', '--', 'vite', 'build', '--mode', 'pseudo', '--outDir', join(webDir, '.data', 'pseudo-dist'), '--emptyOutDir', '--logLevel', 'warn'] },
      { args: ['exec', '-w', '@mindprint/web', '--', 'node', 'scripts/prerender.mjs'], env: { PRERENDER_DIST_DIR: join(webDir, '.data', 'pseudo-dist'), PRERENDER_MODE: 'pseudo' } },
    ],
  },
};

export interface WebServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `vars`: the product's settings a test file needs other than the defaults (e.g. a higher rate limit for a loop);
 * `build`: which build of the web app it serves.
 */
export async function startWebServer(vars: Record<string, string> = {}, build: WebBuild = 'production'): Promise<WebServer> {
  const { distDir } = BUILDS[build];
  await ensureBuilt(build);
  // Fresh embedded parts: the pages' tests expect an empty database (e.g. "No ratings yet").
  const product = await startProductForTest({ ...vars, WEB_DIST_DIR: distDir, LOG_LEVEL: 'warn' }, { realParts: false });
  return { url: product.base, close: () => product.stop() };
}

async function ensureBuilt(build: WebBuild): Promise<void> {
  const { distDir, commands } = BUILDS[build];
  const index = join(distDir, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestSourceTime()) return;
  for (const { args, env } of commands) {
    await new Promise<void>((done, fail) => {
      const child = spawn('npm', args, {
        cwd: repoDir,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production', ...env }, // vitest sets NODE_ENV=test
      });
      child.once('error', fail);
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`web build (${build}) failed with exit code ${code}`))));
    });
  }
}

/** Latest modification time of anything that goes into the build. */
function newestSourceTime(): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const item of ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    visit(join(webDir, item));
  }
  return newest;
}
