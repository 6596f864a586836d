import { currentRequestContext } from '@mindprint/platform/request-context';
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { currentAuth } from '../auth/request-auth.js';
import type { ServiceClients } from '../service-clients.js';
import { sendOk } from '../envelope.js';
import { parseInput } from '../validation.js';
import { emailField } from './params.js';
import { defineRoute } from './route.js';

/** Marketing mail preferences, owned by notification: unsubscribe by link, one click, or by e-mail. */

export const unsubscribeTokenField = z.string().min(16, 'is not a valid unsubscribe link').max(512);

/** The address that will get no more marketing mail, masked. */
export const unsubscribedData = z.object({ emailMasked: z.string() });

export const mailRoutes = [
  defineRoute({
    method: 'post',
    path: '/mail/unsubscribe',
    surfaces: ['pay'],
    owner: 'notification',
    summary: 'Stop marketing mail to the address of an unsubscribe link; reports, receipts and codes still arrive',
    body: z.object({ token: unsubscribeTokenField }),
    response: unsubscribedData,
    handle: async ({ body, clients }) => ({ emailMasked: (await clients.notification.unsubscribeMarketing({ token: body.token })).emailMasked }),
  }),
  defineRoute({
    method: 'post',
    path: '/mail/unsubscribe/request',
    edgeLimit: 'mail',
    botCheck: true,
    surfaces: ['pay'],
    owner: 'notification',
    summary: 'Unsubscribe by e-mail: a confirmation link is mailed; the same answer whether or not we ever mailed the address',
    body: z.object({ email: emailField }),
    response: z.object({ accepted: z.boolean() }),
    handle: async ({ body, clients }) => {
      const { accepted } = await clients.notification.requestMarketingUnsubscribe({
        email: body.email,
        locale: (currentRequestContext().hl ?? '').toUpperCase(),
        clientIp: currentAuth().clientIp,
      });
      return { accepted };
    },
  }),
];

/**
 * A List-Unsubscribe-Post target of RFC 8058 (`POST …?token=…`), which mail clients call with the form body
 * `List-Unsubscribe=One-Click`; mounted before the JSON parser.
 */
export function oneClickTarget<Data>(act: (token: string) => Promise<Data>) {
  return [
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req: Request, res: Response) => {
      const token = parseInput(unsubscribeTokenField, req.query.token, 'token');
      sendOk(res, await act(token));
    },
  ];
}

/** `POST {pay}/mail/unsubscribe/one-click?token=…`: marketing mail's one-click unsubscribe. */
export const oneClickUnsubscribe = (clients: ServiceClients) =>
  oneClickTarget(async (token): Promise<z.infer<typeof unsubscribedData>> => ({ emailMasked: (await clients.notification.unsubscribeMarketing({ token })).emailMasked }));
