import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n';
import { loadTypeContent, loadedTypeContent, type TypeContent } from '../type-content';

/** The type texts in the page's language; suspends while a newly chosen language's file loads. */
export function useTypeContent(): TypeContent {
  useTranslation('personality-types'); // re-renders on a language change
  const locale = currentLocale();
  return loadedTypeContent(locale) ?? use(loadTypeContent(locale));
}
