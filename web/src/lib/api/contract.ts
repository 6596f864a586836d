/**
 * The gateway's REST contract as types, derived from the OpenAPI documents (`npm run generate` writes
 * gateway/openapi/*.json and ./generated/*.ts from them): name an answer or a body by its documented path,
 * e.g. `ApiResponse<'/api/exam/order/info/{orderNumber}'>`. Never write a shape by hand.
 */
import type { paths as BasePaths } from './generated/api';
import type { paths as PayPaths } from './generated/pay-api';

/** Every documented path of both surfaces, prefix included (`/api/…`, `/pay-api/…`). */
type Paths = BasePaths & PayPaths;
export type ApiPath = keyof Paths;

type Method = 'get' | 'post';

/** The methods a path is served with (the generated path items mark the others `?: never`). */
type MethodsOf<P extends ApiPath> = { [M in Method]: [NonNullable<Paths[P][M]>] extends [never] ? never : M }[Method];

type Operation<P extends ApiPath, M extends MethodsOf<P>> = NonNullable<Paths[P][M]>;

/** The envelope's `data` of a successful answer. */
export type ApiResponse<P extends ApiPath, M extends MethodsOf<P> = MethodsOf<P>> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': { data: infer Data } } } } } ? Data : never;

/** The JSON body a call takes. */
export type ApiRequest<P extends ApiPath, M extends MethodsOf<P> = MethodsOf<P>> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** The query parameters a call takes. */
export type ApiQuery<P extends ApiPath, M extends MethodsOf<P> = MethodsOf<P>> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
