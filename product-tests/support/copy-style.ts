import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { placeholdersOf } from '@mindprint/platform/locale-content';
import { localeCodes, type LocaleCode } from '@mindprint/platform/locales';
import { z } from 'zod';

/**
 * The copy check: every text translators own (services' `content/` folders and the web's `locales/` and `content/`
 * folders, one `<locale>.json` each) read against the locale's style guide in `content-style/<locale>.json`. Pure
 * functions over texts, so the test can run them on the repository and on planted examples.
 */

/** The nine locales (proto's `Locale`, through platform) as the content files name them: lower case. */
export type Locale = Lowercase<LocaleCode>;
export const LOCALES = localeCodes.map((code) => code.toLowerCase() as Locale) as [Locale, ...Locale[]];

const CHECKS = ['register', 'glossary', 'placeholders', 'english', 'hongKong'] as const;

const exceptionSchema = z.strictObject({
  check: z.enum(CHECKS),
  /** Repository-relative folder of the content (`services/exam/content/career`). */
  folder: z.string().min(1),
  /** Key path of the text; a trailing `*` covers every key that starts with the rest. */
  key: z.string().min(1),
  reason: z.string().min(10),
});

const termSchema = z.strictObject({
  concept: z.string().min(1),
  use: z.string().min(1),
  /** Other renderings of the concept that the locale's texts must not use (matched as whole words, case-sensitive). */
  avoid: z.array(z.string().min(1)),
});

export const styleGuideSchema = z.strictObject({
  locale: z.enum(LOCALES),
  register: z.strictObject({
    address: z.string().min(1),
    why: z.string().min(10),
    /** Regular expressions (flags `u`) that find the other register: German du-forms when the guide says Sie. */
    otherForm: z.array(z.string().min(1)),
  }),
  punctuation: z.strictObject({ quotes: z.string().min(1), apostrophe: z.string().min(1), notes: z.string() }),
  formats: z.strictObject({ number: z.string(), date: z.string(), currency: z.string() }),
  glossary: z.strictObject({
    /** The 16 type nicknames, exactly as the exam's type content titles them. */
    types: z.record(z.string().regex(/^[EI][NS][FT][JP]$/), z.string().min(1)),
    /** Plan names, exactly as the subscription's plan copy names them. */
    plans: z.record(z.string(), z.string().min(1)),
    /** Test names, exactly as the exam's catalogue names them. */
    tests: z.record(z.string(), z.string().min(1)),
    terms: z.array(termSchema),
  }),
  /** Words that stay in English in this locale (brands, the product's own names). */
  keepInEnglish: z.array(z.string().min(1)),
  hongKong: z
    .strictObject({
      simplifiedCharacters: z.string().min(1),
      mainlandVocabulary: z.array(z.strictObject({ avoid: z.string().min(1), use: z.string().min(1) })),
    })
    .optional(),
  exceptions: z.array(exceptionSchema),
});
export type StyleGuide = z.infer<typeof styleGuideSchema>;
export type Exception = z.infer<typeof exceptionSchema>;

/** One text of one locale: where it lives and what it says. */
export interface Text {
  folder: string;
  key: string;
  text: string;
}

export interface Finding {
  check: (typeof CHECKS)[number];
  folder: string;
  key: string;
  problem: string;
}

