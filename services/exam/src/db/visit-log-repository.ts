import type { Knex } from '@mindprint/platform/db';

export interface VisitLog {
  logId: string;
  appExamId: string;
  locale: string;
  countryCode: string;
}

export class VisitLogRepository {
  constructor(private readonly knex: Knex) {}

  async insert(visit: VisitLog): Promise<void> {
    await this.knex('visit_logs').insert({
      log_id: visit.logId,
      app_exam_id: visit.appExamId,
      locale: visit.locale,
      country_code: visit.countryCode,
    });
  }

  async find(logId: string): Promise<VisitLog | undefined> {
    const row = await this.knex('visit_logs').where({ log_id: logId }).first();
    return row && { logId: row.log_id, appExamId: row.app_exam_id, locale: row.locale, countryCode: row.country_code };
  }
}
