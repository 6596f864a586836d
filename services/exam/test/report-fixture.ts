import {
  dimensionCodes,
  type LocaleReportContent,
  reportLabelKeys,
  reportSectionKeys,
  type SectionText,
} from '../src/domain/report-content/report-content.js';
import { typeCodes } from '../src/domain/type-profiles.js';
import type { ReportRequest, TypeStatisticsInput } from '../src/domain/report-assembly.js';

/**
 * A tiny report content in the real shape, for tests that must not depend on the (long) written content:
 * every string names where it belongs, prefixed with a marker of the fixture's script.
 */
export function fixtureContent(marker: string): LocaleReportContent {
  const section = (code: string, key: string): SectionText => ({
    paragraphs: [`${marker} ${code} ${key} paragraph one`, `${marker} ${code} ${key} paragraph two`],
    bullets: [`${marker} ${code} ${key} bullet one`, `${marker} ${code} ${key} bullet two`, `${marker} ${code} ${key} bullet three`],
  });
  const types = Object.fromEntries(
    typeCodes.map((code) => [
      code,
      {
        description: `${marker} ${code} description`,
        keywords: [`${marker} ${code} keyword one`, `${marker} ${code} keyword two`],
        famousPeople: [`${marker} ${code} person one`, `${marker} ${code} person two`],
        sections: Object.fromEntries(reportSectionKeys.map((key) => [key, section(code, key)])),
      },
    ]),
  ) as LocaleReportContent['types'];
  const dimensions = Object.fromEntries(
    dimensionCodes.map((code) => [
      code,
      {
        name: `${marker} dimension ${code}`,
        interpretations: [1, 2, 3, 4, 5].map((level) => `${marker} ${code} level ${level} interpretation`) as [string, string, string, string, string],
      },
    ]),
  ) as LocaleReportContent['dimensions'];
  const labels = Object.fromEntries([...reportSectionKeys, ...reportLabelKeys].map((key) => [key, `${marker} ${key}`])) as LocaleReportContent['labels'];
  labels.page = `${marker} page {{n}} of {{total}}`;
  labels.prepared_for = `${marker} prepared for {{name}}`;
  labels.taken_on = `${marker} taken on {{date}}`;
  labels.sample_size = `${marker} {{count}} results in {{days}} days`;
  labels.ranking_explained = `${marker} clearer than {{score}}% of {{type}}`;
  labels.type_rank = `${marker} {{type}} rank {{rank}}`;
  return {
    types,
    dimensions,
    levelNames: ['very low', 'low', 'moderate', 'high', 'very high'].map((name) => `${marker} ${name}`) as LocaleReportContent['levelNames'],
    labels,
    analysis: {
      clearest: 'Your clearest preference is {{dimension}}: {{score}} of 100 ({{level}}).',
      leastClear: 'Your least clear one is {{dimension}}: {{score}} of 100 ({{level}}).',
      nearCutOne: '{{dimensions}} lies close to the cut, so this letter is less certain.',
      nearCutMany: '{{dimensions}} lie close to the cut, so these letters are less certain.',
      listSeparator: ', ',
      listLastSeparator: ' and ',
      sentenceSeparator: ' ',
    },
  };
}

/** A content with real Chinese, Japanese and Korean text in every part, to prove the fonts. */
export function cjkFixtureContent(): LocaleReportContent {
  const content = fixtureContent('中文テスト한국어');
  for (const type of Object.values(content.types)) {
    type.description = '这一类型的人独立自主、目光长远。このタイプの人は自立心が強い。이 유형의 사람들은 독립적입니다。';
    type.sections.personal_growth.paragraphs = ['个人成长：学会倾听他人的想法。自分の考えを早めに共有する。생각을 미리 설명해 주세요。'];
    type.sections.personal_growth.bullets = ['每天写下三件事', '毎日三つのことを書く', '매일 세 가지를 적기'];
  }
  content.labels.page = '第 {{n}} 页，共 {{total}} 页';
  content.labels.basic_profile = '基本资料';
  content.labels.dimension_analysis = '次元分析';
  content.labels.top_countries = '상위 10개국';
  return content;
}

export const statistics = (overrides: Partial<TypeStatisticsInput> = {}): TypeStatisticsInput => ({
  populationRatio: 0.0812,
  maleRatio: 0.07,
  femaleRatio: 0.09,
  sampleSize: 1200,
  maleSampleSize: 500,
  femaleSampleSize: 20,
  topCountries: [
    { country: 'DE', count: 40, share: 0.1234 },
    { country: 'jp', count: 30, share: 0.1 },
    { country: 'BR', count: 12, share: 0.0456 },
  ],
  rank: 4,
  rankingScore: 73,
  days: 90,
  ...overrides,
});

export const reportRequest = (overrides: Partial<ReportRequest> = {}): ReportRequest => ({
  locale: 'EN',
  typeCode: 'INTJ',
  // I strongly (EI 80), N very strongly (SN 90), T slightly (TF 45, just outside the near-cut band), J clearly (JP 25).
  scales: [
    { scale: 'EI', position: 80 },
    { scale: 'SN', position: 90 },
    { scale: 'TF', position: 45 },
    { scale: 'JP', position: 25 },
  ],
  userName: 'Ada',
  statistics: statistics(),
  full: true,
  ...overrides,
});
