import type { ScaleScore, TypeResult } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { localeOrDefault } from '@mindprint/platform/locales';
import { currentRequestContext } from '@mindprint/platform/request-context';
import { z } from 'zod';
import { adAttributionOfRequest, currentAuth, requireSignedIn } from '../auth/request-auth.js';
import { parseInput, serviceRule } from '../validation.js';
import { emailField as email, examIdParam, int32, orderNumberField, trackingField } from './params.js';
import { defineRoute } from './route.js';

export const scaleData = z.object({
  scale: z.string(),
  leftPole: z.string(),
  rightPole: z.string(),
  leftName: z.string(),
  rightName: z.string(),
  position: z.number(),
  letter: z.string(),
  strength: z.number(),
  nearCut: z.boolean(),
  name: z.string(),
  level: z.int(),
  levelName: z.string(),
  headline: z.string(),
});

export const scalesJson = (scales: ScaleScore[]): Array<z.infer<typeof scaleData>> =>
  scales.map((s) => ({
    scale: s.scale,
    leftPole: s.leftPole,
    rightPole: s.rightPole,
    leftName: s.leftName,
    rightName: s.rightName,
    position: s.position,
    letter: s.letter,
    strength: s.strength,
    nearCut: s.nearCut,
    name: s.name,
    level: s.level,
    levelName: s.levelName,
    headline: s.headline,
  }));

/** The free result; a matrices result shows its score and time, never the stored per-rule positions (those are the paid report's). */
export const resultData = z.union([
  z.object({
    typeCode: z.string(),
    title: z.string(),
    summary: z.string(),
    scales: z.tuple([]),
    matrices: z.object({ correct: z.int(), answered: z.int(), total: z.int(), elapsedSeconds: z.int(), timeLimitSeconds: z.int(), testVersion: z.string() }),
  }),
  z.object({ typeCode: z.string(), title: z.string(), summary: z.string(), scales: z.array(scaleData) }),
]);

export const resultJson = (result: TypeResult | undefined): z.infer<typeof resultData> | undefined =>
  result &&
  (result.matrices
    ? {
        typeCode: result.typeCode,
        title: result.title,
        summary: result.summary,
        scales: [],
        matrices: {
          correct: result.matrices.correct,
          answered: result.matrices.answered,
          total: result.matrices.total,
          elapsedSeconds: result.matrices.elapsedSeconds,
          timeLimitSeconds: result.matrices.timeLimitSeconds,
          testVersion: result.matrices.testVersion,
        },
      }
    : { typeCode: result.typeCode, title: result.title, summary: result.summary, scales: scalesJson(result.scales) });


const ratingRule = serviceRule('INVALID_RATING', 'A rating is a whole number from 1 to 5');

