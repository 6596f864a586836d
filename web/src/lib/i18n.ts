/**
 * i18next set-up. Resources are JSON files, one per locale per namespace (layout in
 * `i18n-resource-files.ts`); each file is its own small chunk, loaded only when its locale is
 * used. Namespaces outside STARTUP_NAMESPACES load on first `useTranslation(ns)` (the layout's
 * Suspense boundary shows meanwhile). i18next runs on BCP 47 tags (`zh-HK`, `ko`) so plural
 * rules and Intl formatting are right; the rest of the app speaks our codes. A missing
 * translation shows its key (no fallback language). A new namespace also goes in i18n-types.d.ts.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { parseResourceFile } from './i18n-resource-files';
import { FALLBACK_LOCALE, LOCALES, localeInfo, type LocaleCode } from './locales';
import { pseudoLocalize } from './pseudo-localization';

type ResourceLoader = () => Promise<Record<string, unknown>>;

const resourceFiles = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '../features/*/locales/*.json'],
  { import: 'default' },
);

/** `common/en` → loader, `home/en` → loader… */
const resourceLoaders = new Map<string, ResourceLoader>();
for (const [file, loader] of Object.entries(resourceFiles)) {
  const parsed = parseResourceFile(file);
  if (parsed) resourceLoaders.set(`${parsed.namespace}/${parsed.locale}`, loader);
}

/**
 * Namespaces loaded before the first render (the shell). A page's own namespace is loaded by its
 * route (`loadNamespaces` in the route's `lazy`), so an entry page fetches only its own texts.
 */
export const STARTUP_NAMESPACES = ['common', 'cookie-consent'] as const;

function codeOfTag(tag: string): LocaleCode | undefined {
  return LOCALES.find((l) => l.tag === tag)?.code;
}

const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const code = codeOfTag(language);
    const load = code && resourceLoaders.get(`${namespace}/${code.toLowerCase()}`);
    if (!load) {
      callback(null, {}); // unknown namespace or locale: keys show as themselves
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

/**
 * The layout tests' build (`vite build --mode pseudo`) shows every text pseudo-localised: longer and accented. Vite
 * replaces MODE at build time, so a production build holds neither the branch nor the module.
 */
const pseudoBuild = import.meta.env.MODE === 'pseudo';
if (pseudoBuild) i18n.use({ type: 'postProcessor', name: 'pseudo', process: (value: string) => pseudoLocalize(value) });

let markReady: () => void = () => {};
/** Settles once `initI18n` has finished; route loaders and guards wait for it. */
export const i18nReady: Promise<void> = new Promise((resolve) => {
  markReady = resolve;
});

export async function initI18n(locale: LocaleCode): Promise<void> {
  await i18n
    .use(lazyJsonBackend)
    .use(initReactI18next)
    .init({
      lng: localeInfo(locale).tag,
      supportedLngs: LOCALES.map((l) => l.tag),
      load: 'currentOnly',
      fallbackLng: false,
      ns: [...STARTUP_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      showSupportNotice: false,
      ...(pseudoBuild ? { postProcess: ['pseudo'] } : {}),
    });
  markReady();
}

/** Loads namespaces of the current language (after start-up), e.g. before a lazy page renders. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18nReady;
  await i18n.loadNamespaces([...namespaces]);
}

/** The site locale i18next currently shows. */
export function currentLocale(): LocaleCode {
  return codeOfTag(i18n.language) ?? FALLBACK_LOCALE;
}

/** Loads the locale's resources, then switches every `useTranslation` to it. */
export async function changeLocale(locale: LocaleCode): Promise<void> {
  await i18n.changeLanguage(localeInfo(locale).tag);
}

/** Runs `listener` with our code after every language change (initial one included). */
export function onLocaleChange(listener: (locale: LocaleCode) => void): void {
  i18n.on('languageChanged', (tag: string) => {
    const code = codeOfTag(tag);
    if (code) listener(code);
  });
}
