import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { ContentQueries } from './app/content-queries.js';
import type { ContentConfig } from './config.js';
import { ContentRepository } from './db/content-repository.js';
import { contentMigrations } from './db/migrations.js';
import { contentHandlers } from './grpc/content-handlers.js';

export async function startContentService(config: ContentConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, contentMigrations);
  const content = new ContentQueries(new ContentRepository(infra.db.knex));
  return serveService(infra, [contentHandlers({ content })]);
}