/** Every string of a JSON value with its key path (`a.b[2].c`). */
export function textsOf(value: unknown, folder: string, key = ''): Text[] {
  if (typeof value === 'string') return [{ folder, key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, folder, `${key}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => textsOf(item, folder, key ? `${key}.${name}` : name));
  }
  return [];
}

/** The repository root: the nearest folder above `from` that holds `services/` (wherever the test lives). */
export function repositoryRoot(from: string): string {
  if (existsSync(join(from, 'services'))) return from;
  if (dirname(from) === from) throw new Error('no services/ folder above the test');
  return repositoryRoot(dirname(from));
}

/** Folders below `dir` that hold an `en.json` (skipping build output and dependencies). */
export function contentFolders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).filter((entry) => !['node_modules', 'dist'].includes(entry.name));
  const here = entries.some((entry) => entry.isFile() && entry.name === 'en.json') ? [dir] : [];
  return [...here, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => contentFolders(join(dir, entry.name)))];
}

/** Every folder of locale files in the product: services' `content/…` and the web's `locales/…` and `content/…`. */
export function localeFolders(root: string): string[] {
  const services = readdirSync(join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'services', entry.name, 'content')))
    .flatMap((entry) => contentFolders(join(root, 'services', entry.name, 'content')));
  const web = contentFolders(join(root, 'web', 'src')).filter((dir) => /\/(locales|content)(\/|$)/.test(relative(root, dir)));
  return [...services, ...web].map((dir) => relative(root, dir)).sort();
}

export function readTexts(root: string, folder: string, locale: Locale): Text[] {
  return textsOf(JSON.parse(readFileSync(join(root, folder, `${locale}.json`), 'utf8')), folder);
}

export function readStyleGuide(root: string, locale: Locale): StyleGuide {
  return styleGuideSchema.parse(JSON.parse(readFileSync(join(root, 'content-style', `${locale}.json`), 'utf8')));
}

function isExcepted(finding: Finding, exceptions: readonly Exception[]): boolean {
  return exceptions.some(
    (exception) =>
      exception.check === finding.check &&
      exception.folder === finding.folder &&
      (exception.key.endsWith('*') ? finding.key.startsWith(exception.key.slice(0, -1)) : exception.key === finding.key),
  );
}

/** The findings no exception of the guide covers. */
export function withoutExceptions(findings: readonly Finding[], guide: StyleGuide): Finding[] {
  return findings.filter((finding) => !isExcepted(finding, guide.exceptions));
}

/** Exceptions that cover no finding any more: stale allow-list entries hide nothing and go. */
export function unusedExceptions(findings: readonly Finding[], guide: StyleGuide): Exception[] {
  return guide.exceptions.filter((exception) => !findings.some((finding) => isExcepted(finding, [exception])));
}

/** Letters, marks and the hyphen: "mail" is not a word inside "e-mail". */
const letter = '\\p{L}\\p{M}-';
/** `term` as a whole word: no letter right before or after it (scripts without spaces match anywhere). */
function wholeWord(term: string, flags = 'u'): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![${letter}])${escaped}(?![${letter}])`, flags);
}
const spacelessScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
function termPattern(term: string): RegExp {
  return spacelessScript.test(term) ? new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'u') : wholeWord(term);
}

/** Quoted speech and titles (« … », „…“, “…”, "…", 「…」, 『…』): what someone says keeps its own register. */
const quoted = /«[^»]*»|„[^“”]*[“”]|“[^”]*”|"[^"]*"|「[^」]*」|『[^』]*』/gu;

/** Texts that use the register the guide does not (a German du-form when the guide says Sie), outside quotations. */
export function registerFindings(texts: readonly Text[], guide: StyleGuide): Finding[] {
  const patterns = guide.register.otherForm.map((source) => new RegExp(source, 'u'));
  return texts.flatMap(({ folder, key, text: original }) => {
    const text = original.replace(quoted, (quotation) => ' '.repeat(quotation.length));
    const match = patterns.map((pattern) => pattern.exec(text)).find(Boolean);
    return match ? [{ check: 'register' as const, folder, key, problem: `"${match[0]}" is not ${guide.register.address}: ${excerpt(original, match.index)}` }] : [];
  });
}

/** Texts that call a glossary concept by a name the glossary avoids. */
export function glossaryFindings(texts: readonly Text[], guide: StyleGuide): Finding[] {
  const avoided = guide.glossary.terms.flatMap((term) => term.avoid.map((name) => ({ term, name, pattern: termPattern(name) })));
  return texts.flatMap(({ folder, key, text: original }) => ({ folder, key, text: original.replace(/\{\{\w+\}\}/g, '{{}}') })).flatMap(({ folder, key, text }) =>
    avoided
      .map(({ term, name, pattern }) => ({ term, name, match: pattern.exec(text) }))
      .filter(({ match }) => match)
      .map(({ term, name, match }) => ({
        check: 'glossary' as const,
        folder,
        key,
        problem: `"${name}" for ${term.concept}: the glossary says "${term.use}": ${excerpt(text, match!.index)}`,
      })),
  );
}

/** The nickname as it reads inside a sentence: without a leading article, which the sentence may inflect or elide. */
function nicknameCore(nickname: string): string {
  return nickname.replace(/^(The|Le|La|Les|L’|El|Los|Las|O|A|Os|As|Der|Die|Das)\s*/u, '');
}

/**
 * A type's nickname is the glossary's in the exam's type titles (what the result and report titles show), the web's
 * type pages, and it is the name the report's and the type page's descriptions use.
 */
