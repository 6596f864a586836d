import { describe, expect, it } from 'vitest';
import { browserSession } from './browser-session';
import { hasChromium } from './chromium';
import { localeCodes } from '../../src/lib/locales';

const session = browserSession();

const ENTRY_PAGES = ['/', '/landing/relax', '/relaxPage/mbti-1', '/personality-types', '/personality-types/enfp'];

describe.skipIf(!hasChromium)('entry pages on a 390 px phone', () => {
  it('never scroll sideways, in any of the nine locales', async () => {
    const context = await session.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const wider: string[] = [];
    for (const hl of localeCodes) {
      for (const path of ENTRY_PAGES) {
        await page.goto(`${session.server.url}${path}?hl=${hl}`, { waitUntil: 'networkidle' });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) wider.push(`${hl} ${path}: ${width}px`);
      }
    }
    expect(wider).toEqual([]);
  }, 180_000);
});
