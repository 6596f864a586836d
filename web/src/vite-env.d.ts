/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_PAY_API_BASE?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_DEFAULT_EXAM_APP_ID?: string;
  /** no_prefix (default) | prefix_except_default | prefix_and_default */
  readonly VITE_LOCALE_STRATEGY?: string;
  /** One of CN EN FR ES JA HK DE PT KR; EN by default. */
  readonly VITE_DEFAULT_LOCALE?: string;
  /** The build's id (vite.config.ts sets it for every build); absent on the dev server. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
