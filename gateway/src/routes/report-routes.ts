import type { MappingReport, MatricesReport, ProfileReport, Report } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { currentRequestContext } from '@mindprint/platform/request-context';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { currentAuth } from '../auth/request-auth.js';
import type { ServiceClients } from '../service-clients.js';
import { parseInput } from '../validation.js';
import { scalesJson } from './order-routes.js';
import { emailField, orderNumberField } from './params.js';
import { examOrderReportData, reportSectionsData } from './report-data.js';
import { defineRoute } from './route.js';

/**
 * The report of an exam order from two owners: the order service says what was bought and composes the
 * report's input (stored result, statistics from real results); the exam service writes the report from it.
 * Whether the full report is shown follows the order service's answer, on the server.
 */

/** The order's report access with the report's input in the visitor's language (x-hl) when given, else the order's. */
const reportAccess = (clients: ServiceClients, orderNumber: string) => clients.order.getReportAccess({ orderNumber, locale: currentRequestContext().hl ?? '' });

async function reportOf(clients: ServiceClients, orderNumber: string) {
  const access = await reportAccess(clients, orderNumber);
  const { report, mappingReport, matricesReport, profileReport } = await clients.exam.getReport({ input: access.reportInput, full: access.paid });
  if (profileReport) return { access, kind: 'profile' as const, report: profileReport };
  if (matricesReport) return { access, kind: 'matrices' as const, report: matricesReport };
  if (mappingReport) return { access, kind: 'mapping' as const, report: mappingReport };
  if (report) return { access, kind: 'type' as const, report };
  throw new DomainError('REPORT_UNAVAILABLE', 'The report could not be prepared; please try again', 'UNAVAILABLE');
}

const matricesReportJson = (report: MatricesReport) => ({
  kind: 'matrices' as const,
  locale: report.locale,
  full: report.full,
  lockedTabs: report.lockedTabs,
  tabs: report.tabs.map((t) => ({ key: t.key, title: t.title, locked: t.locked })),
  headings: report.headings,
  testName: report.testName,
  testVersion: report.testVersion,
  correct: report.correct,
  answered: report.answered,
  total: report.total,
  elapsedSeconds: report.elapsedSeconds,
  timeLimitSeconds: report.timeLimitSeconds,
  summary: report.summary,
  comparison: report.comparison
    ? {
        enoughResults: report.comparison.enoughResults,
        sampleSize: report.comparison.sampleSize,
        minimumSampleSize: report.comparison.minimumSampleSize,
        percentile: report.comparison.percentile ?? null,
        percentileText: report.comparison.percentileText,
        iqEstimate: report.comparison.iqEstimate ?? null,
        estimateLabel: report.comparison.estimateLabel,
        estimateNote: report.comparison.estimateNote,
      }
    : null,
  ruleBreakdown: report.ruleBreakdown.map((r) => ({ rule: r.rule, name: r.name, description: r.description, solved: r.solved, total: r.total })),
  measures: report.measures,
  doesNotMeasure: report.doesNotMeasure,
});

const mappingReportJson = (report: MappingReport) => ({
  kind: 'mapping' as const,
  profileCode: report.profileCode,
  locale: report.locale,
  full: report.full,
  lockedTabs: report.lockedTabs,
  tabs: report.tabs.map((t) => ({ key: t.key, title: t.title, locked: t.locked })),
  headings: report.headings,
  summary: report.summary,
  overviewIntro: report.overviewIntro,
  referenceRangeNote: report.referenceRangeNote,
  sourceNote: report.sourceNote,
  dimensions: report.dimensions.map((d) => ({
    dimension: d.dimension,
    code: d.code,
    name: d.name,
    description: d.description,
    lowPole: d.lowPole,
    highPole: d.highPole,
    position: d.position,
    level: d.level,
    levelName: d.levelName,
    referenceRange: { from: d.referenceFrom, to: d.referenceTo },
    headline: d.headline,
    interpretation: d.interpretation,
    strengths: d.strengths,
    watchOuts: d.watchOuts,
    recommendations: d.recommendations,
  })),
  keyInterpretations: report.keyInterpretations,
});

/** Exams 4, 5, 6 (gateway/docs/profile-tests-calls.md). */
const profileReportJson = (report: ProfileReport) => ({
  kind: 'profile' as const,
  examId: report.examId,
  testKind: report.testKind,
  testName: report.testName,
  locale: report.locale,
  full: report.full,
  resultCode: report.resultCode,
  resultLabel: report.resultLabel,
  title: report.title,
  overviewIntro: report.overviewIntro,
  sourceNote: report.sourceNote,
  meters: report.meters.map((m) => ({
    scale: m.scale,
    name: m.name,
    description: m.description,
    lowPole: m.lowPole,
    highPole: m.highPole,
    position: m.position,
    level: m.level,
    levelName: m.levelName,
    headline: m.headline,
  })),
  lockedTabs: report.lockedTabs,
  tabs: report.tabs.map((t) => ({
    key: t.key,
    title: t.title,
    locked: t.locked,
    blocks: t.blocks.map((b) => ({ heading: b.heading, subheading: b.subheading, paragraphs: b.paragraphs, lists: b.lists.map((l) => ({ heading: l.heading, items: l.items })) })),
  })),
});

