import { describe, expect, it } from 'vitest';
import { reportContents } from '../src/content/report-content-files.js';
import { typeProfiles } from '../src/content/type-content-files.js';
import { locales } from '../src/domain/locales.js';

/** A report's title and its text call the type by one nickname (the JA ESFP report was titled ムードメーカー but spoke of スパーク). */
const sameSpelling = (text: string) => text.replace(/’/g, "'").toLowerCase();

describe.each(locales.map((l) => l.code))('%s type nicknames', (locale) => {
  it("names each type in the report's description by the title the report carries", () => {
    const report = reportContents[locale]!;
    for (const profile of Object.values(typeProfiles)) {
      const title = profile.title[locale];
      expect(sameSpelling(report.types[profile.code].description), `${profile.code} title ${title}`).toContain(sameSpelling(title));
    }
  });
});
