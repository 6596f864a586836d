import { DomainError } from '@mindprint/platform/errors';
import type { CallContext } from '@mindprint/platform/grpc-server';
import { defaultLocale, type LocaleCode, normalizeLocale } from '@mindprint/platform/locales';

/** A locale named in the call must be one we serve; without one, the visitor's hl header, else EN. */
export const localeOf = (requested: string, call: CallContext): LocaleCode => {
  if (requested) {
    const locale = normalizeLocale(requested);
    if (!locale) throw new DomainError('UNSUPPORTED_LOCALE', `Language ${requested} is not offered`, 'INVALID_ARGUMENT');
    return locale;
  }
  return normalizeLocale(call.request.hl ?? '') ?? defaultLocale;
};
