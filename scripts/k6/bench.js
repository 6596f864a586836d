// k6 scenarios of `npm run bench` (scripts/src/bench.ts runs them and prints one table):
//   SCENARIO=read      GET TARGET_URL (the hot public read, or the bare route serving the same bytes)
//   SCENARIO=report    GET the paid report of REPORT_ORDER_NUMBER (a personalised read), settled: its test has the
//                      results a live site has (the bench makes them first), so its statistics are shown
//   SCENARIO=checkout  order create + payment create (the write path: two writes per checkout), CHECKOUT_RATE
//                      checkouts starting each second however long the answers take (an ad burst's visitors
//                      arrive whether or not the site keeps up; iterations k6 cannot start count as dropped)
//   SCENARIO=member    a signed-in member's reports and user center (SESSION_TOKEN; MEMBER_ORDER_NUMBER, the member's
//                      paid order, which their reports must list)
// VUS, DURATION and BASE_URL tune it; the metrics go to SUMMARY_FILE as JSON.
import exec from 'k6/execution';
import http from 'k6/http';
import { check, fail } from 'k6';

const base = __ENV.BASE_URL || 'http://localhost:8080';
const scenario = __ENV.SCENARIO || 'read';
const json = { headers: { 'content-type': 'application/json' } };

const vus = Number(__ENV.VUS || 16);
const duration = __ENV.DURATION || '10s';
const rate = Number(__ENV.CHECKOUT_RATE || 150);
export const options = {
  scenarios: {
    [scenario]:
      scenario === 'checkout'
        ? // Enough VUs for the rate at 2 s per checkout: a slower site shows as latency and dropped iterations.
          { executor: 'constant-arrival-rate', rate, timeUnit: '1s', duration, preAllocatedVUs: Math.min(rate, 64), maxVUs: rate * 2 }
        : { executor: 'constant-vus', vus, duration },
  },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  // Declared so the summary carries the submetrics of the measured requests (setup calls are not measured).
  thresholds: { 'http_req_duration{measured:yes}': ['max>=0'], 'http_reqs{measured:yes}': ['count>=0'], 'checks{measured:yes}': ['rate>=0'] },
};

const measured = (name) => ({ tags: { name, measured: 'yes' } });
/**
 * Each checkout is a visitor of its own, at an address of 198.18.0.0/16 (half of RFC 2544's benchmarking range)
 * told in X-Forwarded-For: the bench is the product's ingress, so the edge limits count per visitor as in production.
 */
const visitor = () => {
  const n = exec.scenario.iterationInTest;
  return { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}` };
};
const ok = (res) => res.status === 200 && res.json('result') === 200;

function answers() {
  const sheet = http.get(`${base}/api/exam/question/list/1/EN`);
  if (sheet.status !== 200) fail(`question list answered ${sheet.status}`);
  return sheet.json('data.parts').flatMap((p) => p.questions.map((q, i) => ({ questionId: q.questionId, value: (i % 7) + 1 })));
}

function createOrder(answered, email, params, headers = json.headers) {
  const order = http.post(`${base}/api/exam/order/info`, JSON.stringify({ examId: '1', locale: 'EN', email, answers: answered }), { headers, ...params });
  return ok(order) ? order.json('data.orderNumber') : undefined;
}

function createPayment(orderNumber, email, params, headers = json.headers) {
  const payment = http.post(`${base}/pay-api/pay/order/create`, JSON.stringify({ orderNumber, skuIds: ['mbti-report'], method: 'card', email, country: 'US' }), { headers, ...params });
  return ok(payment) ? payment.json('data.paymentId') : undefined;
}

export function setup() {
  if (scenario === 'read') return {};
  if (scenario === 'member') return { orderNumber: __ENV.MEMBER_ORDER_NUMBER };
  if (scenario === 'checkout') return { answered: answers() };
  // The report row reads a paid order whose report is settled: it shows its statistics, so the gateway keeps it.
  const orderNumber = __ENV.REPORT_ORDER_NUMBER;
  const report = http.get(`${base}/api/exam/order/report/${orderNumber}`);
  if (!ok(report) || report.json('data.paid') !== true) fail(`the report of ${orderNumber} is not paid: ${report.status} ${report.body}`);
  if (!(report.json('data.report.basic.populationRatio') >= 0)) fail('the report still hides its statistics: the test lacks the 30 results');
  return { orderNumber };
}

export default function (data) {
  if (scenario === 'read') {
    check(http.get(__ENV.TARGET_URL, measured('read')), { 'read 200': (r) => r.status === 200 }, { measured: 'yes' });
  } else if (scenario === 'member') {
    const session = { headers: { authorization: `Bearer ${__ENV.SESSION_TOKEN}` } };
    const reports = http.get(`${base}/api/user/order/list/all`, { ...session, ...measured('my reports') });
    check(reports, { 'my reports list the paid order': (r) => ok(r) && r.json('data.orders').some((o) => o.orderNumber === data.orderNumber) }, { measured: 'yes' });
    check(http.get(`${base}/api/user/center/data`, { ...session, ...measured('user center') }), { 'user center 200': ok }, { measured: 'yes' });
  } else if (scenario === 'report') {
    // The envelope's start, not the whole JSON parsed: parsing a report in k6's JavaScript costs the machine more
    // than the gateway's answer does, and k6 shares its two cores with the product.
    const report = http.get(`${base}/api/exam/order/report/${data.orderNumber}`, measured('report'));
    check(report, { 'report 200': (r) => r.status === 200 && r.body.startsWith('{"result":200,') }, { measured: 'yes' });
  } else {
    const email = `bench-${exec.scenario.iterationInTest}-${Date.now()}@example.com`;
    const headers = visitor();
    const orderNumber = createOrder(data.answered, email, measured('order create'), headers);
    check(orderNumber, { 'order created': Boolean }, { measured: 'yes' });
    if (orderNumber) check(createPayment(orderNumber, email, measured('payment create'), headers), { 'payment created': Boolean }, { measured: 'yes' });
  }
}

export function handleSummary(summary) {
  return { [__ENV.SUMMARY_FILE || 'bench-summary.json']: JSON.stringify(summary.metrics) };
}
