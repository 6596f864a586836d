// Typed translation keys: `t('nav.hom')` is a compile error. English files define the shape.
import type common from '../locales/common/en.json';
import type home from '../features/home/locales/en.json';
import type landing from '../features/landing/locales/en.json';
import type cookieConsent from '../features/cookie-consent/locales/en.json';
import type membership from '../locales/membership/en.json';
import type dailyReminder from '../locales/daily-reminder/en.json';
import type personalityTypes from '../features/personality-types/locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      landing: typeof landing;
      'cookie-consent': typeof cookieConsent;
      membership: typeof membership;
      'daily-reminder': typeof dailyReminder;
      'personality-types': typeof personalityTypes;
    };
  }
}
