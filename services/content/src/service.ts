import { SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import type { Cache } from '@mindprint/platform/cache';
import type { Database } from '@mindprint/platform/db';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { ArticleQueries } from './app/article-queries.js';
import { ContentQueries } from './app/content-queries.js';
import { CourseFiles } from './app/course-files.js';
import { CourseQueries } from './app/course-queries.js';
import { DailyQuestion } from './app/daily-question.js';
import { Games } from './app/games.js';
import { type PrivilegesClient, Viewers } from './app/member-privileges.js';
import { TreeHole } from './app/tree-hole.js';
import type { ContentConfig } from './config.js';
import { CatalogueRepository } from './db/catalogue-repository.js';
import { ContentRepository } from './db/content-repository.js';
import { CourseFileRepository } from './db/course-file-repository.js';
import { CoursePurchaseRepository } from './db/course-purchase-repository.js';
import { DailyAnswerRepository } from './db/daily-answer-repository.js';
import { GameScoreRepository } from './db/game-score-repository.js';
import { contentMigrations } from './db/migrations.js';
import { TreeHoleRepository } from './db/tree-hole-repository.js';
import { orderEventsTopic, recordCoursePurchase } from './consumers/record-course-purchase.js';
import { contentHandlers } from './grpc/content-handlers.js';

/** Every use case on one database; tests pass their own privileges client and clock. */
export function contentUseCases(deps: { db: Database; cache: Cache; privileges: PrivilegesClient; clock?: () => Date }) {
  const { knex } = deps.db;
  const clock = deps.clock ?? (() => new Date());
  const catalogue = new CatalogueRepository(knex);
  const fileRepository = new CourseFileRepository(knex);
  const courseFiles = new CourseFiles(fileRepository);
  const coursePurchases = new CoursePurchaseRepository(knex);
  return {
    catalogue,
    courseFiles,
    coursePurchases,
    content: new ContentQueries(new ContentRepository(knex)),
    viewers: new Viewers(deps.privileges, coursePurchases),
    articles: new ArticleQueries(catalogue, clock),
    courses: new CourseQueries(catalogue, courseFiles, fileRepository),
    dailyQuestion: new DailyQuestion(catalogue, new DailyAnswerRepository(knex), clock),
    treeHole: new TreeHole(new TreeHoleRepository(knex), deps.cache, clock),
    games: new Games(catalogue, new GameScoreRepository(knex)),
  };
}

export async function startContentService(config: ContentConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, contentMigrations);
  const subscriptions = createServiceClient(SubscriptionService, config.subscriptionAddress, { deadlineMs: config.grpcDeadlineMs });
  const parts = contentUseCases({ db: infra.db, cache: infra.cache, privileges: subscriptions });
  // Consumption stops with the bus, which the running service stops on shutdown.
  await consumeEvents({
    db: infra.db,
    bus: infra.bus,
    log,
    consumer: 'content.order-events',
    topic: orderEventsTopic,
    handlers: [recordCoursePurchase({ purchases: parts.coursePurchases, log })],
  });
  const running = await serveService(infra, [contentHandlers(parts)]);
  return {
    ...running,
    async stop() {
      await running.stop();
      subscriptions.close();
    },
  };
}
