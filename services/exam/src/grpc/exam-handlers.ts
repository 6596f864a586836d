import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';
import type { GenerateLogId } from '../app/generate-log-id.js';
import { defaultLocale, locales } from '../domain/locales.js';

export function examHandlers(deps: { generateLogId: GenerateLogId }) {
  return bindService(ExamService, {
    generateLogId: async (request, call) => ({
      logId: await deps.generateLogId.run({
        appExamId: request.appExamId,
        locale: request.locale || call.request.hl || call.request.language || '',
        countryCode: request.countryCode,
      }),
    }),
    listLanguages: async () => ({
      languages: locales.map((l) => ({ code: l.code, name: l.name, isDefault: l.code === defaultLocale })),
    }),
  });
}
