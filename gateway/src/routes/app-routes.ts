import { z } from 'zod';
import { defineRoute } from './route.js';

const examId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"');

export const appRoutes = [
  defineRoute({
    method: 'post',
    path: '/app/v2/generate/logid',
    surfaces: ['base'],
    owner: 'exam',
    summary: 'Start a visit and get the log id sent with later calls',
    body: z.object({ appExamId: examId, countryCode: z.string().max(8).optional() }),
    handle: async ({ body, clients }) => {
      const { logId } = await clients.exam.generateLogId({ appExamId: body.appExamId, countryCode: body.countryCode ?? '' });
      return { logId };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/app/language/list/:examId',
    surfaces: ['base'],
    owner: 'exam',
    summary: 'The locales an exam is offered in',
    handle: async ({ params, clients }) => {
      const { languages } = await clients.exam.listLanguages({ examId: examId.parse(params.examId) });
      return languages.map((l) => ({ code: l.code, name: l.name, isDefault: l.isDefault }));
    },
  }),
];
