import type { ProtocolSummary } from '@mindprint/proto/gen/mindprint/content/v1/content_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { z } from 'zod';
import { examIdParam, localeParam } from './params.js';
import { defineRoute } from './route.js';
import { parseInput } from '../validation.js';

/** Ids of legal documents and help items: digits only. */
export const contentIdParam = z.string().regex(/^[0-9]{1,9}$/, 'must be a number of 1 to 9 digits');

const protocolData = z.object({ protocolId: z.string(), code: z.string(), title: z.string(), version: z.string(), effectiveDate: z.string(), showOnSignup: z.boolean() });

const protocolJson = (p: ProtocolSummary): z.infer<typeof protocolData> => ({
  protocolId: p.protocolId,
  code: p.code,
  title: p.title,
  version: p.version,
  effectiveDate: p.effectiveDate,
  showOnSignup: p.showOnSignup,
});

const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new DomainError('INTERNAL', `The content service returned no ${what}`, 'INTERNAL');
  return value;
};

/** Legal documents and the help center (content service). Texts of `info` calls follow the `x-hl` header, else EN. */
export const contentRoutes = [
  defineRoute({
    method: 'get',
    path: '/app/protocol/list/:examId/:hl',
    params: z.object({ examId: examIdParam, hl: localeParam }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'The legal documents (terms, privacy, subscription terms) with version, effective date and whether sign-up shows them',
    response: z.array(protocolData),
    handle: async ({ params, clients }) => {
      const examId = parseInput(examIdParam, params.examId, 'examId');
      const hl = parseInput(localeParam, params.hl, 'hl');
      return (await clients.content.listProtocols({ examId, locale: hl })).protocols.map(protocolJson);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/app/protocol/getPrivacyAndAgreement/:examId/:hl',
    params: z.object({ examId: examIdParam, hl: localeParam }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'The terms of service and the privacy policy shown at e-mail capture and sign-up',
    response: z.object({ terms: protocolData, privacy: protocolData }),
    handle: async ({ params, clients }) => {
      const examId = parseInput(examIdParam, params.examId, 'examId');
      const hl = parseInput(localeParam, params.hl, 'hl');
      const { terms, privacy } = await clients.content.getPrivacyAndAgreement({ examId, locale: hl });
      return { terms: protocolJson(required(terms, 'terms')), privacy: protocolJson(required(privacy, 'privacy policy')) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/app/protocol/info/:id',
    params: z.object({ id: contentIdParam }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'One legal document with its sections, in the x-hl language or English',
    response: z.object({ protocolId: z.string(), code: z.string(), title: z.string(), version: z.string(), effectiveDate: z.string(), locale: z.string(), sections: z.array(z.object({ heading: z.string(), body: z.string() })) }),
    handle: async ({ params, clients }) => {
      const { protocol } = await clients.content.getProtocol({ protocolId: parseInput(contentIdParam, params.id, 'id') });
      const p = required(protocol, 'document');
      return {
        protocolId: p.protocolId,
        code: p.code,
        title: p.title,
        version: p.version,
        effectiveDate: p.effectiveDate,
        locale: p.locale,
        sections: p.sections.map((s) => ({ heading: s.heading, body: s.body })),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/app/help/list/:examId/:hl',
    params: z.object({ examId: examIdParam, hl: localeParam }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'The help center: groups (subscription management, billing and payments, legal and policies, support contact) with their questions',
    response: z.array(z.object({ groupCode: z.string(), groupTitle: z.string(), items: z.array(z.object({ helpId: z.string(), question: z.string() })) })),
    handle: async ({ params, clients }) => {
      const examId = parseInput(examIdParam, params.examId, 'examId');
      const hl = parseInput(localeParam, params.hl, 'hl');
      return (await clients.content.listHelpGroups({ examId, locale: hl })).groups.map((g) => ({
        groupCode: g.groupCode,
        groupTitle: g.groupTitle,
        items: g.items.map((i) => ({ helpId: i.helpId, question: i.question })),
      }));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/app/help/info/:id',
    params: z.object({ id: contentIdParam }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'One help item with its answer, in the x-hl language or English',
    response: z.object({ helpId: z.string(), groupCode: z.string(), question: z.string(), answer: z.string(), locale: z.string() }),
    handle: async ({ params, clients }) => {
      const { item } = await clients.content.getHelpItem({ helpId: parseInput(contentIdParam, params.id, 'id') });
      const i = required(item, 'help item');
      return { helpId: i.helpId, groupCode: i.groupCode, question: i.question, answer: i.answer, locale: i.locale };
    },
  }),
];
