import { localeOrDefault } from '@mindprint/platform/locales';

interface ReportedOrder {
  orderNumber: string;
  examId: string;
  locale: string;
  typeCode: string;
  scalePositions: Array<{ scale: string; position: number }>;
  firstName: string | null;
  createdAt: Date;
}

/**
 * What the exam service writes an order's report from. The only place it is put together: the gateway's
 * report page and PDF and the notification service's report mail all pass this on, so they cannot drift
 * (the mailed matrices PDF once lacked the score counts its percentile is read from).
 */
export function reportInputOf<Statistics>(
  order: ReportedOrder,
  facts: { readerLocale: string | undefined; statistics: Statistics | undefined; matricesScoreCounts: Array<{ score: number; count: number }> },
) {
  return {
    examId: order.examId,
    locale: localeOrDefault(facts.readerLocale?.trim() || order.locale),
    typeCode: order.typeCode,
    scales: order.scalePositions.map((s) => ({ scale: s.scale, position: s.position })),
    userName: order.firstName ?? '',
    statistics: facts.statistics,
    orderNumber: order.orderNumber,
    takenAt: order.createdAt.toISOString(),
    matricesScoreCounts: facts.matricesScoreCounts,
  };
}
