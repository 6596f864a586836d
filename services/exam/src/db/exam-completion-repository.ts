import type { Knex } from '@mindprint/platform/db';

export interface ExamCompletion {
  orderNumber: string;
  examId: string;
  completedAt: Date;
}

/** Finished tests, one row per exam order; the source of the test center's real "taken" counts. */
export class ExamCompletionRepository {
  constructor(private readonly knex: Knex) {}

  /** Once per exam order: a repeated call changes nothing. */
  async record(db: Knex, completion: ExamCompletion): Promise<void> {
    await db('exam_completions')
      .insert({ order_number: completion.orderNumber, exam_id: completion.examId, completed_at: completion.completedAt })
      .onConflict('order_number')
      .ignore();
  }

  /** Finished tests per exam id since that moment. */
  async countsSince(since: Date): Promise<Map<string, number>> {
    const rows = await this.knex('exam_completions').where('completed_at', '>=', since).groupBy('exam_id').select('exam_id').count<Array<{ exam_id: string; count: string | number }>>('* as count');
    return new Map(rows.map((r) => [r.exam_id, Number(r.count)]));
  }
}
