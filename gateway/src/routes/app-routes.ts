import { z } from 'zod';
import { examIds } from '@mindprint/platform/exam-kinds';
import { examIdParam as examId } from './params.js';
import { defineRoute } from './route.js';
import { parseInput, serviceRule } from '../validation.js';

const appViewData = z.object({
  exam: z.object({ examId: z.string(), code: z.string(), name: z.string(), questionCount: z.int(), minutes: z.array(z.int()).length(2) }).optional(),
  stats: z.object({
    takenToday: z.int(),
    inYourRegion: z.int().nullable(),
    region: z.string().nullable(),
    totalCompleted: z.int(),
    accuracy: z.object({ average: z.number().nullable(), ratings: z.int() }),
  }),
});

export const appRoutes = [
  defineRoute({
    method: 'post',
    path: '/app/v2/generate/logid',
    surfaces: ['base'],
    owner: 'exam',
    summary: 'Start a visit and get the log id sent with later calls',
    body: z.object({ appExamId: examId, countryCode: z.string().regex(/^([A-Za-z]{2})?$/, serviceRule('INVALID_COUNTRY', 'Country code must be two letters')).optional() }),
    response: z.object({ logId: z.string() }),
    handle: async ({ body, clients }) => {
      const { logId } = await clients.exam.generateLogId({ appExamId: body.appExamId, countryCode: body.countryCode ?? '' });
      return { logId };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/app/language/list/:examId',
    params: z.object({ examId }),
    surfaces: ['base'],
    owner: 'exam',
    summary: 'The locales an exam is offered in',
    response: z.array(z.object({ code: z.string(), name: z.string(), isDefault: z.boolean() })),
    handle: async ({ params, clients }) => {
      const { languages } = await clients.exam.listLanguages({ examId: parseInput(examId, params.examId, 'examId') });
      return languages.map((l) => ({ code: l.code, name: l.name, isDefault: l.isDefault }));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/app/v2/view',
    surfaces: ['base'],
    owner: 'exam',
    summary: 'The exam of a landing page and the home statistics, counted from completed tests and real ratings',
    query: z.object({
      id: examId.default(examIds.type),
      country: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code').optional(),
      hl: z.string().optional(),
      dl: z.string().optional(),
      av: z.string().optional(),
      eid: z.string().optional(),
      aeid: z.string().optional(),
    }),
    response: appViewData,
    handle: async ({ query, clients }) => {
      const country = query.country?.toUpperCase() ?? '';
      const [{ exam }, stats] = await Promise.all([
        clients.exam.getExam({ examId: query.id, locale: query.hl ?? '' }),
        clients.order.getCompletionStats({ examId: query.id, country }),
      ]);
      return {
        exam: exam && { examId: exam.examId, code: exam.code, name: exam.name, questionCount: exam.questionCount, minutes: [exam.minutesMin, exam.minutesMax] as [number, number] },
        stats: {
          takenToday: stats.takenToday,
          inYourRegion: country ? stats.inRegion : null,
          region: country || null,
          totalCompleted: stats.totalCompleted,
          accuracy: { average: stats.ratings > 0 ? Math.round(stats.accuracyAverage * 10) / 10 : null, ratings: stats.ratings },
        },
      };
    },
  }),
];
