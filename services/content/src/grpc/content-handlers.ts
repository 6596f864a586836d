import { ContentService } from '@mindprint/proto/gen/mindprint/content/v1/content_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { bindService, type CallContext } from '@mindprint/platform/grpc-server';
import type { ContentQueries } from '../app/content-queries.js';
import { defaultLocale, type LocaleCode, normalizeLocale } from '../domain/locales.js';

/** A locale named in the call must be one we serve; without one, the visitor's hl header, else EN. */
const localeOf = (requested: string, call: CallContext): LocaleCode => {
  if (requested) {
    const locale = normalizeLocale(requested);
    if (!locale) throw new DomainError('UNSUPPORTED_LOCALE', `Language ${requested} is not offered`, 'INVALID_ARGUMENT');
    return locale;
  }
  return normalizeLocale(call.request.hl ?? '') ?? defaultLocale;
};

export function contentHandlers(deps: { content: ContentQueries }) {
  return bindService(ContentService, {
    listProtocols: async (request, call) => ({ protocols: await deps.content.protocols(localeOf(request.locale, call)) }),
    getPrivacyAndAgreement: async (request, call) => deps.content.privacyAndAgreement(localeOf(request.locale, call)),
    getProtocol: async (request, call) => ({ protocol: await deps.content.protocol(request.protocolId, localeOf(request.locale, call)) }),
    listHelpGroups: async (request, call) => ({ groups: await deps.content.helpGroups(localeOf(request.locale, call)) }),
    getHelpItem: async (request, call) => ({ item: await deps.content.helpItem(request.helpId, localeOf(request.locale, call)) }),
  });
}
