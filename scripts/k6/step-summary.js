// The summary every k6 script here prints: requests per second and p50/p95/p99 per named step.

/** Thresholds that always hold, so that k6 keeps a sub-metric per step for the summary. */
export function stepThresholds(steps) {
  return Object.fromEntries(steps.flatMap((s) => [[`http_req_duration{name:${s}}`, ['p(99)>=0']], [`http_reqs{name:${s}}`, ['count>=0']]]));
}

export function stepSummary(title, steps, summary) {
  const seconds = summary.state.testRunDurationMs / 1000;
  const lines = [`${title}, ${seconds.toFixed(1)} s`];
  lines.push('step                 req/s    p50 ms   p95 ms   p99 ms');
  for (const step of steps) {
    const trend = summary.metrics[`http_req_duration{name:${step}}`];
    if (!trend) continue;
    const v = trend.values;
    const rate = summary.metrics[`http_reqs{name:${step}}`].values.count / seconds;
    lines.push(
      `${step.padEnd(19)} ${String(rate.toFixed(1)).padStart(6)} ${v.med.toFixed(1).padStart(9)} ${v['p(95)'].toFixed(1).padStart(8)} ${v['p(99)'].toFixed(1).padStart(8)}`,
    );
  }
  const failed = summary.metrics.http_req_failed.values.rate;
  const checks = summary.metrics.checks.values;
  lines.push(`all requests: ${summary.metrics.http_reqs.values.rate.toFixed(1)} req/s, ${(failed * 100).toFixed(2)} % failed, checks ${checks.passes}/${checks.passes + checks.fails}`);
  return { stdout: `${lines.join('\n')}\n` };
}
