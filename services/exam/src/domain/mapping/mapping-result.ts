import type { MappingProfile } from './mapping-scoring.js';
import { profileSummary } from './mapping-report.js';
import type { MappingTexts } from './mapping-types.js';

/**
 * A free result scored as levels (the mapping test, the profile tests) in the shape of every test's result:
 * its code, title and summary, and per scale its position, level and headline. There are no poles, letters or
 * cut markers: a scale is a level, not a side.
 */
export interface LeveledResult {
  typeCode: string;
  title: string;
  summary: string;
  scales: Array<{ scale: string; name: string; leftName: string; rightName: string; position: number; level: number; levelName: string; headline: string }>;
}

/** The mapping test's: the profile code, the summary line as title, the introduction's first paragraph as summary. */
export function describeMappingResult(profile: MappingProfile, texts: MappingTexts): LeveledResult {
  return {
    typeCode: profile.profileCode,
    title: profileSummary(profile, texts),
    summary: texts.overviewIntro[0] ?? '',
    scales: profile.dimensions.map((d) => {
      const dimensionTexts = texts.dimensions[d.dimension];
      return {
        scale: d.code,
        name: dimensionTexts.name,
        leftName: dimensionTexts.lowPole,
        rightName: dimensionTexts.highPole,
        position: d.position,
        level: d.level,
        levelName: texts.levelNames[d.level],
        headline: dimensionTexts.levels[d.level].headline,
      };
    }),
  };
}
