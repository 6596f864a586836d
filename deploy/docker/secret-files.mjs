// Secrets mounted as files become environment variables before the component starts: each file in
// SECRETS_DIR (default /run/secrets, where Compose `secrets:` and Kubernetes secret volumes put them)
// whose name is a variable's name (STRIPE_SECRET_KEY) sets that variable, unless it already has a value.
// Keeps provider keys and passwords out of the container's environment definition (`docker inspect`,
// the Compose file). The component's config.ts then reads them like any other variable.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.SECRETS_DIR || '/run/secrets';
if (existsSync(dir)) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (!/^[A-Z][A-Z0-9_]*$/.test(name) || !statSync(file).isFile() || process.env[name]) continue;
    process.env[name] = readFileSync(file, 'utf8').trim();
  }
}
