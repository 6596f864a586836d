import { type Exam, TestCenterSort } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { z } from 'zod';
import { examIdParam, localeParam } from './params.js';
import { defineRoute } from './route.js';
import { parseInput } from '../validation.js';

const examData = z.object({
  examId: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.string(),
  tags: z.array(z.object({ tagId: z.string(), name: z.string() })),
  questionCount: z.int(),
  minutes: z.array(z.int()).length(2),
  available: z.boolean(),
});

const examJson = (exam: Exam): z.infer<typeof examData> => ({
  examId: exam.examId,
  code: exam.code,
  name: exam.name,
  description: exam.description,
  categoryId: exam.categoryId,
  tags: exam.tags.map((t) => ({ tagId: t.tagId, name: t.name })),
  questionCount: exam.questionCount,
  minutes: [exam.minutesMin, exam.minutesMax],
  available: exam.available,
});

const testCenterSorts = { hot: TestCenterSort.HOT, latest: TestCenterSort.LATEST, guess: TestCenterSort.GUESS } as const;

const testCenterQuery = z.object({
  sort: z.enum(['hot', 'latest', 'guess']),
  categoryId: z.string().regex(/^[0-9]{1,32}$/, 'must be digits').optional(),
  seed: z.coerce.number().int().min(0).max(4294967295).optional(),
  limit: z.coerce.number().int().min(1).max(12).optional(),
});

/** An item answered on the scale, or a matrices puzzle answered by picking one of its pictures. */
const questionData = z.union([
  z.object({ questionId: z.string(), text: z.string(), matrixSvg: z.string(), options: z.array(z.object({ value: z.int(), svg: z.string() })) }),
  z.object({ questionId: z.string(), text: z.string() }),
]);

const questionSheetData = z.object({
  examId: z.string(),
  locale: z.string(),
  scaleKind: z.string(),
  scale: z.array(z.string()),
  timeLimitSeconds: z.int(),
  instructions: z.string(),
  testVersion: z.string(),
  parts: z.array(z.object({ part: z.int(), questions: z.array(questionData) })),
  total: z.int(),
});

export const examRoutes = [
  defineRoute({
    method: 'get',
    path: '/exam/question/list/:examId/:lang',
    params: z.object({ examId: examIdParam, lang: localeParam }),
    surfaces: ['base'],
    owner: 'exam',
    summary: 'The questions of a test in one language, in parts, with the answer scale and its kind (agreement: 7 points; accuracy: 5 points; matrices: 8 pictures, timed)',
    response: questionSheetData,
    handle: async ({ params, clients }) => {
      const examId = parseInput(examIdParam, params.examId, 'examId');
      const lang = parseInput(localeParam, params.lang, 'lang');
      const sheet = await clients.exam.listQuestions({ examId, locale: lang });
      return {
        examId: sheet.examId,
        locale: sheet.locale,
        scaleKind: sheet.scaleKind,
        scale: sheet.scale,
        timeLimitSeconds: sheet.timeLimitSeconds,
        instructions: sheet.instructions,
        testVersion: sheet.testVersion,
        parts: sheet.parts.map((p) => ({
          part: p.part,
          questions: p.questions.map((q) =>
            q.matrixSvg ? { questionId: q.questionId, text: q.text, matrixSvg: q.matrixSvg, options: q.options.map((o) => ({ value: o.value, svg: o.svg })) } : { questionId: q.questionId, text: q.text },
          ),
        })),
        total: sheet.total,
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/exam/category/list',
    surfaces: ['base'],
    owner: 'exam',
    summary: 'Test categories',
    response: z.array(z.object({ categoryId: z.string(), code: z.string(), name: z.string() })),
    handle: async ({ clients }) => (await clients.exam.listCategories({})).categories.map((c) => ({ categoryId: c.categoryId, code: c.code, name: c.name })),
  }),
  defineRoute({
    method: 'get',
    path: '/exam/info/:id',
    params: z.object({ id: examIdParam }),
    surfaces: ['base'],
    owner: 'exam',
    summary: 'One test of the catalogue',
    response: examData,
    handle: async ({ params, clients }) => {
      const { exam } = await clients.exam.getExam({ examId: parseInput(examIdParam, params.id, 'id') });
      if (!exam) throw new DomainError('EXAM_NOT_FOUND', 'No such test', 'NOT_FOUND');
      return examJson(exam);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/exam/tag/list',
    surfaces: ['base'],
    owner: 'exam',
    summary: 'Tags of the catalogue, optionally of one category',
    body: z.object({ categoryId: z.string().max(32).optional() }),
    response: z.array(z.object({ tagId: z.string(), name: z.string() })),
    handle: async ({ body, clients }) => (await clients.exam.listTags({ categoryId: body.categoryId ?? '' })).tags.map((t) => ({ tagId: t.tagId, name: t.name })),
  }),
  defineRoute({
    method: 'get',
    path: '/exam/recommend/exam/list/:id',
    params: z.object({ id: examIdParam }),
    surfaces: ['base'],
    owner: 'exam',
    summary: 'Other tests to take after this one',
    response: z.array(examData),
    handle: async ({ params, clients }) => (await clients.exam.listRecommendedExams({ examId: parseInput(examIdParam, params.id, 'id') })).exams.map(examJson),
  }),
  defineRoute({
    method: 'get',
    path: '/exam/center/list',
    surfaces: ['base'],
    owner: 'exam',
    summary: 'The test center: hot (finished in the last 30 days), latest, or guess-you-like (a new seed refreshes it), and how many tests are free to take',
    query: testCenterQuery,
    response: z.object({ items: z.array(examData.extend({ takenLast30Days: z.int(), publishedAt: z.string() })), freeTestCount: z.int() }),
    handle: async ({ query, clients }) => {
      const center = await clients.exam.listTestCenter({ sort: testCenterSorts[query.sort], categoryId: query.categoryId ?? '', seed: query.seed ?? 0, limit: query.limit ?? 0 });
      return {
        items: center.items.flatMap((i) => (i.exam ? [{ ...examJson(i.exam), takenLast30Days: i.takenLast30Days, publishedAt: i.publishedAt }] : [])),
        freeTestCount: center.freeTestCount,
      };
    },
  }),
];
