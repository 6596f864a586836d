import { ContentService } from '@mindprint/proto/gen/mindprint/content/v1/content_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';
import type { ContentQueries } from '../app/content-queries.js';
import { localeOf } from './call-locale.js';
import { type UserCenterUseCases, userCenterHandlers } from './user-center-handlers.js';

export function contentHandlers(deps: { content: ContentQueries } & UserCenterUseCases) {
  return bindService(ContentService, {
    listProtocols: async (request, call) => ({ protocols: await deps.content.protocols(localeOf(request.locale, call)) }),
    getPrivacyAndAgreement: async (request, call) => deps.content.privacyAndAgreement(localeOf(request.locale, call)),
    getProtocol: async (request, call) => ({ protocol: await deps.content.protocol(request.protocolId, localeOf(request.locale, call)) }),
    listHelpGroups: async (request, call) => ({ groups: await deps.content.helpGroups(localeOf(request.locale, call)) }),
    getHelpItem: async (request, call) => ({ item: await deps.content.helpItem(request.helpId, localeOf(request.locale, call)) }),
    ...userCenterHandlers(deps),
  });
}
