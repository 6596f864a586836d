import type { Knex } from '@mindprint/platform/db';

/** The raw counts behind a type's statistics in one exam and window. */
export interface TypeAggregates {
  /** All results of the exam in the window, and those of the type. */
  total: number;
  ofType: number;
  male: number;
  maleOfType: number;
  female: number;
  femaleOfType: number;
  /** Results per type code (types without results are absent). */
  countsByType: Map<string, number>;
  /** Countries with enough results and at least one of the type, best share first. */
  countries: Array<{ country: string; total: number; ofType: number }>;
}

/**
 * Type statistics as SQL aggregates over exam_orders: counts, never rows. The window filters use the
 * (exam_id, created_at) and (exam_id, type_code, created_at) include (strength) indexes.
 */
export class TypeStatisticsRepository {
  constructor(private readonly knex: Knex) {}

  async aggregates(input: { examId: string; typeCode: string; since: Date; minCountryResults: number; maxCountries: number }): Promise<TypeAggregates> {
    const { examId, typeCode, since } = input;
    const inWindow = (q: Knex.QueryBuilder) => q.where({ exam_id: examId }).andWhere('created_at', '>=', since);

    const totals = await inWindow(this.knex('exam_orders'))
      .select(
        this.knex.raw('count(*) as total'),
        this.knex.raw('count(*) filter (where type_code = ?) as of_type', [typeCode]),
        this.knex.raw(`count(*) filter (where gender = 'male') as male`),
        this.knex.raw(`count(*) filter (where gender = 'male' and type_code = ?) as male_of_type`, [typeCode]),
        this.knex.raw(`count(*) filter (where gender = 'female') as female`),
        this.knex.raw(`count(*) filter (where gender = 'female' and type_code = ?) as female_of_type`, [typeCode]),
      )
      .first();

    const perType: Array<{ type_code: string; results: number }> = await inWindow(this.knex('exam_orders'))
      .select('type_code', this.knex.raw('count(*) as results'))
      .groupBy('type_code');

    // Share compared in float8: count / total divides exactly the same way for equal fractions (1/5 = 2/10).
    const ofTypeSql = 'count(*) filter (where type_code = ?)';
    const countries: Array<{ country: string; total: number; of_type: number }> = await inWindow(this.knex('exam_orders'))
      .whereNotNull('country')
      .select('country', this.knex.raw('count(*) as total'), this.knex.raw(`${ofTypeSql} as of_type`, [typeCode]))
      .groupBy('country')
      .havingRaw('count(*) >= ?', [input.minCountryResults])
      .havingRaw(`${ofTypeSql} > 0`, [typeCode])
      .orderByRaw(`${ofTypeSql}::float8 / count(*) desc, ${ofTypeSql} desc, country asc`, [typeCode, typeCode])
      .limit(input.maxCountries);

    return {
      total: Number(totals.total),
      ofType: Number(totals.of_type),
      male: Number(totals.male),
      maleOfType: Number(totals.male_of_type),
      female: Number(totals.female),
      femaleOfType: Number(totals.female_of_type),
      countsByType: new Map(perType.map((r) => [r.type_code, Number(r.results)])),
      countries: countries.map((r) => ({ country: r.country, total: Number(r.total), ofType: Number(r.of_type) })),
    };
  }

  /**
   * Of a type's results in the window with a known strength, how many are below a strength: one count on the
   * (exam_id, type_code, created_at) include (strength) index.
   */
  async strengthBelow(input: { examId: string; typeCode: string; since: Date; strength: number }): Promise<{ below: number; withStrength: number }> {
    const row = await this.knex('exam_orders')
      .where({ exam_id: input.examId, type_code: input.typeCode })
      .andWhere('created_at', '>=', input.since)
      .select(this.knex.raw('count(*) filter (where strength < ?) as below', [input.strength]), this.knex.raw('count(strength) as with_strength'))
      .first();
    return { below: Number(row.below), withStrength: Number(row.with_strength) };
  }
}
