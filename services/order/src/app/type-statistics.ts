import type { Cache } from '@mindprint/platform/cache';
import type { Logger } from '@mindprint/platform/logger';
import type { TypeStatisticsRepository } from '../db/type-statistics-repository.js';
import {
  maxTopCountries,
  minCountryResults,
  rankingScore,
  rankOf,
  ratio,
  statisticsCacheSeconds,
  statisticsWindowDays,
  windowStart,
} from '../domain/type-statistics.js';

/** A type's figures in one exam over the recent window (the TypeStatistics message without the visitor's score). */
export interface TypeFigures {
  populationRatio: number;
  maleRatio: number;
  femaleRatio: number;
  sampleSize: number;
  maleSampleSize: number;
  femaleSampleSize: number;
  topCountries: Array<{ country: string; count: number; share: number }>;
  rank: number;
  days: number;
}

export interface TypeStatisticsView extends TypeFigures {
  rankingScore: number;
}

/**
 * Statistics of a type from real results: the per-(exam, type) figures are shared through the cache for a
 * minute; the visitor's ranking score is counted per request.
 */
export class TypeStatisticsQueries {
  constructor(
    private readonly repository: TypeStatisticsRepository,
    private readonly cache: Cache,
    private readonly log: Logger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async forResult(result: { examId: string; typeCode: string; strength: number | null }): Promise<TypeStatisticsView> {
    const since = windowStart(this.clock());
    const figures = await this.figures(result.examId, result.typeCode, since);
    if (result.strength === null) return { ...figures, rankingScore: 0 };
    const { below, withStrength } = await this.repository.strengthBelow({ examId: result.examId, typeCode: result.typeCode, since, strength: result.strength });
    return { ...figures, rankingScore: rankingScore(below, withStrength) };
  }

  /** The cached figures of a type, computed from the database when absent or expired. */
  async figures(examId: string, typeCode: string, since = windowStart(this.clock())): Promise<TypeFigures> {
    const key = `type-statistics:v1:${statisticsWindowDays}:${examId}:${typeCode}`;
    try {
      const cached = await this.cache.get(key);
      if (cached) return JSON.parse(cached) as TypeFigures;
    } catch (error) {
      this.log.warn({ err: error, key }, 'type statistics cache unreadable; computing from the database');
    }
    const figures = await this.compute(examId, typeCode, since);
    try {
      await this.cache.set(key, JSON.stringify(figures), statisticsCacheSeconds);
    } catch (error) {
      this.log.warn({ err: error, key }, 'type statistics not cached');
    }
    return figures;
  }

  private async compute(examId: string, typeCode: string, since: Date): Promise<TypeFigures> {
    const a = await this.repository.aggregates({ examId, typeCode, since, minCountryResults, maxCountries: maxTopCountries });
    return {
      populationRatio: ratio(a.ofType, a.total),
      maleRatio: ratio(a.maleOfType, a.male),
      femaleRatio: ratio(a.femaleOfType, a.female),
      sampleSize: a.total,
      maleSampleSize: a.male,
      femaleSampleSize: a.female,
      topCountries: a.countries.map((c) => ({ country: c.country, count: c.ofType, share: ratio(c.ofType, c.total) })),
      rank: rankOf(typeCode, a.countsByType),
      days: statisticsWindowDays,
    };
  }
}
