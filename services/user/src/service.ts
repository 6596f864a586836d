import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { RequestVerificationCode } from './app/request-verification-code.js';
import type { UserConfig } from './config.js';
import { userMigrations } from './db/migrations.js';
import { VerificationCodeRepository } from './db/verification-code-repository.js';
import { userHandlers } from './grpc/user-handlers.js';

export async function startUserService(config: UserConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, userMigrations);
  const requestVerificationCode = new RequestVerificationCode(infra.db, new VerificationCodeRepository(), infra.cache, {
    perHour: config.codeRequestsPerHour,
  });
  return serveService(infra, [userHandlers({ requestVerificationCode })]);
}
