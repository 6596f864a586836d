import { localeReportContentSchema } from '../domain/report-content/report-content.js';
import type { ReportContentRegistry } from '../domain/report-content/report-locales.js';
import { loadExamContent } from './locale-content.js';

/** The paid report's texts in every locale, from `content/report/<locale>.json`. */
export const reportContents: ReportContentRegistry = loadExamContent('report', localeReportContentSchema);
