/**
 * The free type texts per locale (content/<locale>.json, generated from the exam service's content
 * by web/scripts/generate-type-content.mjs), loaded on demand: a page carries only its locale's file.
 */
import type { LocaleCode } from '../../lib/locales';
import type { TypeCode } from './type-groups';

export interface TypePageText {
  title: string;
  summary: string;
  description: string;
  keywords: string[];
}
export type TypeContent = Record<TypeCode, TypePageText>;

const files = import.meta.glob<{ default: TypeContent }>('./content/*.json');
const loaded = new Map<LocaleCode, TypeContent>();
const loading = new Map<LocaleCode, Promise<TypeContent>>();

export function loadTypeContent(locale: LocaleCode): Promise<TypeContent> {
  let promise = loading.get(locale);
  if (!promise) {
    const file = files[`./content/${locale.toLowerCase()}.json`];
    if (!file) throw new Error(`no type content for ${locale}`);
    promise = file().then((module) => {
      loaded.set(locale, module.default);
      return module.default;
    });
    loading.set(locale, promise);
  }
  return promise;
}

/** The locale's content if loaded already (the routes' loaders load it before the page renders). */
export function loadedTypeContent(locale: LocaleCode): TypeContent | undefined {
  return loaded.get(locale);
}
