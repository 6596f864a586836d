// k6 load script for the checkout path on the embedded defaults (sandbox provider):
// SKU list → exam order create → payment create → status check, each a named request.
//   MAIL_CALLS_PER_CLIENT_PER_HOUR=1000000 MAIL_CALLS_PER_ADDRESS_PER_HOUR=1000000 PAYMENT_CALLS_PER_CLIENT_PER_HOUR=1000000 PAYMENT_CALLS_PER_ADDRESS_PER_HOUR=1000000 npm start
//   (the edge limits on mail and payment calls would otherwise refuse one client's load after 60 an hour)
//                          (in another terminal; or any running product)
//   BASE_URL=http://localhost:8080 k6 run scripts/k6/checkout.js
// k6 builds from the Go module proxy: go install go.k6.io/k6@latest
// Prints requests per second and p50/p95/p99 per step (handleSummary below).
import http from 'k6/http';
import { check, fail } from 'k6';
import { stepSummary, stepThresholds } from './step-summary.js';

const base = __ENV.BASE_URL || 'http://localhost:8080';
const vus = Number(__ENV.VUS || 16);
const duration = __ENV.DURATION || '30s';
const json = { headers: { 'content-type': 'application/json' } };
const steps = ['sku list', 'order create', 'payment create', 'status check'];

export const options = {
  scenarios: { checkout: { executor: 'constant-vus', vus, duration } },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  thresholds: stepThresholds(steps),
};

export function setup() {
  const sheet = http.get(`${base}/api/exam/question/list/1/EN`);
  if (sheet.status !== 200) fail(`question list answered ${sheet.status}`);
  const ids = sheet.json('data.parts').flatMap((p) => p.questions.map((q) => q.questionId));
  return { answers: ids.map((questionId, i) => ({ questionId, value: (i % 7) + 1 })) };
}

const ok = (res) => res.status === 200 && res.json('result') === 200;

export default function (data) {
  const skus = http.get(`${base}/api/exam/sku/list/1/US/en`, { tags: { name: 'sku list' } });
  check(skus, { 'sku list 200': ok });
  const skuId = ok(skus) ? skus.json('data.skus').find((s) => s.kind === 'report').skuId : 'mbti-report';

  const order = http.post(
    `${base}/api/exam/order/info`,
    JSON.stringify({ examId: '1', locale: 'EN', email: `k6-${__VU}-${__ITER}@example.com`, answers: data.answers }),
    { ...json, tags: { name: 'order create' } },
  );
  if (!check(order, { 'order created': ok })) return;
  const orderNumber = order.json('data.orderNumber');

  const payment = http.post(
    `${base}/pay-api/pay/order/create`,
    JSON.stringify({ orderNumber, skuIds: [skuId], method: 'card', email: `k6-${__VU}@example.com`, country: 'US' }),
    { ...json, tags: { name: 'payment create' } },
  );
  if (!check(payment, { 'payment created': ok })) return;

  const status = http.post(`${base}/pay-api/pay/check/status`, JSON.stringify({ paymentId: payment.json('data.paymentId') }), {
    ...json,
    tags: { name: 'status check' },
  });
  check(status, { 'status answered': ok });
}

export function handleSummary(summary) {
  return stepSummary(`checkout path, ${vus} virtual users, ${base}`, steps, summary);
}
