import type { Knex } from '@mindprint/platform/db';
import { matricesScoreOf } from '../domain/matrices-results.js';

/** How many stored results of a matrices test version have each score: one SQL aggregate, at most one row per score. */
export class MatricesScoreRepository {
  constructor(private readonly knex: Knex) {}

  async scoreCounts(examId: string, versionPrefix: string): Promise<Array<{ score: number; count: number }>> {
    const rows: Array<{ type_code: string; results: number | string }> = await this.knex('exam_orders')
      .where({ exam_id: examId })
      .andWhere('type_code', 'like', `${versionPrefix.replace(/[\\%_]/g, '\\$&')}%`)
      .groupBy('type_code')
      .select('type_code', this.knex.raw('count(*) as results'));
    return rows.flatMap((row) => {
      const score = matricesScoreOf(row.type_code);
      return score === undefined ? [] : [{ score, count: Number(row.results) }];
    });
  }
}
