import { describe, expect, it } from 'vitest';
import { mappingTexts } from '../src/content/mapping-content-files.js';
import { assembleMappingReport, mostMarkedFirst } from '../src/domain/mapping/mapping-report.js';
import { describeMappingResult } from '../src/domain/mapping/mapping-result.js';
import { profileFromPositions } from '../src/domain/mapping/mapping-scoring.js';

// E 75 (level 4), A 50 (3), C 90 (5), N 10 (1), O 65 (4)
const profile = profileFromPositions([
  { scale: 'E', position: 75 },
  { scale: 'A', position: 50 },
  { scale: 'C', position: 90 },
  { scale: 'N', position: 10 },
  { scale: 'O', position: 65 },
]);

describe('the mapping report', () => {
  it('fills all four tabs from the texts of each dimension’s level when paid', () => {
    const report = assembleMappingReport({ profile, locale: 'EN', texts: mappingTexts.EN, full: true });
    expect(report.profileCode).toBe('E4-A3-C5-N1-O4');
    expect(report.tabs).toEqual([
      { key: 'overview', title: mappingTexts.EN.tabs.overview, locked: false },
      { key: 'key_interpretations', title: mappingTexts.EN.tabs.keyInterpretations, locked: false },
      { key: 'dimension_analysis', title: mappingTexts.EN.tabs.dimensionAnalysis, locked: false },
      { key: 'development_recommendations', title: mappingTexts.EN.tabs.developmentRecommendations, locked: false },
    ]);
    expect(report.lockedTabs).toEqual([]);
    expect(report.overviewIntro).toEqual(mappingTexts.EN.overviewIntro);
    expect(report.summary).toBe(`Your strongest dimension is ${mappingTexts.EN.dimensions.conscientiousness.name}, and your lowest is ${mappingTexts.EN.dimensions.neuroticism.name}.`);
    const conscientiousness = report.dimensions[2]!;
    const level5 = mappingTexts.EN.dimensions.conscientiousness.levels[5];
    expect(conscientiousness).toEqual({
      dimension: 'conscientiousness',
      code: 'C',
      name: mappingTexts.EN.dimensions.conscientiousness.name,
      description: mappingTexts.EN.dimensions.conscientiousness.description,
      lowPole: mappingTexts.EN.dimensions.conscientiousness.lowPole,
      highPole: mappingTexts.EN.dimensions.conscientiousness.highPole,
      position: 90,
      level: 5,
      levelName: mappingTexts.EN.levelNames[5],
      referenceFrom: 40,
      referenceTo: 59,
      headline: level5.headline,
      interpretation: level5.interpretation,
      strengths: level5.strengths,
      watchOuts: level5.watchOuts,
      recommendations: level5.recommendations,
    });
    expect(report.dimensions[3]!.interpretation).toBe(mappingTexts.EN.dimensions.neuroticism.levels[1].interpretation);
    // most marked first: C (40 from the middle), N (40), E (25), O (15), A (0)
    expect(report.keyInterpretations).toEqual(['conscientiousness', 'neuroticism', 'extraversion', 'openness', 'agreeableness']);
    expect(report.referenceRangeNote).toContain('40–59');
    expect(report.referenceRangeNote).toMatch(/not a comparison with other people/);
    expect(report.sourceNote).toBe(mappingTexts.EN.sourceNote);
  });

  it('shows only the overview before it is paid, and lists the locked tabs', () => {
    const report = assembleMappingReport({ profile, locale: 'EN', texts: mappingTexts.EN, full: false });
    expect(report.lockedTabs).toEqual(['key_interpretations', 'dimension_analysis', 'development_recommendations']);
    expect(report.tabs.map((t) => t.locked)).toEqual([false, true, true, true]);
    expect(report.keyInterpretations).toEqual([]);
    for (const d of report.dimensions) {
      expect(d.headline).not.toBe('');
      expect([d.interpretation, ...d.strengths, ...d.watchOuts, ...d.recommendations]).toEqual(['']);
    }
  });

  it('orders dimensions by distance from the middle, keeping the profile order on ties', () => {
    expect(mostMarkedFirst(profile.dimensions)).toEqual(['conscientiousness', 'neuroticism', 'extraversion', 'openness', 'agreeableness']);
  });

  it('gives the free result without letters or poles: positions, levels and headlines', () => {
    const result = describeMappingResult(profile, mappingTexts.EN);
    expect(result.typeCode).toBe('E4-A3-C5-N1-O4');
    expect(result.summary).toBe(mappingTexts.EN.overviewIntro[0]);
    expect(result.scales[0]).toEqual({
      scale: 'E',
      name: mappingTexts.EN.dimensions.extraversion.name,
      leftName: mappingTexts.EN.dimensions.extraversion.lowPole,
      rightName: mappingTexts.EN.dimensions.extraversion.highPole,
      position: 75,
      level: 4,
      levelName: mappingTexts.EN.levelNames[4],
      headline: mappingTexts.EN.dimensions.extraversion.levels[4].headline,
    });
  });
});
