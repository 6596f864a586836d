import type { Knex } from '@mindprint/platform/db';
import type { GameCode } from './user-center-seed/seed-types.js';
import { asNumber } from './db-values.js';

export class GameScoreRepository {
  constructor(private readonly knex: Knex) {}

  async bestScores(userId: string): Promise<Map<GameCode, number>> {
    const rows = await this.knex('game_scores').where({ user_id: userId });
    return new Map(rows.map((r) => [r.game_code as GameCode, asNumber(r.best_score)]));
  }

  /** Keeps the higher of the stored best and this score; says what the best was before. */
  async saveScore(userId: string, gameCode: GameCode, score: number): Promise<{ bestScore: number; previousBest: number | null }> {
    return this.knex.transaction(async (trx) => {
      const previous = await trx('game_scores').where({ user_id: userId, game_code: gameCode }).forUpdate().first('best_score');
      const [saved] = await trx('game_scores')
        .insert({ user_id: userId, game_code: gameCode, best_score: score, updated_at: trx.fn.now() })
        .onConflict(['user_id', 'game_code'])
        .merge({ best_score: trx.raw('greatest(game_scores.best_score, excluded.best_score)'), updated_at: trx.fn.now() })
        .returning('best_score');
      return { bestScore: asNumber(saved.best_score), previousBest: previous ? asNumber(previous.best_score) : null };
    });
  }
}
