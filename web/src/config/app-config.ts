import { examIds } from '../lib/generated/product';
import { FALLBACK_LOCALE, isLocaleCode, type LocaleCode } from '../lib/locales';
import { isLocaleStrategy, type LocaleStrategy } from '../lib/locale-path';

/** Build-time settings (Vite `VITE_*` variables); the only reader of `import.meta.env`. */
export interface AppConfig {
  apiBase: string;
  payApiBase: string;
  appVersion: string;
  /** Exam app id used when the URL and storage carry none. */
  defaultExamAppId: string;
  localeStrategy: LocaleStrategy;
  defaultLocale: LocaleCode;
  /** The running build's id, compared with build/latest.json to notice a deploy; undefined on the dev server. */
  buildId: string | undefined;
}

const env = import.meta.env;

export const appConfig: AppConfig = {
  apiBase: env.VITE_API_BASE || '/api',
  payApiBase: env.VITE_PAY_API_BASE || '/pay-api',
  appVersion: env.VITE_APP_VERSION || '1.0.0',
  defaultExamAppId: env.VITE_DEFAULT_EXAM_APP_ID || examIds.type,
  localeStrategy: isLocaleStrategy(env.VITE_LOCALE_STRATEGY) ? env.VITE_LOCALE_STRATEGY : 'no_prefix',
  defaultLocale: isLocaleCode(env.VITE_DEFAULT_LOCALE) ? env.VITE_DEFAULT_LOCALE : FALLBACK_LOCALE,
  buildId: env.VITE_BUILD_ID || undefined,
};
