/**
 * The report call's answer (`GET /exam/order/report/{orderNumber}`) by its `report.kind`: the 16-type report
 * (exam 1), the mapping test's (exam 2), the matrices test's (exam 3) or a profile test's (exams 4–6).
 */
import { normalizeMappingReportOrder, type MappingReportOrder } from './mapping-report-model';
import { normalizeMatricesReportOrder, type MatricesReportOrder } from './matrices-report-model';
import { normalizeProfileReportOrder, type ProfileReportOrder } from './profile-report-model';
import { normalizeReportOrder, type ReportOrder } from './report-model';

export type AnyReportOrder =
  | { kind: 'type'; order: ReportOrder }
  | { kind: 'mapping'; order: MappingReportOrder }
  | { kind: 'matrices'; order: MatricesReportOrder }
  | { kind: 'profile'; order: ProfileReportOrder };

/** The report as the page shows it, by its kind; the 16-type report when no other kind reads; null when none does. */
export function normalizeAnyReportOrder(raw: unknown): AnyReportOrder | null {
  const mapping = normalizeMappingReportOrder(raw);
  if (mapping) return { kind: 'mapping', order: mapping };
  const matrices = normalizeMatricesReportOrder(raw);
  if (matrices) return { kind: 'matrices', order: matrices };
  const profile = normalizeProfileReportOrder(raw);
  if (profile) return { kind: 'profile', order: profile };
  const order = normalizeReportOrder(raw);
  return order ? { kind: 'type', order } : null;
}
