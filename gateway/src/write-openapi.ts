/**
 * Writes both surfaces' OpenAPI documents to gateway/openapi/ without starting the product (`npm run generate`):
 * the default prefixes, with the sandbox provider's test-mode pages (the web app calls them in test mode).
 * The web's API types are generated from these files, and CI fails when they are stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadGatewayConfig } from './config.js';
import { surfaceDocument } from './route-table.js';

const { prefixes } = loadGatewayConfig({});
const directory = new URL('../openapi/', import.meta.url);
mkdirSync(directory, { recursive: true });
for (const [surface, file] of [['base', 'api.json'], ['pay', 'pay-api.json']] as const) {
  writeFileSync(new URL(file, directory), `${JSON.stringify(surfaceDocument(surface, prefixes[surface], true), null, 2)}\n`);
}
