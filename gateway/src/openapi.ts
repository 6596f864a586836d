import { z } from 'zod';
import { BOT_CHECK_TOKEN_HEADER, botCheckTokenPattern } from './bot-check.js';
import type { Route, Surface } from './routes/route.js';

/** What the gateway refuses in every string (validation.ts): a NUL character. */
const noNul = '^[^\\u0000]*$';

/** Whether a pattern might match a NUL: it has a negated class, a dot or a negated escape (\S, \D, \W). */
const mayMatchNul = (pattern: string) => pattern !== noNul && /\[\^|(?<!\\)\.|\\[SDW]/.test(pattern);

/** Adds the no-NUL pattern to every string schema without an enum or const (beside a pattern of its own: allOf). */
function withoutNul(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutNul);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' || key === '$defs') copy[key] = Object.fromEntries(Object.entries(value as object).map(([name, v]) => [name, withoutNul(v)]));
    else if (['items', 'additionalProperties', 'propertyNames', 'anyOf', 'oneOf', 'allOf', 'prefixItems', 'not'].includes(key)) copy[key] = withoutNul(value);
    else copy[key] = value;
  }
  const types = ([] as unknown[]).concat(copy.type ?? []);
  if (types.includes('string') && !('enum' in copy) && !('const' in copy)) {
    if (!('pattern' in copy)) copy.pattern = noNul;
    else if (mayMatchNul(copy.pattern as string)) copy.allOf = [...((copy.allOf as unknown[] | undefined) ?? []), { pattern: noNul }];
  }
  return copy;
}

/** A JSON Schema of what an answer carries (output side: defaults applied, unknown fields not allowed). */
function answerSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output' }) as Record<string, unknown>;
  return json;
}

/** The answers of an envelope call: 200 with its data, anything else a failure envelope. */
export function envelopeResponses(data: z.ZodType, description = 'The answer') {
  return {
    '200': {
      description,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['result', 'message', 'data'],
            properties: { result: { const: 200 }, message: { type: 'string' }, data: answerSchema(data) },
            additionalProperties: false,
          },
        },
      },
    },
    default: { description: 'A failure: its result code, a message for people and a stable reason', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
  };
}

/** The answers of a file download: the file, or a failure envelope. */
export function fileResponses(type: string, description: string) {
  return {
    '200': { description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } },
    default: { description: 'A failure: its result code, a message for people and a stable reason', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
  };
}

/** A call served outside the route table (a file, a webhook): documented by hand with its request. */
export interface ExtraOperation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tags: string[];
  requestBody?: Record<string, unknown>;
  query?: Record<string, { type: string }>;
  /** Path parameters' schemas where they are narrower than any text without "/". */
  pathSchemas?: Record<string, unknown>;
  /** envelopeResponses(...) or fileResponses(...). */
  responses: Record<string, unknown>;
}

/** The OpenAPI 3.1 document of one surface, built from the same route table the gateway serves. */
export function openApiDocument(routes: Route[], surface: Surface, prefix: string, extra: ExtraOperation[] = []) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of extra) {
    const path = prefix + operation.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...[...operation.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: operation.pathSchemas?.[m[1]!] ?? { type: 'string', pattern: '^[^\\u0000/]+$' } })),
      ...Object.entries(operation.query ?? {}).map(([name, schema]) => ({ name, in: 'query', required: true, schema: withoutNul(schema) })),
    ];
    paths[path] = {
      ...paths[path],
      [operation.method]: {
        summary: operation.summary,
        tags: operation.tags,
        parameters,
        ...(operation.requestBody ? { requestBody: withoutNul(operation.requestBody) } : {}),
        responses: operation.responses,
      },
    };
  }
  for (const route of routes.filter((r) => r.surfaces.includes(surface))) {
    const path = prefix + route.path.replace(/:(\w+)/g, '{$1}');
    const declared = route.params ? ((z.toJSONSchema(route.params, { io: 'input' }) as { properties?: Record<string, unknown> }).properties ?? {}) : {};
    const parameters = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: (declared[m[1]!] ? withoutNul(declared[m[1]!]) : { type: 'string', pattern: '^[^\\u0000/]+$' }) as { type: string; pattern: string },
    }));
    // Bot protection (bot-check.ts): the Turnstile widget's token, required when the widget is on.
    if (route.botCheck) parameters.push({ name: BOT_CHECK_TOKEN_HEADER, in: 'header', required: false, schema: { type: 'string', pattern: botCheckTokenPattern.source } });
    if (route.query) {
      const schema = z.toJSONSchema(route.query, { io: 'input' }) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: withoutNul(property) as { type: string; pattern: string } });
      }
    }
    paths[path] = {
      ...paths[path],
      [route.method]: {
        summary: route.summary,
        tags: [route.owner],
        parameters,
        ...(route.body ? { requestBody: { required: !route.body.safeParse({}).success, content: { 'application/json': { schema: withoutNul(z.toJSONSchema(route.body, { io: 'input' })) } } } } : {}),
        responses: envelopeResponses(route.response),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `Mindprint ${surface === 'pay' ? 'pay' : 'base'} API`, version: '1' },
    paths,
    components: {
      schemas: {
        Failure: {
          type: 'object',
          required: ['result', 'message', 'data', 'reason'],
          properties: { result: { type: 'integer', minimum: 400, maximum: 599 }, message: { type: 'string' }, data: { type: 'null' }, reason: { type: 'string' } },
          additionalProperties: false,
        },
      },
    },
  };
}
