// k6 load script for the gateway (k6 builds from the Go module proxy: go install go.k6.io/k6@latest).
//   BASE_URL=http://localhost:8080 k6 run scripts/k6/gateway.js
// Prints requests per second and p50/p95/p99 for a read backed by one gRPC call and for a write that
// goes through the exam service to its database.
import http from 'k6/http';
import { check } from 'k6';

const base = __ENV.BASE_URL || 'http://localhost:8080';

export const options = {
  scenarios: {
    reads: { executor: 'constant-vus', vus: 32, duration: '20s', exec: 'languages' },
    writes: { executor: 'constant-vus', vus: 8, duration: '20s', exec: 'logId' },
  },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
};

export function languages() {
  const res = http.get(`${base}/api/app/language/list/MBTI`, { tags: { name: 'language list' } });
  check(res, { 'envelope 200': (r) => r.status === 200 && r.json('result') === 200 });
}

export function logId() {
  const res = http.post(`${base}/api/app/v2/generate/logid`, JSON.stringify({ appExamId: 'MBTI' }), {
    headers: { 'content-type': 'application/json' },
    tags: { name: 'generate log id' },
  });
  check(res, { 'log id returned': (r) => r.status === 200 && typeof r.json('data.logId') === 'string' });
}
