// Reads vitest's JSON report: fails when tests were skipped or when no test ran on a real part
// (Postgres, Kafka, Redis, Chromium); prints each failed test with the start of its error (a browser step's
// call log, an assertion's diff; no stack lines), then the closing "N passed, N failed" line, so the end of a
// CI log names what failed and where it stood.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const tests = report.testResults.flatMap((file) => file.assertionResults.map((t) => ({ ...t, file: file.name })));
const passed = tests.filter((t) => t.status === 'passed');
const failed = tests.filter((t) => t.status === 'failed');
const skipped = tests.filter((t) => t.status !== 'passed' && t.status !== 'failed');

const mustRun = {
  PostgreSQL: (t) => t.fullName.includes('on postgres'),
  Kafka: (t) => t.fullName.includes('kafka bus'),
  Redis: (t) => t.fullName.includes('redis cache'),
  Chromium: (t) => t.file.includes('/web/test/browser/'),
};
const problems = [];
for (const [part, matches] of Object.entries(mustRun)) {
  const count = passed.filter(matches).length;
  console.log(`${part}: ${count} tests passed`);
  if (count === 0) problems.push(`no test passed against ${part}`);
}
if (skipped.length > 0) problems.push(`${skipped.length} tests were skipped: ${skipped.map((t) => t.fullName).join('; ')}`);
for (const problem of problems) console.error(`CI check failed: ${problem}`);
for (const t of failed) {
  const [firstLine = '', ...rest] = (t.failureMessages?.[0] ?? '').split('\n').filter((line) => line.trim() !== '' && !/^\s+at /.test(line));
  console.error(`FAILED ${t.file.replace(process.cwd() + '/', '')} > ${t.fullName}: ${firstLine.slice(0, 300)}`);
  for (const line of rest.slice(0, 12)) console.error(`    ${line.slice(0, 200)}`);
}
console.log(`${passed.length} passed, ${failed.length} failed`);
process.exit(problems.length > 0 || failed.length > 0 ? 1 : 0);
