import type { MatricesScoreRepository } from '../db/matrices-score-repository.js';
import { hasMatricesScores, matricesVersionPrefix } from '../domain/matrices-results.js';
import { reportInputOf } from '../domain/report-input.js';
import { hasTypeStatistics } from '../domain/type-statistics.js';
import type { ExamOrderQueries } from './exam-order-queries.js';
import type { PurchaseQueries } from './purchase-queries.js';
import type { TypeStatisticsQueries } from './type-statistics.js';

/**
 * What the report of an exam order is made from, whether it is bought, its type's statistics (16-type
 * test only) and, for the matrices test, the stored scores of its version; with them the report's input,
 * in the reader's language when given.
 */
export class ReportAccessQueries {
  constructor(
    private readonly orders: ExamOrderQueries,
    private readonly purchases: PurchaseQueries,
    private readonly statistics: TypeStatisticsQueries,
    private readonly matricesScores: MatricesScoreRepository,
  ) {}

  async reportAccess(orderNumber: string, readerLocale?: string) {
    const order = await this.orders.order(orderNumber);
    const versionPrefix = hasMatricesScores(order.examId) ? matricesVersionPrefix(order.typeCode) : undefined;
    const [unlocking, statistics, matricesScoreCounts] = await Promise.all([
      this.purchases.reportPurchase(order),
      hasTypeStatistics(order.examId) ? this.statistics.forResult(order) : undefined,
      versionPrefix ? this.matricesScores.scoreCounts(order.examId, versionPrefix) : [],
    ]);
    return {
      orderNumber: order.orderNumber,
      examId: order.examId,
      locale: order.locale,
      typeCode: order.typeCode,
      scales: order.scalePositions.map((s) => ({ scale: s.scale, position: s.position })),
      firstName: order.firstName ?? '',
      email: order.email,
      createdAt: order.createdAt.toISOString(),
      paid: unlocking !== undefined,
      paidAt: unlocking?.paidAt?.toISOString() ?? '',
      statistics,
      matricesScoreCounts,
      reportInput: reportInputOf(order, { readerLocale, statistics, matricesScoreCounts }),
    };
  }
}
