import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (scripts/infra/install.sh installs it); CI fails when browser tests did not run. */
export const chromiumPath = '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
if (!hasChromium) console.warn(`Browser tests skipped: no Chromium at ${chromiumPath} (run bash scripts/infra/install.sh)`);

/** Headless, and without the background traffic this machine's closed network would refuse. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
