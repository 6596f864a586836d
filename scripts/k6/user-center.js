// k6 load script for the user center's reading calls, as a visitor browses them:
// article categories → article list (a category, a search) → article detail → course homepage → course list →
// course detail → game list → test center. Each a named request.
//   npm start                         (in another terminal; or any running product)
//   BASE_URL=http://localhost:8080 k6 run scripts/k6/user-center.js
// k6 builds from the Go module proxy: go install go.k6.io/k6@latest
import http from 'k6/http';
import { check } from 'k6';
import { stepSummary, stepThresholds } from './step-summary.js';

const base = __ENV.BASE_URL || 'http://localhost:8080';
const vus = Number(__ENV.VUS || 16);
const duration = __ENV.DURATION || '30s';
const searches = ['stress', 'personality', 'sleep', 'habit'];
const steps = ['article categories', 'article list', 'article search', 'article detail', 'course homepage', 'course list', 'course detail', 'game list', 'test center'];

export const options = {
  scenarios: { browse: { executor: 'constant-vus', vus, duration } },
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
  const headers = { 'content-type': 'application/json', 'x-hl': locales[(__VU + __ITER) % locales.length] };
  const post = (path, body, name) => http.post(`${base}/api${path}`, JSON.stringify(body), { headers, tags: { name } });
  const get = (path, name) => http.get(`${base}/api${path}`, { headers, tags: { name } });

  const categories = post('/article/category/list', {}, 'article categories');
  check(categories, { 'article categories 200': ok });
  const category = ok(categories) ? categories.json('data')[1 + (__ITER % 5)].code : 'all';
  const list = post('/article/infos/list', { category, page: 1, pageSize: 6 }, 'article list');
  check(list, { 'article list 200': ok });
  check(post('/article/infos/list', { query: searches[__ITER % searches.length], page: 1 }, 'article search'), { 'article search 200': ok });
  check(get(`/article/infos/detail/${1 + (__ITER % 12)}`, 'article detail'), { 'article detail 200': ok });

  check(get('/course/infos/homepage', 'course homepage'), { 'course homepage 200': ok });
  check(post('/course/infos/list', { page: 1, pageSize: 6 }, 'course list'), { 'course list 200': ok });
  check(get(`/course/infos/detail/${1 + (__ITER % 6)}`, 'course detail'), { 'course detail 200': ok });
  check(get('/game/list', 'game list'), { 'game list 200': ok });
  check(http.get(`${base}/api/exam/center/list?sort=hot`, { headers, tags: { name: 'test center' } }), { 'test center 200': ok });
}

export function handleSummary(summary) {
  return stepSummary(`user center browsing, ${vus} virtual users, ${base}`, steps, summary);
}