const reportJson = (report: Report) => ({
  kind: 'type' as const,
  typeCode: report.typeCode,
  title: report.title,
  description: report.description,
  locale: report.locale,
  full: report.full,
  lockedSections: report.lockedSections,
  basic: report.basic && {
    userName: report.basic.userName,
    keywords: report.basic.keywords,
    famousPeople: report.basic.famousPeople,
    populationRatio: report.basic.populationRatio,
    maleRatio: report.basic.maleRatio,
    femaleRatio: report.basic.femaleRatio,
    sampleSize: report.basic.sampleSize,
  },
  dimensions: report.dimensions.map((d) => ({
    code: d.code,
    name: d.name,
    score: d.score,
    referenceRange: d.referenceRange,
    level: d.level,
    levelName: d.levelName,
    interpretation: d.interpretation,
  })),
  sections: report.sections.map((s) => ({ key: s.key, title: s.title, paragraphs: s.paragraphs, bullets: s.bullets })),
  topCountries: report.topCountries.map((c) => ({ country: c.country, countryName: c.countryName, count: c.count, score: c.score, typeCode: c.typeCode })),
  rankingScore: report.rankingScore,
  typeRank: report.typeRank,
  statisticsDays: report.statisticsDays,
  labels: report.labels,
  scales: scalesJson(report.scales),
});

function jsonOf(found: Awaited<ReturnType<typeof reportOf>>) {
  switch (found.kind) {
    case 'profile':
      return profileReportJson(found.report);
    case 'matrices':
      return matricesReportJson(found.report);
    case 'mapping':
      return mappingReportJson(found.report);
    case 'type':
      return reportJson(found.report);
  }
}

/** The report of any exam's order, by its kind: 'type' (16 types), 'mapping' (five dimensions), 'matrices' or 'profile' (exams 4–6). */
async function examOrderReport(clients: ServiceClients, orderNumber: string) {
  const found = await reportOf(clients, orderNumber);
  const { access } = found;
  return {
    orderNumber: access.orderNumber,
    examId: access.examId,
    paid: access.paid,
    takenAt: access.createdAt,
    report: jsonOf(found),

  };
}

export const reportRoutes = [
  defineRoute({
    method: 'get',
    path: '/exam/order/mbti/:id',
    params: z.object({ id: orderNumberField }),
    surfaces: ['base'],
    owner: 'exam',
    summary: 'The report of an exam order in the visitor’s language: every section when paid, the free subset otherwise (kept for the 16-type pages; answers as /exam/order/report)',
    response: examOrderReportData,
    handle: async ({ params, clients }) => examOrderReport(clients, parseInput(orderNumberField, params.id, 'id')),
  }),
  defineRoute({
    method: 'get',
    path: '/exam/order/report/:id',
    params: z.object({ id: orderNumberField }),
    surfaces: ['base'],
    owner: 'exam',
    summary: 'The report of any test’s order in the visitor’s language, by the test’s kind (16-type, five-dimension profile, matrices or profile test): all of it when paid, the free part otherwise',
    response: examOrderReportData,
    handle: async ({ params, clients }) => examOrderReport(clients, parseInput(orderNumberField, params.id, 'id')),
  }),
  defineRoute({
    method: 'get',
    path: '/exam/order/presenter/list/:orderNumber',
    params: z.object({ orderNumber: orderNumberField }),
    surfaces: ['base'],
    owner: 'exam',
    summary: 'The sections of an exam order’s report in reading order, and which are locked until it is paid',
    response: reportSectionsData,
    handle: async ({ params, clients }) => {
      const found = await reportOf(clients, parseInput(orderNumberField, params.orderNumber, 'orderNumber'));
      if (found.kind !== 'type') return found.report.tabs.map((t) => ({ key: t.key, title: t.title, locked: t.locked }));
      const { report } = found;
      const shown = report.sections.map((s) => ({ key: s.key, title: s.title, locked: false }));
      const locked = report.lockedSections.map((key) => ({ key, title: report.labels[key] ?? key, locked: true }));
      return [...shown, ...locked];
    },
  }),
  defineRoute({
    method: 'post',
    path: '/exam/order/report/retrieve',
    edgeLimit: 'mail',
    botCheck: true,
    surfaces: ['pay'],
    owner: 'notification',
    summary: 'E-mail the reports bought with an address; the same answer whether or not there are any',
    body: z.object({ email: emailField }),
    response: z.object({ accepted: z.boolean() }),
    handle: async ({ body, clients }) => {
      const { accepted } = await clients.notification.requestReportRetrieval({
        email: body.email,
        locale: (currentRequestContext().hl ?? '').toUpperCase(),
        clientIp: currentAuth().clientIp,
      });
      return { accepted };
    },
  }),
];

/**
 * `POST /exam/order/file/down/info` with `{ orderNumber }`: the full report as a PDF named by the order
 * number. Not an envelope on success (the spec's client saves the answer as a file); 403 while unpaid.
 */
export function reportPdfDownload(clients: ServiceClients) {
  return async (req: Request, res: Response) => {
    const { orderNumber } = parseInput(z.object({ orderNumber: orderNumberField }), req.body, 'body');
    const access = await reportAccess(clients, orderNumber);
    if (!access.paid) throw new DomainError('REPORT_NOT_PAID', 'The full report is available once it is paid', 'PERMISSION_DENIED');
    const { pdf, fileName } = await clients.exam.renderReportPdf({ input: access.reportInput });
    res
      .status(200)
      .type('application/pdf')
      .setHeader('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '')}"`)
      .setHeader('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  };
}
