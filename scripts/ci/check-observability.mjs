#!/usr/bin/env node
// Checks the chart's dashboards and alerts beyond what promtool sees (scripts/ci/validate-deploy.sh):
//   - every dashboard is Grafana JSON with a unique uid, a title and panels that each query Prometheus;
//   - every alert's runbook_url points at a page (a heading) of deploy/RUNBOOK.md;
// and writes every dashboard query as a recording rule to <queries.yaml>, so `promtool check rules` parses
// the PromQL of the dashboards as well as that of the alerts.
// Usage: node scripts/ci/check-observability.mjs <dashboards dir> <alerts.yaml> <RUNBOOK.md> <queries.yaml>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [dashboardsDir, alertsFile, runbookFile, queriesFile] = process.argv.slice(2);
const problems = [];
const rules = [];
const uids = new Set();

for (const file of readdirSync(dashboardsDir).filter((f) => f.endsWith('.json')).sort()) {
  let dashboard;
  try {
    dashboard = JSON.parse(readFileSync(join(dashboardsDir, file), 'utf8'));
  } catch (error) {
    problems.push(`${file}: not JSON (${error.message})`);
    continue;
  }
  if (!dashboard.uid || !dashboard.title) problems.push(`${file}: a dashboard needs a uid and a title`);
  if (uids.has(dashboard.uid)) problems.push(`${file}: uid ${dashboard.uid} used twice`);
  uids.add(dashboard.uid);
  if (!Number.isInteger(dashboard.schemaVersion)) problems.push(`${file}: no schemaVersion`);
  if (!Array.isArray(dashboard.panels) || dashboard.panels.length === 0) problems.push(`${file}: no panels`);
  for (const panel of dashboard.panels ?? []) {
    const where = `${file} panel ${panel.id} "${panel.title}"`;
    if (!panel.title || !panel.type || !panel.gridPos) problems.push(`${where}: needs a title, a type and a gridPos`);
    if (!Array.isArray(panel.targets) || panel.targets.length === 0) problems.push(`${where}: no query`);
    for (const target of panel.targets ?? []) {
      if (typeof target.expr !== 'string' || target.expr.trim() === '') problems.push(`${where}: target ${target.refId} has no expr`);
      else rules.push({ record: `dashboard:${dashboard.uid.replace(/[^A-Za-z0-9_]/g, '_')}:panel${panel.id}${target.refId}`, expr: target.expr });
    }
  }
}
if (uids.size === 0) problems.push(`${dashboardsDir}: no dashboards`);

// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes.
const anchors = new Set(
  readFileSync(runbookFile, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim().toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')),
);
const alerts = readFileSync(alertsFile, 'utf8');
const alertNames = [...alerts.matchAll(/- alert: (\S+)/g)].map((m) => m[1]);
const runbookLinks = [...alerts.matchAll(/runbook_url: "[^"#]*#([^"]+)"/g)].map((m) => m[1]);
if (alertNames.length === 0) problems.push(`${alertsFile}: no alerts`);
if (runbookLinks.length !== alertNames.length) problems.push(`${alertsFile}: ${alertNames.length} alerts but ${runbookLinks.length} runbook links`);
for (const anchor of runbookLinks) if (!anchors.has(anchor)) problems.push(`${alertsFile}: runbook page #${anchor} is not a heading of ${runbookFile}`);

const yaml = ['groups:', '  - name: dashboard-queries', '    rules:', ...rules.flatMap((r) => [`      - record: ${r.record}`, `        expr: ${JSON.stringify(r.expr)}`])];
writeFileSync(queriesFile, `${yaml.join('\n')}\n`);

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`${uids.size} dashboards, ${rules.length} queries; ${alertNames.length} alerts, each with its runbook page`);
