import type { ContentService } from '@mindprint/proto/gen/mindprint/content/v1/content_service_pb';
import type { HandlersOf } from '@mindprint/platform/grpc-server';
import type { ArticleQueries } from '../app/article-queries.js';
import type { CourseQueries } from '../app/course-queries.js';
import type { DailyQuestion } from '../app/daily-question.js';
import type { Games } from '../app/games.js';
import type { Viewers } from '../app/member-privileges.js';
import type { TreeHole } from '../app/tree-hole.js';
import { localeOf } from './call-locale.js';

export interface UserCenterUseCases {
  viewers: Viewers;
  articles: ArticleQueries;
  courses: CourseQueries;
  dailyQuestion: DailyQuestion;
  treeHole: TreeHole;
  games: Games;
}

type UserCenterHandlers = Omit<HandlersOf<typeof ContentService>, 'listProtocols' | 'getPrivacyAndAgreement' | 'getProtocol' | 'listHelpGroups' | 'getHelpItem'>;

/** The user center's calls: each finds who asks (and their privileges), then asks one use case. */
export function userCenterHandlers(deps: UserCenterUseCases): UserCenterHandlers {
  const { viewers } = deps;
  return {
    listArticleCategories: async (request, call) => ({ categories: await deps.articles.categories(localeOf(request.locale, call)) }),
    listArticles: async (request, call) =>
      deps.articles.list(await viewers.of(request.member), localeOf(request.locale, call), {
        category: request.category,
        query: request.query,
        page: request.page || 1,
        pageSize: request.pageSize || 6,
        recommendedToday: request.recommendedToday,
      }),
    getArticle: async (request, call) => deps.articles.detail(await viewers.of(request.member), localeOf(request.locale, call), request.articleId),
    listCourseCategories: async (request, call) => ({ categories: await deps.courses.categories(localeOf(request.locale, call)) }),
    listCourses: async (request, call) =>
      deps.courses.list(await viewers.ofCourseReader(request.member), localeOf(request.locale, call), {
        categoryId: request.categoryId,
        tag: request.tag,
        page: request.page || 1,
        pageSize: request.pageSize || 6,
      }),
    getCourseHomepage: async (request, call) => deps.courses.homepage(await viewers.ofCourseReader(request.member), localeOf(request.locale, call)),
    getCourse: async (request, call) => deps.courses.detail(await viewers.ofCourseReader(request.member), localeOf(request.locale, call), request.courseId),
    getCourseCategory: async (request, call) => deps.courses.category(await viewers.ofCourseReader(request.member), localeOf(request.locale, call), request.categoryId),
    getCourseFile: async (request, call) =>
      deps.courses.file(await viewers.ofCourseReader(request.member), localeOf(request.locale, call), request.courseId, request.attachmentId),
    listRecommendedCourses: async (request, call) => ({
      courses: await deps.courses.recommendedFor(await viewers.ofCourseReader(request.member), localeOf(request.locale, call), request.examId),
    }),
    getTodayQuestion: async (request, call) => deps.dailyQuestion.today(await viewers.of(request.member), localeOf(request.locale, call)),
    submitAnswer: async (request, call) => ({
      answer: await deps.dailyQuestion.submit(await viewers.of(request.member), localeOf(request.locale, call), request.questionId, {
        optionKeys: request.optionKeys,
        text: request.text,
      }),
    }),
    getAnswer: async (request, call) => ({ answer: await deps.dailyQuestion.answer(await viewers.of(request.member), localeOf(request.locale, call), request.questionId) }),
    listTreeHolePosts: async (request) => deps.treeHole.list(await viewers.of(request.member), request.cursor, request.pageSize),
    saveTreeHolePost: async (request) => ({ post: await deps.treeHole.save(await viewers.of(request.member), request.text) }),
    removeTreeHolePost: async (request) => {
      await deps.treeHole.remove(await viewers.of(request.member), request.postId);
      return {};
    },
    reportTreeHolePost: async (request) => {
      await deps.treeHole.report(await viewers.of(request.member), request.postId, request.reason);
      return {};
    },
    listGames: async (request, call) => ({ games: (await deps.games.list(await viewers.of(request.member), localeOf(request.locale, call))).map(gameMessage) }),
    getGame: async (request, call) => ({ game: gameMessage(await deps.games.detail(await viewers.of(request.member), localeOf(request.locale, call), request.gameCode)) }),
    saveGameScore: async (request) => {
      const saved = await deps.games.saveScore(await viewers.of(request.member), request.gameCode, Number(request.score));
      return { bestScore: BigInt(saved.bestScore), newBest: saved.newBest };
    },
  };
}

const gameMessage = (game: Awaited<ReturnType<Games['list']>>[number]) => ({
  gameCode: game.gameCode,
  name: game.name,
  description: game.description,
  howToPlay: game.howToPlay,
  hasBestScore: game.bestScore !== null,
  bestScore: BigInt(game.bestScore ?? 0),
  locked: game.locked,
  maxScore: BigInt(game.maxScore),
});
