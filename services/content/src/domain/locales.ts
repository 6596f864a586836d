import type { LocaleCode } from '@mindprint/platform/locales';

/** A text in every locale. */
export type Texts = Record<LocaleCode, string>;
