import { startProductForTest, type ProductUnderTest } from '@mindprint/scripts/product-under-test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gatewayCalls, uniqueEmail } from './support/gateway-calls.js';

/**
 * The OpenAPI documents are the REST contract: every operation states its answer, and what the running product
 * answers validates against the document it serves (checked here with the documents' own JSON Schemas, apart
 * from the zod schemas they were generated from).
 */

type Operation = { responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

let product: ProductUnderTest;
const documents: Record<'api' | 'pay-api', Document> = {} as never;
const { call, examOrder } = gatewayCalls(() => product.base);

beforeAll(async () => {
  product = await startProductForTest();
  for (const surface of ['api', 'pay-api'] as const) documents[surface] = (await (await fetch(`${product.base}/${surface}/openapi.json`)).json()) as Document;
}, 120_000);

afterAll(async () => {
  await product?.stop();
});

const operations = (document: Document) => Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

/** The answer's schema of one documented operation: the envelope of 200, or the failure envelope. */
function answerSchema(surface: 'api' | 'pay-api', method: string, path: string, status: number) {
  const operation = documents[surface].paths[path]?.[method];
  if (!operation) throw new Error(`${method} ${path} is not in the ${surface} document`);
  const response = status === 200 ? operation.responses['200'] : { content: { 'application/json': { schema: (documents[surface] as unknown as { components: { schemas: { Failure: Record<string, unknown> } } }).components.schemas.Failure } } };
  return z.fromJSONSchema(response!.content!['application/json']!.schema as Parameters<typeof z.fromJSONSchema>[0]);
}

describe('the REST contract', () => {
  it('states a typed answer for every operation of both documents: an envelope with its data schema, or a file', () => {
    for (const surface of ['api', 'pay-api'] as const) {
      const all = operations(documents[surface]);
      expect(all.length).toBeGreaterThan(surface === 'api' ? 60 : 15);
      for (const { path, method, operation } of all) {
        const ok = operation.responses['200']?.content;
        expect(ok, `${method} ${path}`).toBeDefined();
        const json = ok!['application/json']?.schema as { properties?: { data?: Record<string, unknown> } } | undefined;
        if (json) {
          const data = json.properties?.data;
          expect(data && Object.keys(data).length > 0, `${method} ${path}: data has a schema`).toBe(true);
        } else {
          expect(Object.values(ok!)[0]?.schema, `${method} ${path}: a file`).toEqual({ type: 'string', format: 'binary' });
        }
        expect(operation.responses.default, `${method} ${path}: failures`).toBeDefined();
      }
    }
  });

  it('the answers of a whole visit validate against the documents the product serves', async () => {
    const checked: string[] = [];
    async function expectContract(surface: 'api' | 'pay-api', method: 'GET' | 'POST', template: string, path: string, body?: unknown) {
      const answer = await call<Record<string, unknown>>(method, `/${surface}${path}`, body);
      const schema = answerSchema(surface, method.toLowerCase(), `/${surface}${template}`, answer.status);
      const result = schema.safeParse(answer.body);
      expect(result.success, `${method} ${path} (${answer.status}): ${JSON.stringify(result.error?.issues[0])}`).toBe(true);
      checked.push(`${method} ${template} ${answer.status}`);
      return answer.body.data;
    }

    await expectContract('api', 'GET', '/app/v2/view', '/app/v2/view?id=1&country=US');
    await expectContract('api', 'GET', '/exam/question/list/{examId}/{lang}', '/exam/question/list/1/EN');
    await expectContract('api', 'GET', '/exam/question/list/{examId}/{lang}', '/exam/question/list/3/EN');
    await expectContract('api', 'GET', '/exam/info/{id}', '/exam/info/1');
    await expectContract('api', 'GET', '/exam/center/list', '/exam/center/list?sort=hot');
    await expectContract('api', 'GET', '/exam/order/country/list', '/exam/order/country/list');
    const email = uniqueEmail('contract');
    const orderNumber = await examOrder({ email, country: 'US' });
    await expectContract('api', 'POST', '/exam/order/info/free', '/exam/order/info/free', { orderNumber });
    await expectContract('api', 'GET', '/exam/order/info/{orderNumber}', `/exam/order/info/${orderNumber}`);
    const { shareToken } = (await expectContract('api', 'POST', '/exam/order/info/share', '/exam/order/info/share', { orderNumber })) as { shareToken: string };
    await expectContract('api', 'POST', '/exam/order/info/free', '/exam/order/info/free', { shareToken });
    await expectContract('api', 'POST', '/exam/order/info/rating', '/exam/order/info/rating', { orderNumber, rating: 4 });
    const offers = (await expectContract('api', 'GET', '/exam/sku/list/{examId}/{country}/{hl}', `/exam/sku/list/1/US/EN?orderNumber=${orderNumber}`)) as { skus: Array<{ skuId: string }> };
    await expectContract('pay-api', 'GET', '/app/payment/list/{examId}/{country}', '/app/payment/list/1/US');
    const payment = (await expectContract('pay-api', 'POST', '/pay/order/create', '/pay/order/create', { orderNumber, skuIds: [offers.skus[0]!.skuId], method: 'card', email })) as { paymentId: string };
    await expectContract('pay-api', 'POST', '/sandbox/card', '/sandbox/card', {
      paymentId: payment.paymentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      cardholderName: 'Ana Silva',
      postalCode: '10001',
    });
    await expectContract('pay-api', 'POST', '/pay/check/status', '/pay/check/status', { paymentId: payment.paymentId });
    await expectContract('pay-api', 'POST', '/pay/check/payInfo', '/pay/check/payInfo', { paymentId: payment.paymentId });
    await expectContract('api', 'GET', '/exam/order/report/{id}', `/exam/order/report/${orderNumber}`);
    await expectContract('api', 'GET', '/exam/order/presenter/list/{orderNumber}', `/exam/order/presenter/list/${orderNumber}`);
    await expectContract('api', 'GET', '/secondPhase/plan/sku/list/{examId}/{country}', '/secondPhase/plan/sku/list/1/US');
    await expectContract('api', 'GET', '/app/protocol/list/{examId}/{hl}', '/app/protocol/list/1/EN');
    await expectContract('api', 'GET', '/app/help/list/{examId}/{hl}', '/app/help/list/1/EN');
    await expectContract('api', 'POST', '/article/infos/list', '/article/infos/list', {});
    await expectContract('api', 'GET', '/course/infos/homepage', '/course/infos/homepage');
    await expectContract('api', 'GET', '/game/list', '/game/list');
    // Failures are envelopes too: not signed in, not found, bad input.
    await expectContract('api', 'GET', '/user/get', '/user/get');
    await expectContract('api', 'GET', '/exam/order/info/{orderNumber}', '/exam/order/info/NO-SUCH-ORDER');
    await expectContract('api', 'POST', '/exam/order/info/rating', '/exam/order/info/rating', { orderNumber, rating: 1.5 });
    expect(checked.filter((c) => c.endsWith(' 200')).length).toBeGreaterThanOrEqual(25);
    expect(checked.filter((c) => !c.endsWith(' 200')).length).toBe(3);
  });
});
