import type { Answer, ArticleSummary, CourseCategory, CourseSummary, Game, TreeHolePost } from '@mindprint/proto/gen/mindprint/content/v1/content_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { requestContextFrom, runWithRequestContext } from '@mindprint/platform/request-context';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { currentAuth, requireSignedIn, type SignedIn } from '../auth/request-auth.js';
import type { ServiceClients } from '../service-clients.js';
import { parseInput } from '../validation.js';
import { countryParam, skuData, skuJson } from './checkout-routes.js';
import { contentIdParam } from './content-routes.js';
import { emailField, examIdParam, localeParam, orderNumberField } from './params.js';
import { defineRoute } from './route.js';

/**
 * The user center's content (content service, gateway/docs/user-center-calls.md): articles, courses and
 * their files, the daily question, the tree hole and games. Locks are decided by the content service from
 * the member passed here; texts follow the x-hl header.
 */

const memberOf = (signedIn: SignedIn | undefined) => signedIn && { userId: signedIn.userId, verifiedEmail: signedIn.verifiedEmail };
/** Whoever asks: a member, or a visitor (no member). */
const viewer = () => memberOf(currentAuth().signedIn);
/** Member-only calls: 401 for visitors before anything is asked of the content service. */
const member = () => memberOf(requireSignedIn());

