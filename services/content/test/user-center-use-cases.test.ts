import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { MemoryCache } from '@mindprint/platform/cache';
import { databaseEngines, openTestDatabase, testLogger } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivilegesClient } from '../src/app/member-privileges.js';
import { orderEventsTopic, recordCoursePurchase } from '../src/consumers/record-course-purchase.js';
import { userCenterCatalogue } from '../src/db/user-center-seed/catalogue.js';
import { textsIn } from '../src/db/user-center-seed/locale-texts.js';
import { contentMigrations } from '../src/db/migrations.js';
import type { CourseViewer } from '../src/domain/locks.js';
import { rotationOf, utcDate } from '../src/domain/utc-days.js';
import { contentUseCases } from '../src/service.js';

const enTexts = textsIn('EN');

/** The user center's use cases on a real database (PGlite, and Postgres when TEST_DATABASE_URL is set). */

const basicPrivileges = ['articles', 'daily_question', 'tree_hole', 'games'];
const premiumPrivileges = [...basicPrivileges, 'full_courses'];
const viewer = (userId: string, privileges: string[] = basicPrivileges): CourseViewer => ({ userId, privileges: new Set(privileges), ownedCourseIds: new Set() });
const visitor = viewer('', []);

/** The subscription service as content sees it: privileges by user id. */
const privilegesByUser: Record<string, string[]> = { 'premium-1': premiumPrivileges, 'basic-1': basicPrivileges };
const privileges: PrivilegesClient = {
  getPrivileges: async ({ userId }) =>
    ({ privileges: premiumPrivileges.map((code) => ({ code, granted: (privilegesByUser[userId ?? ''] ?? []).includes(code) })) }) as never,
};

