import type en from './locales/en.json';

/** The landing variants that have copy (one entry under `variants` in the landing namespace). */
export type LandingCopyVariant = keyof (typeof en)['variants'];
