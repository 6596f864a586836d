// k6 load script for the three profile tests (exams 4 YDGX, 5 CAREER, 6 GROWTH) as visitors take them:
// question list → the answers sent as an order with its free result → the (unpaid) report. Each a named
// request; exams and locales in turn.
//   MAIL_CALLS_PER_CLIENT_PER_HOUR=1000000 MAIL_CALLS_PER_ADDRESS_PER_HOUR=1000000 PAYMENT_CALLS_PER_CLIENT_PER_HOUR=1000000 PAYMENT_CALLS_PER_ADDRESS_PER_HOUR=1000000 npm start
//   (the edge limits on mail and payment calls would otherwise refuse one client's load after 60 an hour)
//                          (in another terminal; or any running product)
//   BASE_URL=http://localhost:8080 k6 run scripts/k6/profile-tests.js
// k6 builds from the Go module proxy: go install go.k6.io/k6@latest
import http from 'k6/http';
import { check } from 'k6';
import { stepSummary, stepThresholds } from './step-summary.js';

const base = __ENV.BASE_URL || 'http://localhost:8080';
const vus = Number(__ENV.VUS || 8);
const duration = __ENV.DURATION || '30s';
const exams = ['4', '5', '6'];
const steps = ['question list', 'order with free result', 'report'];

export const options = {
  scenarios: { take: { executor: 'constant-vus', vus, duration } },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  thresholds: stepThresholds(steps),
};

const ok = (res) => res.status === 200 && res.json('result') === 200;

/** The site's languages as the product lists them (proto's Locale), so this script keeps no copy of the list. */
export function setup() {
  const languages = http.get(`${base}/api/app/language/list/1`);
  if (!ok(languages)) throw new Error(`language list: HTTP ${languages.status}`);
  return { locales: languages.json('data').map((language) => language.code) };
}

export default function ({ locales }) {
  const examId = exams[(__VU + __ITER) % exams.length];
  const locale = locales[(__VU * 3 + __ITER) % locales.length];
  const headers = { 'content-type': 'application/json', 'x-hl': locale };

  const sheet = http.get(`${base}/api/exam/question/list/${examId}/${locale}`, { headers, tags: { name: 'question list' } });
  check(sheet, { 'question list 200': ok });
  if (!ok(sheet)) return;
  const answers = sheet
    .json('data.parts')
    .flatMap((part) => part.questions)
    .map((question) => ({ questionId: question.questionId, value: 1 + Math.floor(Math.random() * 5) }));
  const order = http.post(
    `${base}/api/exam/order/info`,
    JSON.stringify({
      examId,
      locale,
      email: `k6-${__VU}-${__ITER}-${Date.now()}@example.com`,
      answers,
      form: { firstName: 'Kay', lastName: 'Six', yearOfBirth: 1990, gender: 'female', country: 'US' },
    }),
    { headers, tags: { name: 'order with free result' } },
  );
  check(order, { 'order 200': ok });
  if (!ok(order)) return;
  const report = http.get(`${base}/api/exam/order/report/${order.json('data.orderNumber')}`, { headers, tags: { name: 'report' } });
  check(report, { 'report 200, locked': (r) => ok(r) && r.json('data.report.kind') === 'profile' && r.json('data.report.full') === false });
}

export function handleSummary(summary) {
  return stepSummary(`profile tests taken, ${vus} virtual users, ${base}`, steps, summary);
}