describe.each(databaseEngines)('user center on %s', (engine) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let parts: ReturnType<typeof contentUseCases>;
  let now = new Date('2026-11-20T10:00:00Z');

  beforeAll(async () => {
    db = await openTestDatabase(engine, contentMigrations);
    parts = contentUseCases({ db, cache: new MemoryCache(), privileges, clock: () => now });
  });
  afterAll(async () => db?.close());

  it('finds privileges by asking subscription for members only', async () => {
    expect((await parts.viewers.of({ userId: 'premium-1', verifiedEmail: 'p@example.com' })).privileges.has('full_courses')).toBe(true);
    expect((await parts.viewers.of({ userId: 'nobody', verifiedEmail: '' })).privileges.size).toBe(0);
    expect(await parts.viewers.ofCourseReader(undefined)).toEqual(visitor);
  });

  it('seeds the catalogue and lists articles with categories, search, paging and locks', async () => {
    const categories = await parts.articles.categories('EN');
    expect(categories[0]).toEqual({ code: 'all', name: enTexts.articleCategories.all, articleCount: userCenterCatalogue.articles.length });
    expect(categories.slice(1).reduce((n, c) => n + c.articleCount, 0)).toBe(userCenterCatalogue.articles.length);
    const first = await parts.articles.list(visitor, 'EN', { category: 'all', query: '', page: 1, pageSize: 5, recommendedToday: false });
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 12, pageCount: 3 });
    const premiumArticle = userCenterCatalogue.articles.find((a) => a.premium)!;
    const lockedDetail = await parts.articles.detail(visitor, 'EN', premiumArticle.id);
    expect(lockedDetail.article.locked).toBe(true);
    expect(lockedDetail.paragraphs).toEqual([]);
    expect((await parts.articles.detail(viewer('basic-1'), 'EN', premiumArticle.id)).paragraphs.length).toBeGreaterThan(0);
    const title = enTexts.articles[premiumArticle.id]!.title;
    const found = await parts.articles.list(visitor, 'EN', { category: 'all', query: title.slice(0, 12).toUpperCase(), page: 1, pageSize: 24, recommendedToday: false });
    expect(found.items.map((a) => a.articleId)).toContain(premiumArticle.id);
    const today = await parts.articles.list(visitor, 'EN', { category: 'all', query: '', page: 1, pageSize: 6, recommendedToday: true });
    expect(today.items).toHaveLength(3);
    await expect(parts.articles.list(visitor, 'EN', { category: 'astrology', query: '', page: 1, pageSize: 6, recommendedToday: false })).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT' });
  });

  it('renders each course file once into a real PDF whose page count the lists show, and counts real opens', async () => {
    const [course] = userCenterCatalogue.courses.filter((c) => !c.free);
    await expect(parts.courses.file(viewer('basic-1'), 'EN', course!.id, '1')).rejects.toMatchObject({ reason: 'COURSE_LOCKED', kind: 'PERMISSION_DENIED' });
    await expect(parts.courses.file(visitor, 'EN', course!.id, '1')).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });
    const file = await parts.courses.file(viewer('premium-1', premiumPrivileges), 'FR', course!.id, '1');
    expect(Buffer.from(file.content).subarray(0, 4).toString()).toBe('%PDF');
    const detail = await parts.courses.detail(viewer('premium-1', premiumPrivileges), 'FR', course!.id);
    const pages = Buffer.from(file.content).toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;
    expect(detail.course.pageCount).toBe(pages);
    expect(detail.attachments[0]).toMatchObject({ pageCount: pages, available: true, sizeBytes: BigInt(file.content.length) });
    expect(detail.chapters[0]!.page).toBe(2);
    expect(detail.course).toMatchObject({ learnerCount: 1, purchaseCount: 1, locked: false });
    expect(Number((await db.knex('course_files').where({ course_id: course!.id }).count({ n: '*' }))[0]!.n)).toBe(1);
    const home = await parts.courses.homepage(viewer('basic-1'), 'EN');
    expect(home).toMatchObject({ courseCount: 6, freeCourseCount: userCenterCatalogue.courses.filter((c) => c.free).length });
    expect(home.unlockedCourseCount).toBe(home.freeCourseCount);
  });

  it('opens a course bought on its own (OrderPaid of a course order) to its buyer only, once however often announced', async () => {
    const course = userCenterCatalogue.courses.find((c) => !c.free)!;
    const record = recordCoursePurchase({ purchases: parts.coursePurchases, log: testLogger() });
    const orderPaid = (fields: { purchaseNumber: string; courseId: string; buyerUserId: string }) =>
      db.withTransaction((trx) =>
        record.handle(create(OrderPaidSchema, { ...fields, orderNumber: 'MC' + 'B'.repeat(20), skuIds: [`course-${fields.courseId}`], paidAt: now.toISOString() }) as never, trx, {
          eventId: randomUUID(),
          eventType: OrderPaidSchema.typeName,
          topic: orderEventsTopic,
          key: 'MC' + 'B'.repeat(20),
        }),
      );
    const buyer = { userId: 'buyer-1', verifiedEmail: 'b@example.com' };
    expect((await parts.courses.detail(await parts.viewers.ofCourseReader(buyer), 'EN', course.id)).course.locked).toBe(true);

    await orderPaid({ purchaseNumber: 'PU' + 'A'.repeat(20), courseId: course.id, buyerUserId: buyer.userId });
    await orderPaid({ purchaseNumber: 'PU' + 'A'.repeat(20), courseId: course.id, buyerUserId: buyer.userId });
    // A report purchase names no course; an unknown course unlocks nothing.
    await orderPaid({ purchaseNumber: 'PU' + 'C'.repeat(20), courseId: '', buyerUserId: buyer.userId });
    await orderPaid({ purchaseNumber: 'PU' + 'D'.repeat(20), courseId: '999', buyerUserId: buyer.userId });
    expect(await db.knex('course_purchases').where({ user_id: buyer.userId })).toHaveLength(1);

    const asBuyer = await parts.viewers.ofCourseReader(buyer);
    const detail = await parts.courses.detail(asBuyer, 'EN', course.id);
    expect(detail.course.locked).toBe(false);
    expect(detail.attachments[0]!.available).toBe(true);
    expect(Buffer.from((await parts.courses.file(asBuyer, 'EN', course.id, '1')).content).subarray(0, 4).toString()).toBe('%PDF');
    const otherCourse = userCenterCatalogue.courses.find((c) => !c.free && c.id !== course.id)!;
    expect((await parts.courses.detail(asBuyer, 'EN', otherCourse.id)).course.locked).toBe(true);

    const stranger = await parts.viewers.ofCourseReader({ userId: 'basic-1', verifiedEmail: 'x@example.com' });
    expect((await parts.courses.detail(stranger, 'EN', course.id)).course.locked).toBe(true);
    await expect(parts.courses.file(stranger, 'EN', course.id, '1')).rejects.toMatchObject({ reason: 'COURSE_LOCKED' });
  });

  it('asks the day’s question, takes one answer per member per UTC day, and shows it with the analysis', async () => {
    const member = viewer('basic-1');
    const question = rotationOf(userCenterCatalogue.questions, utcDate(now));
    const today = await parts.dailyQuestion.today(member, 'EN');
    expect(today).toMatchObject({ questionId: question.id, date: '2026-11-20', answered: false, locked: false });
    expect((await parts.dailyQuestion.today(viewer('nobody', []), 'EN')).locked).toBe(true);
    const answer = question.format === 'fill' ? { optionKeys: [], text: question.acceptedAnswers[0]! } : { optionKeys: question.correctKeys, text: '' };
    const first = await parts.dailyQuestion.submit(member, 'EN', question.id, answer);
    expect(first.correct).toBe(true);
    await expect(parts.dailyQuestion.submit(member, 'EN', question.id, answer)).rejects.toMatchObject({ reason: 'ALREADY_ANSWERED', kind: 'CONFLICT' });
    expect(await parts.dailyQuestion.answer(member, 'EN', question.id)).toEqual(first);
    now = new Date('2026-11-21T00:00:01Z');
    await expect(parts.dailyQuestion.submit(member, 'EN', question.id, answer)).rejects.toMatchObject({ reason: 'NOT_TODAYS_QUESTION' });
    expect((await parts.dailyQuestion.today(member, 'EN')).answered).toBe(false);
  });

  it('publishes screened posts, limits five an hour, and hides a post reported by three members', async () => {
    const author = viewer('author-1');
    await expect(parts.treeHole.save(author, 'x'.repeat(301))).rejects.toMatchObject({ reason: 'TREE_HOLE_TOO_LONG' });
    const posts = [];
    for (let i = 0; i < 5; i++) {
      now = new Date(now.getTime() + 1000);
      posts.push(await parts.treeHole.save(author, `post ${i}`));
    }
    await expect(parts.treeHole.save(author, 'one more')).rejects.toMatchObject({ reason: 'TREE_HOLE_RATE_LIMITED', kind: 'RESOURCE_EXHAUSTED', retryAfterSeconds: 3600 });
    const page = await parts.treeHole.list(viewer('reader-1'), '', 3);
    expect(page.items).toHaveLength(3);
    const rest = await parts.treeHole.list(viewer('reader-1'), page.nextCursor, 3);
    expect(rest.items.map((p) => p.text)).toEqual(['post 1', 'post 0']);
    expect(rest.nextCursor).toBe('');
    const target = posts[0]!.postId;
    await parts.treeHole.report(viewer('reader-1'), target, 'spam');
    await parts.treeHole.report(viewer('reader-1'), target, 'spam');
    await parts.treeHole.report(viewer('reader-2'), target, 'abuse');
    expect((await parts.treeHole.list(author, '', 30)).items.some((p) => p.postId === target)).toBe(true);
    await parts.treeHole.report(viewer('reader-3'), target, 'other');
    expect((await parts.treeHole.list(author, '', 30)).items.some((p) => p.postId === target)).toBe(false);
    await expect(parts.treeHole.remove(viewer('reader-1'), posts[1]!.postId)).rejects.toMatchObject({ reason: 'POST_NOT_FOUND' });
    await parts.treeHole.remove(author, posts[1]!.postId);
    expect((await parts.treeHole.list(author, '', 30)).items.map((p) => p.text)).toEqual(['post 4', 'post 3', 'post 2']);
  });

  it('keeps the best score per member and game', async () => {
    const player = viewer('player-1');
    expect(await parts.games.saveScore(player, '2048', 512)).toEqual({ bestScore: 512, newBest: true });
    expect(await parts.games.saveScore(player, '2048', 256)).toEqual({ bestScore: 512, newBest: false });
    expect((await parts.games.detail(player, 'EN', '2048')).bestScore).toBe(512);
    expect((await parts.games.detail(viewer('player-2'), 'EN', '2048')).bestScore).toBeNull();
    await expect(parts.games.saveScore(viewer('player-1', []), '2048', 1)).rejects.toMatchObject({ kind: 'PERMISSION_DENIED' });
  });
});
