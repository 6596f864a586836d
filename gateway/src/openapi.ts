import { z } from 'zod';
import type { Route, Surface } from './routes/route.js';

/** The OpenAPI 3.1 document of one surface, built from the same route table the gateway serves. */
export function openApiDocument(routes: Route[], surface: Surface, prefix: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes.filter((r) => r.surfaces.includes(surface))) {
    const path = prefix + route.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    if (route.query) {
      const schema = z.toJSONSchema(route.query, { io: 'input' }) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        parameters.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property as { type: string } });
      }
    }
    paths[path] = {
      ...paths[path],
      [route.method]: {
        summary: route.summary,
        tags: [route.owner],
        parameters,
        ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(route.body, { io: 'input' }) } } } } : {}),
        responses: {
          '200': { description: 'Envelope with result 200 and data', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
          default: { description: 'Envelope with a failure result, message and reason', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `Mindprint ${surface === 'pay' ? 'pay' : 'base'} API`, version: '1' },
    paths,
    components: {
      schemas: {
        Envelope: {
          type: 'object',
          required: ['result', 'message', 'data'],
          properties: { result: { type: 'integer' }, message: { type: 'string' }, data: {}, reason: { type: 'string' } },
        },
      },
    },
  };
}