export const orderRoutes = [
  defineRoute({
    method: 'post',
    path: '/exam/order/info',
    edgeLimit: 'mail',
    botCheck: true,
    surfaces: ['base'],
    owner: 'order',
    summary: 'Submit a finished test with an e-mail (and the personal data form): the exam order and its free result',
    body: z.object({
      examId: examIdParam,
      locale: z.string().max(8).default(''),
      email,
      // May be empty: a timed test (matrices) submits what was answered when time ran out; untimed tests refuse incomplete sets.
      answers: z.array(z.object({ questionId: z.string().max(64), value: int32() })).max(500),
      elapsedSeconds: int32().min(0).optional(),
      form: z
        .object({
          firstName: z.string().max(200),
          lastName: z.string().max(200).default(''),
          yearOfBirth: int32(),
          gender: z.string().max(16),
          country: z.string().max(8),
        })
        .optional(),
      tracking: trackingField,
    }),
    response: z.object({ orderNumber: z.string(), result: resultData.optional() }),
    handle: async ({ body, clients }) => {
      const created = await clients.order.createExamOrder({
        examId: body.examId,
        locale: body.locale,
        email: body.email,
        answers: body.answers,
        form: body.form,
        hasForm: body.form !== undefined,
        tracking: body.tracking,
        elapsedSeconds: body.elapsedSeconds,
        ...adAttributionOfRequest(),
      });
      return { orderNumber: created.orderNumber, result: resultJson(created.result) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/exam/order/info/free',
    surfaces: ['base'],
    owner: 'order',
    summary: 'The free result of an exam order, by order number or share token (a share token gets no order number back)',
    body: z.union([z.object({ orderNumber: orderNumberField }), z.object({ shareToken: z.string().min(1).max(64) })], { error: 'orderNumber or shareToken is required' }),
    response: z.object({ orderNumber: z.string().optional(), examId: z.string(), locale: z.string(), createdAt: z.string(), result: resultData.optional() }),
    handle: async ({ body, clients }) => {
      const found = await clients.order.getFreeResult('orderNumber' in body ? { orderNumber: body.orderNumber, shareToken: '' } : { orderNumber: '', shareToken: body.shareToken });
      return { ...(found.orderNumber ? { orderNumber: found.orderNumber } : {}), examId: found.examId, locale: found.locale, createdAt: found.createdAt, result: resultJson(found.result) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/exam/order/info/:orderNumber',
    params: z.object({ orderNumber: orderNumberField }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'An exam order (the e-mail masked)',
    response: z.object({ orderNumber: z.string(), examId: z.string(), status: z.string(), emailMasked: z.string(), locale: z.string(), createdAt: z.string(), typeCode: z.string() }),
    handle: async ({ params, clients }) => {
      const order = await clients.order.getExamOrder({ orderNumber: parseInput(orderNumberField, params.orderNumber, 'orderNumber') });
      return {
        orderNumber: order.orderNumber,
        examId: order.examId,
        status: order.status,
        emailMasked: order.emailMasked,
        locale: order.locale,
        createdAt: order.createdAt,
        typeCode: order.typeCode,
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/exam/order/update/email',
    surfaces: ['base', 'pay'],
    owner: 'order',
    summary: 'Change the address a report is delivered to (refused once the order is paid)',
    body: z.object({ orderNumber: orderNumberField, email }),
    response: z.object({ orderNumber: z.string(), emailMasked: z.string() }),
    handle: async ({ body, clients }) => {
      const updated = await clients.order.updateEmail(body);
      return { orderNumber: updated.orderNumber, emailMasked: updated.emailMasked };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/exam/order/country/list',
    surfaces: ['base'],
    owner: 'order',
    summary: 'Countries and regions for the personal data form, named in the visitor’s language',
    response: z.array(z.object({ code: z.string(), name: z.string() })),
    handle: async ({ clients }) => (await clients.order.listCountries({})).countries.map((c) => ({ code: c.code, name: c.name })),
  }),
  defineRoute({
    method: 'post',
    path: '/exam/order/info/share',
    surfaces: ['base'],
    owner: 'order',
    summary: 'A link that shows the free result to others',
    body: z.object({ orderNumber: orderNumberField }),
    response: z.object({ shareToken: z.string(), sharePath: z.string() }),
    handle: async ({ body, clients }) => {
      const { shareToken } = await clients.order.shareResult(body);
      return { shareToken, sharePath: `/report/result-free-test?share=${encodeURIComponent(shareToken)}` };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/exam/order/info/rating',
    surfaces: ['base'],
    owner: 'order',
    summary: 'How accurate the visitor found their result, 1 to 5 (the home page’s user-rated accuracy)',
    body: z.object({ orderNumber: orderNumberField, rating: z.int(ratingRule).min(1, ratingRule).max(5, ratingRule) }),
    response: z.object({ orderNumber: z.string(), rating: z.int() }),
    handle: async ({ body, clients }) => {
      const rated = await clients.order.rateResult(body);
      return { orderNumber: rated.orderNumber, rating: rated.rating };
    },
  }),
];

export const memberOrdersData = z.object({
  emailVerified: z.boolean(),
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      examId: z.string(),
      examName: z.string(),
      typeCode: z.string(),
      createdAt: z.string(),
      status: z.string(),
      resultPath: z.string(),
      payPath: z.string(),
    }),
  ),
});

export const memberOrderRoutes = [
  defineRoute({
    method: 'get',
    path: '/user/order/list/:id',
    params: z.object({ id: examIdParam }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'The signed-in member’s tests by their verified e-mail, guest ones included; id is an exam id or "all"',
    response: memberOrdersData,
    handle: async ({ params, clients, examNames: names }) => {
      const member = requireSignedIn();
      const examId = params.id === 'all' || params.id === '0' ? '' : parseInput(examIdParam, params.id, 'id');
      if (!member.verifiedEmail) return { emailVerified: false, orders: [] };
      const locale = localeOrDefault(currentRequestContext().hl);
      // Kept briefly by this gateway once every order is paid (personal-reads.ts, account-reads.ts).
      const { orders } = await clients.order.listExamOrdersByEmail({ email: member.verifiedEmail, examId });
      // Each test's name in the visitor's language (x-hl, as the exam service reads it), kept by this gateway.
      const examNames = await names.of(
        orders.map((o) => o.examId),
        locale,
      );
      return {
        emailVerified: true,
        orders: orders.map((o) => ({
          orderNumber: o.orderNumber,
          examId: o.examId,
          examName: examNames.get(o.examId) ?? '',
          typeCode: o.typeCode,
          createdAt: o.createdAt,
          status: o.status,
          resultPath: `${o.status === 'paid' ? '/report/result' : '/report/result-free-test'}?orderNumber=${encodeURIComponent(o.orderNumber)}`,
          payPath: o.status === 'paid' ? '' : `/paying/buyreport?orderNumber=${encodeURIComponent(o.orderNumber)}`,
        })),
      };
    },
  }),
];
