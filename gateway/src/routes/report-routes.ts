import type { Report } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import type { GetReportAccessResponse } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { currentRequestContext } from '@mindprint/platform/request-context';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { currentAuth } from '../auth/request-auth.js';
import type { ServiceClients } from '../service-clients.js';
import { parseInput } from '../validation.js';
import { scalesJson } from './order-routes.js';
import { orderNumberField } from './params.js';
import { defineRoute } from './route.js';

/**
 * The report of an exam order, composed here from two owners: the order service says what was bought and
 * gives the stored result with statistics from real results; the exam service writes the report. Whether
 * the full report is shown is decided here, on the server, from the order service's answer.
 */

/** The report's language: the visitor's (x-hl) when given, else the order's. */
const reportLocale = (access: GetReportAccessResponse) => (currentRequestContext().hl || access.locale || 'EN').toUpperCase();

const reportInput = (access: GetReportAccessResponse) => ({
  examId: access.examId,
  locale: reportLocale(access),
  typeCode: access.typeCode,
  scales: access.scales,
  userName: access.firstName,
  statistics: access.statistics,
  orderNumber: access.orderNumber,
  takenAt: access.createdAt,
});

async function reportOf(clients: ServiceClients, orderNumber: string) {
  const access = await clients.order.getReportAccess({ orderNumber });
  const { report } = await clients.exam.getReport({ input: reportInput(access), full: access.paid });
  if (!report) throw new DomainError('REPORT_UNAVAILABLE', 'The report could not be prepared; please try again', 'UNAVAILABLE');
  return { access, report };
}

const reportJson = (report: Report) => ({
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

export const reportRoutes = [
  defineRoute({
    method: 'get',
    path: '/exam/order/mbti/:id',
    surfaces: ['base'],
    owner: 'exam',
    summary: 'The report of an exam order in the visitor’s language: every section when paid, the free subset otherwise',
    handle: async ({ params, clients }) => {
      const { access, report } = await reportOf(clients, parseInput(orderNumberField, params.id, 'id'));
      return { orderNumber: access.orderNumber, paid: access.paid, takenAt: access.createdAt, report: reportJson(report) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/exam/order/presenter/list/:orderNumber',
    surfaces: ['base'],
    owner: 'exam',
    summary: 'The sections of an exam order’s report in reading order, and which are locked until it is paid',
    handle: async ({ params, clients }) => {
      const { report } = await reportOf(clients, parseInput(orderNumberField, params.orderNumber, 'orderNumber'));
      const shown = report.sections.map((s) => ({ key: s.key, title: s.title, locked: false }));
      const locked = report.lockedSections.map((key) => ({ key, title: report.labels[key] ?? key, locked: true }));
      return [...shown, ...locked];
    },
  }),
  defineRoute({
    method: 'post',
    path: '/exam/order/report/retrieve',
    surfaces: ['pay'],
    owner: 'notification',
    summary: 'E-mail the reports bought with an address; the same answer whether or not there are any',
    body: z.object({ email: z.string().max(254) }),
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
    const access = await clients.order.getReportAccess({ orderNumber });
    if (!access.paid) throw new DomainError('REPORT_NOT_PAID', 'The full report is available once it is paid', 'PERMISSION_DENIED');
    const { pdf, fileName } = await clients.exam.renderReportPdf({ input: reportInput(access) });
    res
      .status(200)
      .type('application/pdf')
      .setHeader('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '')}"`)
      .setHeader('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  };
}