const page = z.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(10_000, 'must be at most 10000');
const pageSize = (max: number, fallback: number) =>
  z.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`).default(fallback);
const articleCategory = z.enum(['all', 'psychology-science', 'psychology-test', 'psychology-consultation', 'psychology-treatment', 'mental-health'], {
  message: 'must be all, psychology-science, psychology-test, psychology-consultation, psychology-treatment or mental-health',
});
const gameCode = z.enum(['2048', 'jump', 'jump-and-jump', 'maze'], { message: 'must be 2048, jump, jump-and-jump or maze' });
const postId = z.string({ message: 'is required' }).uuid('must be a post id');

/** The content service's closed sets (its catalogue types), so the web's types know every value; one outside them is a 500. */
const courseFormat = z.enum(['pdf', 'word', 'audio', 'video', 'unknown']);
const courseTags = z.array(z.enum(['new', 'recommend']));
const questionFormat = z.enum(['single', 'multiple', 'fill']);

const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new DomainError('INTERNAL', `The content service returned no ${what}`, 'INTERNAL');
  return value;
};

/** One page of a list and where it stands in the whole. */
const pagedData = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), page: z.int(), pageSize: z.int(), pageCount: z.int(), total: z.int() });

const pagedJson = <T, J>(answer: { items: T[]; page: number; pageSize: number; pageCount: number; total: number }, item: (value: T) => J) => ({
  items: answer.items.map(item),
  page: answer.page,
  pageSize: answer.pageSize,
  pageCount: answer.pageCount,
  total: answer.total,
});

const articleData = z.object({
  articleId: z.string(),
  category: articleCategory,
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  readMinutes: z.int(),
  publishedAt: z.string(),
  premium: z.boolean(),
  locked: z.boolean(),
});

const articleJson = (a: ArticleSummary): z.infer<typeof articleData> => ({
  articleId: a.articleId,
  category: articleCategory.parse(a.category),
  categoryName: a.categoryName,
  title: a.title,
  summary: a.summary,
  readMinutes: a.readMinutes,
  publishedAt: a.publishedAt,
  premium: a.premium,
  locked: a.locked,
});

const courseCategoryData = z.object({ categoryId: z.string(), code: z.string(), name: z.string(), description: z.string(), courseCount: z.int() });

const courseCategoryJson = (c: CourseCategory): z.infer<typeof courseCategoryData> => ({ categoryId: c.categoryId, code: c.code, name: c.name, description: c.description, courseCount: c.courseCount });

const courseData = z.object({
  courseId: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  tags: courseTags,
  format: courseFormat,
  purchaseCount: z.int(),
  pageCount: z.int(),
  chapterCount: z.int(),
  learnerCount: z.int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  free: z.boolean(),
  locked: z.boolean(),
});

const courseJson = (c: CourseSummary): z.infer<typeof courseData> => ({
  courseId: c.courseId,
  categoryId: c.categoryId,
  categoryName: c.categoryName,
  title: c.title,
  summary: c.summary,
  author: c.author,
  tags: courseTags.parse(c.tags),
  format: courseFormat.parse(c.format),
  purchaseCount: c.purchaseCount,
  pageCount: c.pageCount,
  chapterCount: c.chapterCount,
  learnerCount: c.learnerCount,
  publishedAt: c.publishedAt,
  updatedAt: c.updatedAt,
  free: c.free,
  locked: c.locked,
});

const chosenData = z.object({ optionKeys: z.array(z.string()), text: z.string() });
const answerData = z.object({ questionId: z.string(), correct: z.boolean(), correctAnswer: chosenData, yourAnswer: chosenData, analysis: z.string() });

const answerJson = (a: Answer): z.infer<typeof answerData> => ({
  questionId: a.questionId,
  correct: a.correct,
  correctAnswer: { optionKeys: a.correctAnswer?.optionKeys ?? [], text: a.correctAnswer?.text ?? '' },
  yourAnswer: { optionKeys: a.yourAnswer?.optionKeys ?? [], text: a.yourAnswer?.text ?? '' },
  analysis: a.analysis,
});

const postData = z.object({ postId: z.string(), text: z.string(), createdAt: z.string(), mine: z.boolean(), reportedByMe: z.boolean() });

const postJson = (p: TreeHolePost): z.infer<typeof postData> => ({ postId: p.postId, text: p.text, createdAt: p.createdAt, mine: p.mine, reportedByMe: p.reportedByMe });

const gameData = z.object({
  gameCode,
  name: z.string(),
  description: z.string(),
  howToPlay: z.string(),
  bestScore: z.int().nullable(),
  maxScore: z.int(),
  locked: z.boolean(),
});

const gameJson = (g: Game): z.infer<typeof gameData> => ({
  gameCode: gameCode.parse(g.gameCode),
  name: g.name,
  description: g.description,
  howToPlay: g.howToPlay,
  bestScore: g.hasBestScore ? Number(g.bestScore) : null,
  maxScore: Number(g.maxScore),
  locked: g.locked,
});

/** A course with its chapters and files; a file's URL only for a member entitled to it. */
const courseDetailData = courseData.extend({
  description: z.string(),
  chapters: z.array(z.object({ title: z.string(), page: z.int() })),
  attachments: z.array(z.object({ attachmentId: z.string(), name: z.string(), format: courseFormat, sizeBytes: z.int(), pageCount: z.int(), url: z.string().nullable() })),
});

/** The address of a course's file under this surface. */
const courseFileUrl = (courseId: string, attachmentId: string) => `${currentAuth().apiBase}/course/file/${courseId}/${attachmentId}`;

export const userCenterRoutes = [
  defineRoute({
    method: 'post',
    path: '/article/category/list',
    surfaces: ['base'],
    owner: 'content',
    summary: 'Article categories, "all" first, with how many articles each has',
    body: z.object({}),
    response: z.array(z.object({ code: articleCategory, name: z.string(), articleCount: z.int() })),
    handle: async ({ clients }) =>
      (await clients.content.listArticleCategories({ locale: '' })).categories.map((c) => ({ code: articleCategory.parse(c.code), name: c.name, articleCount: c.articleCount })),
  }),
  defineRoute({
    method: 'post',
    path: '/article/infos/list',
    surfaces: ['base'],
    owner: 'content',
    summary: 'Articles by category and search (title and summary), paged; or the three articles recommended today',
    body: z.object({
      category: articleCategory.default('all'),
      query: z.string().max(100, 'must be at most 100 characters').default(''),
      page: page.default(1),
      pageSize: pageSize(24, 6),
      recommendedToday: z.boolean().default(false),
    }),
    response: pagedData(articleData),
    handle: async ({ body, clients }) => pagedJson(await clients.content.listArticles({ member: viewer(), locale: '', ...body }), articleJson),
  }),
  defineRoute({
    method: 'get',
    path: '/article/infos/detail/:id',
    params: z.object({ id: contentIdParam }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'One article with its paragraphs (none when locked) and up to three related articles',
    response: articleData.extend({ paragraphs: z.array(z.string()), related: z.array(articleData) }),
    handle: async ({ params, clients }) => {
      const answer = await clients.content.getArticle({ member: viewer(), locale: '', articleId: parseInput(contentIdParam, params.id, 'id') });
      return { ...articleJson(required(answer.article, 'article')), paragraphs: answer.paragraphs, related: answer.related.map(articleJson) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/course/category/list',
    surfaces: ['base'],
    owner: 'content',
    summary: 'Course categories with how many courses each has',
    body: z.object({}),
    response: z.array(courseCategoryData),
    handle: async ({ clients }) => (await clients.content.listCourseCategories({ locale: '' })).categories.map(courseCategoryJson),
  }),
  defineRoute({
    method: 'post',
    path: '/course/infos/list',
    surfaces: ['base'],
    owner: 'content',
    summary: 'Courses by category and tag, paged, locked or not for the member',
    body: z.object({
      categoryId: contentIdParam.optional(),
      tag: z.enum(['new', 'recommend'], { message: 'must be new or recommend' }).optional(),
      page: page.default(1),
      pageSize: pageSize(24, 6),
    }),
    response: pagedData(courseData),
    handle: async ({ body, clients }) =>
      pagedJson(
        await clients.content.listCourses({ member: viewer(), locale: '', categoryId: body.categoryId ?? '', tag: body.tag ?? '', page: body.page, pageSize: body.pageSize }),
        courseJson,
      ),
  }),
  defineRoute({
    method: 'get',
    path: '/course/infos/homepage',
    surfaces: ['base'],
    owner: 'content',
    summary: 'The courses home: course, free and unlocked counts, categories, recommended and latest courses',
    response: z.object({ courseCount: z.int(), freeCourseCount: z.int(), unlockedCourseCount: z.int(), categories: z.array(courseCategoryData), recommended: z.array(courseData), latest: z.array(courseData) }),
    handle: async ({ clients }) => {
      const home = await clients.content.getCourseHomepage({ member: viewer(), locale: '' });
      return {
        courseCount: home.courseCount,
        freeCourseCount: home.freeCourseCount,
        unlockedCourseCount: home.unlockedCourseCount,
        categories: home.categories.map(courseCategoryJson),
        recommended: home.recommended.map(courseJson),
        latest: home.latest.map(courseJson),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/course/infos/detail/:id',
    params: z.object({ id: contentIdParam }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'One course with its chapters (and the page each starts on) and its file, with the file’s address when the member may open it',
    response: courseDetailData,
    handle: async ({ params, clients }) => {
      const answer = await clients.content.getCourse({ member: viewer(), locale: '', courseId: parseInput(contentIdParam, params.id, 'id') });
      const course = courseJson(required(answer.course, 'course'));
      return {
        ...course,
        description: answer.description,
        chapters: answer.chapters.map((c) => ({ title: c.title, page: c.page })),
        attachments: answer.attachments.map((a) => ({
          attachmentId: a.attachmentId,
          name: a.name,
          format: courseFormat.parse(a.format),
          sizeBytes: Number(a.sizeBytes),
          pageCount: a.pageCount,
          url: a.available ? courseFileUrl(course.courseId, a.attachmentId) : null,
        })),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/course/order/create',
    edgeLimit: 'money',
    botCheck: true,
    surfaces: ['base'],
    owner: 'order',
    summary:
      'A member’s order for one locked course, paid like a report: POST {pay}/pay/order/create with its orderNumber and skuId; once paid the course opens for this member only',
    body: z.object({ courseId: contentIdParam, email: emailField.optional(), country: countryParam.optional() }),
    response: z.object({ orderNumber: z.string(), skuId: z.string() }),
    handle: async ({ body, clients }) => {
      const signedIn = requireSignedIn();
      const answer = await clients.content.getCourse({ member: memberOf(signedIn), locale: '', courseId: body.courseId });
      const course = required(answer.course, 'course');
      if (course.free) throw new DomainError('COURSE_FREE', 'This course is free for members; there is nothing to buy', 'FAILED_PRECONDITION');
      if (!course.locked) throw new DomainError('COURSE_ALREADY_OPEN', 'This course is already open to you', 'CONFLICT');
      const order = await clients.order.createCourseOrder({
        courseId: course.courseId,
        userId: signedIn.userId,
        email: body.email ?? signedIn.email,
        locale: '',
        country: body.country ?? '',
      });
      return { orderNumber: order.orderNumber, skuId: order.skuId };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/course/sku/list/:country/:hl',
    params: z.object({ country: countryParam, hl: localeParam }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'The courses sold on their own, priced for a country in its currency: the price a course shows is the price its order charges',
    response: z.object({ currency: z.string(), courses: z.array(z.object({ courseId: z.string(), sku: skuData })) }),
    handle: async ({ params, clients }) => {
      const listed = await clients.order.listCourseSkus({
        country: parseInput(countryParam, params.country, 'country'),
        locale: parseInput(localeParam, params.hl, 'hl').toUpperCase(),
      });
      return { currency: listed.currency, courses: listed.courses.map((c) => ({ courseId: c.courseId, sku: skuJson(required(c.sku, 'sku')) })) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/course/order/info/:orderNumber',
    params: z.object({ orderNumber: orderNumberField }),
    surfaces: ['base'],
    owner: 'order',
    summary: 'The signed-in member’s course order: its course, its SKU priced as it is charged, and whether it is paid (404 for anyone else’s)',
    response: z.object({ orderNumber: z.string(), courseId: z.string(), paid: z.boolean(), email: z.string(), sku: skuData }),
    handle: async ({ params, clients }) => {
      const signedIn = requireSignedIn();
      const order = await clients.order.getCourseOrder({ orderNumber: parseInput(orderNumberField, params.orderNumber, 'orderNumber'), locale: '' });
      // Another member's order number names nothing for this member.
      if (order.userId !== signedIn.userId) throw new DomainError('ORDER_NOT_FOUND', 'We could not find this order', 'NOT_FOUND');
      return { orderNumber: order.orderNumber, courseId: order.courseId, paid: order.paid, email: order.email, sku: skuJson(required(order.sku, 'sku')) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/course/category/detail/:id',
    params: z.object({ id: contentIdParam }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'One course category with its courses',
    response: courseCategoryData.extend({ courses: z.array(courseData) }),
    handle: async ({ params, clients }) => {
      const answer = await clients.content.getCourseCategory({ member: viewer(), locale: '', categoryId: parseInput(contentIdParam, params.id, 'id') });
      return { ...courseCategoryJson(required(answer.category, 'category')), courses: answer.courses.map(courseJson) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/exam/recommend/course/list/:id',
    params: z.object({ id: examIdParam }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'Up to four courses that fit a test',
    response: z.array(courseData),
    handle: async ({ params, clients }) =>
      (await clients.content.listRecommendedCourses({ member: viewer(), locale: '', examId: parseInput(examIdParam, params.id, 'id') })).courses.map(courseJson),
  }),
  defineRoute({
    method: 'post',
    path: '/question/info/today',
    surfaces: ['base'],
    owner: 'content',
    summary: 'Today’s question (UTC date) for the member, and whether they answered it',
    body: z.object({}),
    response: z.object({ questionId: z.string(), date: z.string(), type: z.string(), typeName: z.string(), format: questionFormat, prompt: z.string(), options: z.array(z.object({ key: z.string(), text: z.string() })), answered: z.boolean(), locked: z.boolean() }),
    handle: async ({ clients }) => {
      const q = await clients.content.getTodayQuestion({ member: member(), locale: '' });
      return {
        questionId: q.questionId,
        date: q.date,
        type: q.type,
        typeName: q.typeName,
        format: questionFormat.parse(q.format),
        prompt: q.prompt,
        options: q.options.map((o) => ({ key: o.key, text: o.text })),
        answered: q.answered,
        locked: q.locked,
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/question/info/submitAnswer',
    surfaces: ['base'],
    owner: 'content',
    summary: 'Answers today’s question: once per member per UTC day (409 the second time)',
    body: z.object({
      questionId: contentIdParam,
      optionKeys: z.array(z.string().regex(/^[A-Za-z]$/, 'must be an option key such as A'), { message: 'must be a list of option keys' }).max(26).default([]),
      // A coarse bound only: the content service counts characters (code points) and says the real limit.
      text: z.string().max(1_000, 'is far too long').default(''),
    }),
    response: answerData,
    handle: async ({ body, clients }) => answerJson(required((await clients.content.submitAnswer({ member: member(), locale: '', ...body })).answer, 'answer')),
  }),
  defineRoute({
    method: 'get',
    path: '/question/info/answer/:questionId',
    params: z.object({ questionId: contentIdParam }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'The member’s answer to a question with the correct answer and the analysis',
    response: answerData,
    handle: async ({ params, clients }) =>
      answerJson(required((await clients.content.getAnswer({ member: member(), locale: '', questionId: parseInput(contentIdParam, params.questionId, 'questionId') })).answer, 'answer')),
  }),
  defineRoute({
    method: 'post',
    path: '/treehole/list',
    surfaces: ['base'],
    owner: 'content',
    summary: 'The tree hole’s posts, newest first, by cursor; never says who wrote a post',
    body: z.object({ cursor: z.string().max(512).default(''), pageSize: pageSize(30, 10) }),
    response: z.object({ items: z.array(postData), nextCursor: z.string().nullable(), maxLength: z.int() }),
    handle: async ({ body, clients }) => {
      const answer = await clients.content.listTreeHolePosts({ member: member(), cursor: body.cursor, pageSize: body.pageSize });
      return { items: answer.items.map(postJson), nextCursor: answer.nextCursor || null, maxLength: answer.maxLength };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/treehole/save',
    surfaces: ['base'],
    owner: 'content',
    summary: 'Publishes an anonymous post: at most 300 characters, no markup, links or abusive words, 5 an hour',
    body: z.object({ text: z.string({ message: 'is required' }).max(5_000, 'is far too long') }),
    response: postData,
    handle: async ({ body, clients }) => postJson(required((await clients.content.saveTreeHolePost({ member: member(), text: body.text })).post, 'post')),
  }),
  defineRoute({
    method: 'post',
    path: '/treehole/remove',
    surfaces: ['base'],
    owner: 'content',
    summary: 'Removes one of the member’s own posts',
    body: z.object({ postId }),
    response: z.object({ removed: z.boolean() }),
    handle: async ({ body, clients }) => {
      await clients.content.removeTreeHolePost({ member: member(), postId: body.postId });
      return { removed: true };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/treehole/report',
    surfaces: ['base'],
    owner: 'content',
    summary: 'Reports a post (once per member); a post reported by three members is hidden',
    body: z.object({ postId, reason: z.enum(['abuse', 'spam', 'self-harm', 'other'], { message: 'must be abuse, spam, self-harm or other' }) }),
    response: z.object({ reported: z.boolean() }),
    handle: async ({ body, clients }) => {
      await clients.content.reportTreeHolePost({ member: member(), postId: body.postId, reason: body.reason });
      return { reported: true };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/game/list',
    surfaces: ['base'],
    owner: 'content',
    summary: 'The games with the member’s best score in each',
    response: z.array(gameData),
    handle: async ({ clients }) => (await clients.content.listGames({ member: viewer(), locale: '' })).games.map(gameJson),
  }),
  defineRoute({
    method: 'get',
    path: '/game/detail/:code',
    params: z.object({ code: gameCode }),
    surfaces: ['base'],
    owner: 'content',
    summary: 'One game with the member’s best score',
    response: gameData,
    handle: async ({ params, clients }) =>
      gameJson(required((await clients.content.getGame({ member: viewer(), locale: '', gameCode: parseInput(gameCode, params.code, 'code') })).game, 'game')),
  }),
  defineRoute({
    method: 'post',
    path: '/game/score/save',
    surfaces: ['base'],
    owner: 'content',
    summary: 'Saves a game score; the best score per member and game is kept',
    body: z.object({ gameCode, score: z.number({ message: 'must be a number' }).int('must be a whole number').min(0, 'must be at least 0').max(Number.MAX_SAFE_INTEGER) }),
    response: z.object({ bestScore: z.int(), newBest: z.boolean() }),
    handle: async ({ body, clients }) => {
      const saved = await clients.content.saveGameScore({ member: member(), gameCode: body.gameCode, score: BigInt(body.score) });
      return { bestScore: Number(saved.bestScore), newBest: saved.newBest };
    },
  }),
];

/** A course's file, served inline (not an envelope) to members entitled to it; failures are envelopes. */
export function courseFileDownload(clients: ServiceClients) {
  return async (req: Request, res: Response) => {
    const courseId = parseInput(contentIdParam, req.params.courseId, 'courseId');
    const attachmentId = parseInput(contentIdParam, req.params.attachmentId, 'attachmentId');
    const signedIn = member();
    const context = { ...requestContextFrom((key) => req.get(key)), requestId: res.locals.requestId as string };
    const file = await runWithRequestContext(context, () => clients.content.getCourseFile({ member: signedIn, locale: '', courseId, attachmentId }));
    res
      .status(200)
      .type(file.contentType)
      .setHeader('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '')}"`)
      .setHeader('cache-control', 'private, no-store')
      .send(Buffer.from(file.content));
  };
}
