import { DomainError } from '@mindprint/platform/errors';
import type { CatalogueRepository } from '../db/catalogue-repository.js';
import type { GameScoreRepository } from '../db/game-score-repository.js';
import { textsIn } from '../db/user-center-seed/locale-texts.js';
import type { GameCode } from '../db/user-center-seed/seed-types.js';
import { checkedScore, isGameCode, maxScores } from '../domain/game-scores.js';
import { type LocaleCode } from '@mindprint/platform/locales';
import { gamesLocked, isMember, requirePrivilege, type Viewer } from '../domain/locks.js';

/** The games catalogue and each member's best score per game. */
export class Games {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly scores: GameScoreRepository,
  ) {}

  async list(viewer: Viewer, locale: LocaleCode) {
    const texts = textsIn(locale);
    const best = isMember(viewer) ? await this.scores.bestScores(viewer.userId) : new Map<GameCode, number>();
    return (await this.catalogue.games()).map((code) => ({
      gameCode: code,
      name: texts.games[code].name,
      description: texts.games[code].description,
      howToPlay: texts.games[code].howToPlay,
      bestScore: best.get(code) ?? null,
      maxScore: maxScores[code],
      locked: gamesLocked(viewer),
    }));
  }

  async detail(viewer: Viewer, locale: LocaleCode, code: string) {
    const game = (await this.list(viewer, locale)).find((g) => g.gameCode === code);
    if (!game) throw new DomainError('GAME_NOT_FOUND', `There is no game ${code}`, 'NOT_FOUND');
    return game;
  }

  async saveScore(viewer: Viewer, code: string, score: number) {
    requirePrivilege(viewer, 'games', 'Games are part of a membership');
    if (!isGameCode(code)) throw new DomainError('GAME_NOT_FOUND', `There is no game ${code}`, 'NOT_FOUND');
    const saved = await this.scores.saveScore(viewer.userId, code, checkedScore(code, score));
    return { bestScore: saved.bestScore, newBest: saved.previousBest === null || score > saved.previousBest };
  }
}
