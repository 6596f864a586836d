import { z } from 'zod';
import { scaleData } from './order-routes.js';

/** What the report calls answer (report-routes.ts), one shape per kind of test. */

const tabData = z.object({ key: z.string(), title: z.string(), locked: z.boolean() });

const profileReportData = z.object({
  kind: z.literal('profile'),
  examId: z.string(),
  testKind: z.string(),
  testName: z.string(),
  locale: z.string(),
  full: z.boolean(),
  resultCode: z.string(),
  resultLabel: z.string(),
  title: z.string(),
  overviewIntro: z.array(z.string()),
  sourceNote: z.string(),
  meters: z.array(
    z.object({
      scale: z.string(),
      name: z.string(),
      description: z.string(),
      lowPole: z.string(),
      highPole: z.string(),
      position: z.number(),
      level: z.int(),
      levelName: z.string(),
      headline: z.string(),
    }),
  ),
  lockedTabs: z.array(z.string()),
  tabs: z.array(
    tabData.extend({
      blocks: z.array(
        z.object({
          heading: z.string(),
          subheading: z.string(),
          paragraphs: z.array(z.string()),
          lists: z.array(z.object({ heading: z.string(), items: z.array(z.string()) })),
        }),
      ),
    }),
  ),
});

const matricesReportData = z.object({
  kind: z.literal('matrices'),
  locale: z.string(),
  full: z.boolean(),
  lockedTabs: z.array(z.string()),
  tabs: z.array(tabData),
  headings: z.record(z.string(), z.string()),
  testName: z.string(),
  testVersion: z.string(),
  correct: z.int(),
  answered: z.int(),
  total: z.int(),
  elapsedSeconds: z.int(),
  timeLimitSeconds: z.int(),
  summary: z.string(),
  comparison: z
    .object({
      enoughResults: z.boolean(),
      sampleSize: z.int(),
      minimumSampleSize: z.int(),
      percentile: z.number().nullable(),
      percentileText: z.string(),
      iqEstimate: z.number().nullable(),
      estimateLabel: z.string(),
      estimateNote: z.string(),
    })
    .nullable(),
  ruleBreakdown: z.array(z.object({ rule: z.string(), name: z.string(), description: z.string(), solved: z.int(), total: z.int() })),
  measures: z.array(z.string()),
  doesNotMeasure: z.array(z.string()),
});

const mappingReportData = z.object({
  kind: z.literal('mapping'),
  profileCode: z.string(),
  locale: z.string(),
  full: z.boolean(),
  lockedTabs: z.array(z.string()),
  tabs: z.array(tabData),
  headings: z.record(z.string(), z.string()),
  summary: z.string(),
  overviewIntro: z.array(z.string()),
  referenceRangeNote: z.string(),
  sourceNote: z.string(),
  dimensions: z.array(
    z.object({
      dimension: z.string(),
      code: z.string(),
      name: z.string(),
      description: z.string(),
      lowPole: z.string(),
      highPole: z.string(),
      position: z.number(),
      level: z.int(),
      levelName: z.string(),
      referenceRange: z.object({ from: z.number(), to: z.number() }),
      headline: z.string(),
      interpretation: z.string(),
      strengths: z.array(z.string()),
      watchOuts: z.array(z.string()),
      recommendations: z.array(z.string()),
    }),
  ),
  keyInterpretations: z.array(z.string()),
});

const typeReportData = z.object({
  kind: z.literal('type'),
  typeCode: z.string(),
  title: z.string(),
  description: z.string(),
  locale: z.string(),
  full: z.boolean(),
  lockedSections: z.array(z.string()),
  basic: z
    .object({
      userName: z.string(),
      keywords: z.array(z.string()),
      famousPeople: z.array(z.string()),
      populationRatio: z.number(),
      maleRatio: z.number(),
      femaleRatio: z.number(),
      sampleSize: z.int(),
    })
    .optional(),
  dimensions: z.array(
    z.object({ code: z.string(), name: z.string(), score: z.number(), referenceRange: z.string(), level: z.int(), levelName: z.string(), interpretation: z.string() }),
  ),
  sections: z.array(z.object({ key: z.string(), title: z.string(), paragraphs: z.array(z.string()), bullets: z.array(z.string()) })),
  topCountries: z.array(z.object({ country: z.string(), countryName: z.string(), count: z.int(), score: z.number(), typeCode: z.string() })),
  rankingScore: z.number(),
  typeRank: z.int(),
  statisticsDays: z.int(),
  labels: z.record(z.string(), z.string()),
  scales: z.array(scaleData),
});

/** The report of an exam order: every section when paid, the free part otherwise. */
export const examOrderReportData = z.object({
  orderNumber: z.string(),
  examId: z.string(),
  paid: z.boolean(),
  takenAt: z.string(),
  report: z.discriminatedUnion('kind', [profileReportData, matricesReportData, mappingReportData, typeReportData]),
});

/** The report's sections in reading order, locked ones last until it is paid. */
export const reportSectionsData = z.array(tabData);
