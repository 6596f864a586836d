import { z } from 'zod';
import { envelopeResponses, type ExtraOperation, fileResponses, openApiDocument } from './openapi.js';
import { appRoutes } from './routes/app-routes.js';
import { checkoutRoutes } from './routes/checkout-routes.js';
import { contentIdParam, contentRoutes } from './routes/content-routes.js';
import { dailyReminderRoutes, dailyReminderStoppedData } from './routes/daily-reminder-routes.js';
import { examRoutes } from './routes/exam-routes.js';
import { mailRoutes, unsubscribedData, unsubscribeTokenField } from './routes/mail-routes.js';
import { memberOrderRoutes, orderRoutes } from './routes/order-routes.js';
import { orderNumberField } from './routes/params.js';
import { paymentRoutes, webhookAnswerData } from './routes/payment-routes.js';
import { reportRoutes } from './routes/report-routes.js';
import type { Route, Surface } from './routes/route.js';
import { subscriptionRoutes } from './routes/subscription-routes.js';
import { userCenterRoutes } from './routes/user-center-routes.js';
import { userRoutes } from './routes/user-routes.js';

/** Every REST call of the route table, on every surface (app.ts serves them; the OpenAPI documents describe them). */
export const allRoutes: Route[] = [
  ...appRoutes,
  ...examRoutes,
  ...orderRoutes,
  ...checkoutRoutes,
  ...paymentRoutes,
  ...reportRoutes,
  ...mailRoutes,
  ...dailyReminderRoutes,
  ...subscriptionRoutes,
  ...memberOrderRoutes,
  ...userRoutes,
  ...contentRoutes,
  ...userCenterRoutes,
];

/** The calls each surface serves outside the route table (files, webhooks), as the OpenAPI document shows them. */
export const outsideTheTable: Record<Surface, ExtraOperation[]> = {
  base: [
    { method: 'get', path: '/user/avatar/:userId', tags: ['user'], summary: 'A member’s avatar image', responses: fileResponses('image/*', 'The image') },
    {
      method: 'post',
      path: '/exam/order/file/down/info',
      tags: ['exam'],
      summary: 'The paid report as a PDF (403 while unpaid)',
      requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(z.object({ orderNumber: orderNumberField }), { io: 'input' }) } } },
      responses: fileResponses('application/pdf', 'The PDF'),
    },
    { method: 'get', path: '/course/file/:courseId/:attachmentId', pathSchemas: { courseId: z.toJSONSchema(contentIdParam), attachmentId: z.toJSONSchema(contentIdParam) }, tags: ['content'], summary: 'A course’s file for a member entitled to it', responses: fileResponses('application/pdf', 'The file') },
  ],
  pay: [
    {
      method: 'post',
      path: '/webhooks/:provider',
      pathSchemas: { provider: { type: 'string', enum: ['stripe', 'paypal'] } },
      tags: ['payment'],
      summary: 'Payment provider webhooks (stripe, paypal), verified by their signature over the raw body; refused (400) or not verifiable right now (503: send again)',
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: envelopeResponses(webhookAnswerData, 'Recorded (also for a duplicate)'),
    },
    {
      method: 'post',
      path: '/mail/unsubscribe/one-click',
      tags: ['notification'],
      summary: 'One-click unsubscribe from marketing mail (RFC 8058), the token from the mail’s List-Unsubscribe header',
      query: { token: z.toJSONSchema(unsubscribeTokenField) as { type: string } },
      requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { const: 'One-Click' } } } } } },
      responses: envelopeResponses(unsubscribedData, 'Unsubscribed'),
    },
    {
      method: 'post',
      path: '/mail/daily-reminder/one-click',
      tags: ['notification'],
      summary: 'One-click stop of the daily question reminder (RFC 8058), the token from the reminder’s List-Unsubscribe header',
      query: { token: z.toJSONSchema(unsubscribeTokenField) as { type: string } },
      requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { const: 'One-Click' } } } } } },
      responses: envelopeResponses(dailyReminderStoppedData, 'Stopped (or already off)'),
    },
  ],
};

/** The routes a gateway serves: the sandbox provider's pages only where they are on (gateway config `sandboxPages`). */
export const servedRoutes = (sandboxPages: boolean) => allRoutes.filter((r) => !r.testModeOnly || sandboxPages);

/** The OpenAPI document a surface serves at `{prefix}/openapi.json`. */
export const surfaceDocument = (surface: Surface, prefix: string, sandboxPages: boolean) =>
  openApiDocument(servedRoutes(sandboxPages), surface, prefix, outsideTheTable[surface]);