export function nicknameFindings(
  guide: StyleGuide,
  sources: {
    typeTitles: Readonly<Record<string, string>>;
    reportDescriptions: Readonly<Record<string, string>>;
    typePages: Readonly<Record<string, { title: string; description: string }>>;
  },
  folders: { types: string; report: string; typePages: string },
): Finding[] {
  return Object.entries(guide.glossary.types).flatMap(([type, nickname]) => {
    const findings: Finding[] = [];
    const finding = (folder: string, key: string, problem: string) => findings.push({ check: 'glossary', folder, key, problem });
    if (sources.typeTitles[type] !== nickname) finding(folders.types, `types.${type}.title`, `"${sources.typeTitles[type]}" is not the glossary's "${nickname}"`);
    if (sources.typePages[type]?.title !== nickname) finding(folders.typePages, `${type}.title`, `"${sources.typePages[type]?.title}" is not the glossary's "${nickname}"`);
    const core = nicknameCore(nickname);
    if (!sources.reportDescriptions[type]?.includes(core)) finding(folders.report, `types.${type}.description`, `does not name the type "${core}"`);
    if (!sources.typePages[type]?.description.includes(core)) finding(folders.typePages, `${type}.description`, `does not name the type "${core}"`);
    return findings;
  });
}

/** i18next plural and context forms (`key_one`, `key_other`) share the base key's placeholders. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Placeholders per key (plural forms merged into their base key). */
function placeholdersByKey(texts: readonly Text[]): Map<string, Set<string>> {
  const byKey = new Map<string, Set<string>>();
  for (const { key, text } of texts) {
    const base = key.replace(pluralSuffix, '');
    const names = byKey.get(base) ?? new Set<string>();
    for (const name of placeholdersOf(text)) names.add(name);
    byKey.set(base, names);
  }
  return byKey;
}

/** Keys whose `{{placeholders}}` differ from English's (a renamed, dropped or added placeholder). */
export function placeholderFindings(folder: string, english: readonly Text[], translated: readonly Text[]): Finding[] {
  const expected = placeholdersByKey(english);
  const actual = placeholdersByKey(translated);
  return [...actual].flatMap(([key, names]) => {
    const want = [...(expected.get(key) ?? [])].sort().join(' ');
    const have = [...names].sort().join(' ');
    return want === have ? [] : [{ check: 'placeholders' as const, folder, key, problem: `placeholders {${have}}, English has {${want}}` }];
  });
}

/** Words that only English uses among the nine locales: a text holding two of them in a row of words is English. */
const englishOnly = /^(?:the|and|your|you|with|for|this|that|from|are|our|is|of|to|be|will|have|has|can|it|its|my|what|how|why|when|here|now|get)$/i;
/** Runs of words written in Latin letters (three or more, between spaces, commas or hyphens). */
const latinRun = /(?<![\p{L}\p{M}])[A-Za-z][A-Za-z']*(?:[ ,-]+[A-Za-z][A-Za-z']*){2,}(?![\p{L}\p{M}])/gu;
const looksEnglish = (run: string) => run.split(/[ ,-]+/).filter((word) => englishOnly.test(word)).length >= 2;

/**
 * Texts left in English: a run of three or more words of which two are words only English has (what a translator
 * forgets reads like "Read your report"). Single words and names that are the same in both languages (Stress,
 * Extraversion, Marie Curie) are not findings.
 */
export function englishFindings(folder: string, translated: readonly Text[], guide: StyleGuide): Finding[] {
  const kept = guide.keepInEnglish.map((word) => wholeWord(word, 'gu'));
  const withoutKept = (text: string) => kept.reduce((rest, pattern) => rest.replace(pattern, ' '), text.replace(/\{\{\w+\}\}/g, ' '));
  return translated.flatMap(({ key, text }) => {
    const run = [...withoutKept(text).matchAll(latinRun)].find((match) => looksEnglish(match[0]));
    return run ? [{ check: 'english' as const, folder, key, problem: `English words "${run[0]}": ${excerpt(text, run.index ?? 0)}` }] : [];
  });
}

/** Hong Kong texts holding a Simplified character or a mainland word from the guide's list. */
export function hongKongFindings(texts: readonly Text[], guide: StyleGuide): Finding[] {
  if (!guide.hongKong) return [];
  const simplified = new Set(guide.hongKong.simplifiedCharacters);
  return texts.flatMap(({ folder, key, text }) => {
    const characters = [...new Set([...text].filter((character) => simplified.has(character)))];
    const words = guide.hongKong!.mainlandVocabulary.filter(({ avoid }) => text.includes(avoid));
    return [
      ...(characters.length ? [{ check: 'hongKong' as const, folder, key, problem: `Simplified ${characters.join('')}: ${excerpt(text, text.indexOf(characters[0]!))}` }] : []),
      ...words.map(({ avoid, use }) => ({ check: 'hongKong' as const, folder, key, problem: `mainland "${avoid}", Hong Kong says "${use}": ${excerpt(text, text.indexOf(avoid))}` })),
    ];
  });
}

function excerpt(text: string, at: number): string {
  const start = Math.max(0, at - 30);
  return `${start > 0 ? '…' : ''}${text.slice(start, at + 50)}${at + 50 < text.length ? '…' : ''}`;
}
