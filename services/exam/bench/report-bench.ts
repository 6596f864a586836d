/**
 * Report benchmark: assembly p50/p95 over 1000 runs and PDF render time and size per registered locale,
 * plus CJK stand-ins (each section filled with the type's real CJK summary) for locales not written yet;
 * then the same for the profile tests (exams 4–6) in EN and JA.
 * Run: `npm run bench:report -w @mindprint/exam` (builds first; imports the built service by package name).
 */
import { RenderReportPdf } from '../src/app/render-report-pdf.js';
import { assembleReport, type ReportRequest } from '../src/domain/report-assembly.js';
import type { LocaleCode } from '../src/domain/locales.js';
import type { LocaleReportContent } from '../src/domain/report-content/report-content.js';
import { reportContents } from '../src/content/report-content-files.js';
import type { ReportContentRegistry } from '../src/domain/report-content/report-locales.js';
import { typeProfiles } from '../src/content/type-content-files.js';
import type { TypeCode } from '../src/domain/type-profiles.js';
import { assembleProfileReport, profileScoreFromPositions } from '../src/domain/profile-tests/profile-test.js';
import { profileTests } from '../src/domain/profile-tests/profile-tests.js';

const typeCodes = Object.keys(typeProfiles) as TypeCode[];
const assemblyRuns = 1000;
const pdfRuns = Number(process.env.BENCH_PDF_RUNS ?? 20);

const request = (locale: string, typeCode: TypeCode, full: boolean): ReportRequest & { examId: string; orderNumber: string; takenAt: string } => ({
  examId: '1',
  locale,
  typeCode,
  full,
  userName: 'Ada',
  orderNumber: 'MP-20240506-0042',
  takenAt: '2024-05-06T10:00:00Z',
  scales: [
    { scale: 'EI', position: typeCode[0] === 'E' ? 28 : 71 },
    { scale: 'SN', position: typeCode[1] === 'S' ? 35 : 84 },
    { scale: 'TF', position: typeCode[2] === 'T' ? 47 : 60 },
    { scale: 'JP', position: typeCode[3] === 'J' ? 22 : 66 },
  ],
  statistics: {
    populationRatio: 0.071,
    maleRatio: 0.06,
    femaleRatio: 0.08,
    sampleSize: 2400,
    maleSampleSize: 1000,
    femaleSampleSize: 1300,
    rank: 3,
    rankingScore: 64,
    days: 90,
    topCountries: ['US', 'GB', 'DE', 'FR', 'JP', 'KR', 'BR', 'MX', 'CA', 'AU', 'IN'].map((country, i) => ({ country, count: 100 - i * 7, share: 0.12 - i * 0.007 })),
  },
});

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const µs = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;

/** English structure with every paragraph and bullet replaced by the type's real summary in a CJK locale. */
function cjkStandIn(locale: LocaleCode, english: LocaleReportContent): LocaleReportContent {
  const types = Object.fromEntries(
    typeCodes.map((code) => {
      const summary = typeProfiles[code].summary[locale];
      const phrase = summary.slice(0, 18);
      const type = english.types[code];
      const sections = Object.fromEntries(
        Object.entries(type.sections).map(([key, text]) => [key, { paragraphs: text.paragraphs.map(() => summary), bullets: text.bullets.map(() => phrase) }]),
      );
      return [code, { ...type, description: summary, keywords: type.keywords.map(() => phrase.slice(0, 4)), sections }];
    }),
  ) as LocaleReportContent['types'];
  return { ...english, types };
}

async function main() {
  const registered = Object.keys(reportContents) as LocaleCode[];
  console.log(`registered report locales: ${registered.join(', ') || '(none)'}`);

  console.log(`\nassembly over ${assemblyRuns} runs (16 types in turn)`);
  for (const locale of registered) {
    for (const full of [true, false]) {
      for (let i = 0; i < 100; i++) assembleReport(request(locale, typeCodes[i % 16]!, full), reportContents);
      const times: number[] = [];
      for (let i = 0; i < assemblyRuns; i++) {
        const start = performance.now();
        assembleReport(request(locale, typeCodes[i % 16]!, full), reportContents);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(`  ${locale} ${full ? 'full' : 'free'}  p50 ${µs(quantile(times, 0.5))}  p95 ${µs(quantile(times, 0.95))}  max ${µs(times.at(-1)!)}`);
    }
  }

  const targets: Array<{ label: string; locale: LocaleCode; registry: ReportContentRegistry }> = registered.map((locale) => ({
    label: locale,
    locale,
    registry: reportContents,
  }));
  const english = reportContents.EN;
  if (english) {
    for (const locale of (['CN', 'HK', 'JA', 'KR'] as const).filter((l) => !registered.includes(l))) {
      targets.push({ label: `${locale} (stand-in)`, locale, registry: { [locale]: cjkStandIn(locale, english) } });
    }
  }

  console.log(`\nPDF per locale (first render includes reading the fonts; then ${pdfRuns} runs)`);
  for (const { label, locale, registry } of targets) {
    const render = new RenderReportPdf(registry);
    const first = performance.now();
    const { pdf } = await render.run(request(locale, 'INFP', true));
    const firstMs = performance.now() - first;
    const times: number[] = [];
    let size = pdf.length;
    for (let i = 0; i < pdfRuns; i++) {
      const start = performance.now();
      const out = await render.run(request(locale, typeCodes[i % 16]!, true));
      times.push(performance.now() - start);
      size = Math.max(size, out.pdf.length);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(14)} first ${firstMs.toFixed(0)} ms  p50 ${quantile(times, 0.5).toFixed(0)} ms  p95 ${quantile(times, 0.95).toFixed(0)} ms  size ${(pdf.length / 1024).toFixed(0)} KiB (largest ${(size / 1024).toFixed(0)} KiB)`,
    );
  }
}

/** Exams 4–6: full report assembly from stored positions, and the PDF, in EN and JA. */
async function profileTestsBench() {
  console.log(`\nprofile tests: assembly over ${assemblyRuns} runs, then PDF over ${pdfRuns} runs`);
  for (const test of Object.values(profileTests)) {
    const scales = test.scales.map((scale: string, i: number) => ({ scale: test.scaleCodes[scale]!, position: (i * 37) % 101 }));
    for (const locale of ['EN', 'JA'] as const) {
      const times: number[] = [];
      for (let i = 0; i < assemblyRuns; i++) {
        const start = performance.now();
        assembleProfileReport(test, profileScoreFromPositions(test, scales), locale, true);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const render = new RenderReportPdf(reportContents);
      const input = { examId: test.examId, locale, typeCode: '', scales, userName: 'Ada', orderNumber: 'MP-20240506-0042', takenAt: '2024-05-06T10:00:00Z' };
      const pdfTimes: number[] = [];
      let size = 0;
      for (let i = 0; i < pdfRuns; i++) {
        const start = performance.now();
        size = (await render.run(input)).pdf.length;
        pdfTimes.push(performance.now() - start);
      }
      pdfTimes.sort((a, b) => a - b);
      console.log(
        `  ${`${test.kind} ${locale}`.padEnd(18)} assembly p50 ${µs(quantile(times, 0.5))} p95 ${µs(quantile(times, 0.95))}  PDF p50 ${quantile(pdfTimes, 0.5).toFixed(0)} ms p95 ${quantile(pdfTimes, 0.95).toFixed(0)} ms  size ${(size / 1024).toFixed(0)} KiB`,
      );
    }
  }
}

await main();
await profileTestsBench();
