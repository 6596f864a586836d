import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  englishFindings,
  type Finding,
  glossaryFindings,
  hongKongFindings,
  LOCALES,
  type Locale,
  localeFolders,
  nicknameFindings,
  placeholderFindings,
  readStyleGuide,
  readTexts,
  registerFindings,
  repositoryRoot,
  type StyleGuide,
  type Text,
  unusedExceptions,
  withoutExceptions,
} from './support/copy-style.js';

/**
 * The copy check (issue 23): every text of every locale — web namespaces and type pages, the exam's report and test
 * content, mails, legal and help texts, SKU and plan copy — read against the locale's style guide in
 * `content-style/<locale>.json`: one register, the glossary's names, English's placeholders, nothing left in English,
 * and Hong Kong texts in Hong Kong Traditional Chinese. A genuine exception is listed in the guide with its reason.
 */
const root = repositoryRoot(dirname(fileURLToPath(import.meta.url)));
const folders = localeFolders(root);
const guides = Object.fromEntries(LOCALES.map((locale) => [locale, readStyleGuide(root, locale)])) as Record<Locale, StyleGuide>;

const TYPES_FOLDER = 'services/exam/content/types';
const REPORT_FOLDER = 'services/exam/content/report';
const TYPE_PAGES_FOLDER = 'web/src/features/personality-types/content';
const PLANS_FOLDER = 'services/subscription/content/plans';
const CATALOGUE_FOLDER = 'services/exam/content/catalogue';

const json = (folder: string, locale: Locale) => JSON.parse(readFileSync(join(root, folder, `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** Every finding of every check for one locale, before exceptions. */
function findingsOf(locale: Locale): Finding[] {
  const guide = guides[locale];
  const perFolder = folders.flatMap((folder) => {
    const texts = readTexts(root, folder, locale);
    const english = readTexts(root, folder, 'en');
    return [
      ...registerFindings(texts, guide),
      ...glossaryFindings(texts, guide),
      ...(locale === 'en' ? [] : [...placeholderFindings(folder, english, texts), ...englishFindings(folder, texts, guide)]),
      ...hongKongFindings(texts, guide),
    ];
  });
  const types = json(TYPES_FOLDER, locale).types as Record<string, { title: string }>;
  const report = json(REPORT_FOLDER, locale).types as Record<string, { description: string }>;
  const nicknames = nicknameFindings(
    guide,
    {
      typeTitles: Object.fromEntries(Object.entries(types).map(([type, { title }]) => [type, title])),
      reportDescriptions: Object.fromEntries(Object.entries(report).map(([type, { description }]) => [type, description])),
      typePages: json(TYPE_PAGES_FOLDER, locale) as Record<string, { title: string; description: string }>,
    },
    { types: TYPES_FOLDER, report: REPORT_FOLDER, typePages: TYPE_PAGES_FOLDER },
  );
  return [...perFolder, ...nicknames];
}

const findings = Object.fromEntries(LOCALES.map((locale) => [locale, findingsOf(locale)])) as Record<Locale, Finding[]>;
const describeFinding = ({ check, folder, key, problem }: Finding) => `${check} ${folder} ${key}: ${problem}`;

describe('the copy of every locale against its style guide', () => {
  it('reads the content of every service and of the web', () => {
    const owners = new Set(folders.map((folder) => folder.split('/').slice(0, 2).join('/')));
    for (const owner of ['services/exam', 'services/notification', 'services/order', 'services/subscription', 'services/content', 'web/src']) {
      expect(owners).toContain(owner);
    }
  });

  it.each(LOCALES)('%s: the glossary names the 16 types, the plans and the tests as the content does', (locale) => {
    const guide = guides[locale];
    expect(Object.keys(guide.glossary.types)).toHaveLength(16);
    const plans = json(PLANS_FOLDER, locale).plans as Record<string, { name: string }>;
    expect(guide.glossary.plans).toEqual(Object.fromEntries(Object.entries(plans).map(([id, { name }]) => [id, name])));
    const exams = json(CATALOGUE_FOLDER, locale).exams as Record<string, { name: string }>;
    expect(guide.glossary.tests).toEqual(Object.fromEntries(Object.entries(exams).map(([id, { name }]) => [id, name])));
  });

  it.each(LOCALES)('%s: every text keeps the guide (register, glossary, placeholders, no English, Hong Kong usage)', (locale) => {
    expect(withoutExceptions(findings[locale], guides[locale]).map(describeFinding)).toEqual([]);
  });

  it.each(LOCALES)('%s: every exception in the guide still covers a text', (locale) => {
    expect(unusedExceptions(findings[locale], guides[locale])).toEqual([]);
  });
});

describe('the copy check catches planted drift', () => {
  const text = (value: string, key = 'planted'): Text => ({ folder: 'planted', key, text: value });

  it('a German du-form where the guide says Sie, but not inside a quotation', () => {
    expect(registerFindings([text('Gönn dir einen ruhigen Moment')], guides.de)).toHaveLength(1);
    expect(registerFindings([text('Prüfe deine Verbindung.')], guides.de)).toHaveLength(1);
    expect(registerFindings([text('Prüfen Sie Ihre Verbindung.'), text('Sie sagt: „Hast du Zeit?“')], guides.de)).toEqual([]);
  });

  it('a French tu, a Chinese 您, a Japanese plain form and a Korean 해요 ending', () => {
    expect(registerFindings([text('Vérifie ta connexion.')], guides.fr)).toHaveLength(1);
    expect(registerFindings([text('Adoucissez le ton.')], guides.fr)).toEqual([]);
    expect(registerFindings([text('感谢您的购买。')], guides.cn)).toHaveLength(1);
    expect(registerFindings([text('結果はすぐに届くだよ。')], guides.ja)).toHaveLength(1);
    expect(registerFindings([text('결과를 볼 수 있어요.')], guides.kr)).toHaveLength(1);
    expect(registerFindings([text('결과를 볼 수 있습니다. 확인해 보세요.')], guides.kr)).toEqual([]);
  });

  it('a nickname in the report text that is not the title’s', () => {
    const guide: StyleGuide = { ...guides.ja, glossary: { ...guides.ja.glossary, types: { ESFP: 'ムードメーカー' } } };
    const found = nicknameFindings(
      guide,
      {
        typeTitles: { ESFP: 'ムードメーカー' },
        reportDescriptions: { ESFP: '「スパーク」は、外向的な温かさを持つタイプです。' },
        typePages: { ESFP: { title: 'ムードメーカー', description: '「ムードメーカー」は…' } },
      },
      { types: 'types', report: 'report', typePages: 'pages' },
    );
    expect(found.map(({ folder, key }) => `${folder} ${key}`)).toEqual(['report types.ESFP.description']);
  });

  it('a glossary term the guide avoids', () => {
    expect(glossaryFindings([text('보고서를 다운로드하세요')], guides.kr)).toHaveLength(1);
    expect(glossaryFindings([text('Ihr Abonnement endet')], guides.de)).toHaveLength(1);
  });

  it('a Simplified character or a mainland word in a Hong Kong text', () => {
    expect(hongKongFindings([text('你的报告已準備好')], guides.hk)).toHaveLength(1);
    expect(hongKongFindings([text('觀看視頻')], guides.hk)).toHaveLength(1);
    expect(hongKongFindings([text('你的報告已準備好，請查看電郵。')], guides.hk)).toEqual([]);
  });

  it('a placeholder renamed or dropped, plural forms counted together', () => {
    const english = [text('{{count}} report', 'items_one'), text('{{count}} reports', 'items_other'), text('Hello {{name}}', 'hello')];
    expect(placeholderFindings('planted', english, [text('{{count}}件', 'items_other'), text('Bonjour {{nom}}', 'hello')]).map(({ key }) => key)).toEqual(['hello']);
  });

  it('a text left in English', () => {
    const texts = [text('Your report is ready', 'ready'), text('Mindprint', 'brand'), text('Stress', 'cognate'), text('Bäcker/in in einer Backstube', 'german')];
    expect(englishFindings('planted', texts, guides.de).map(({ key }) => key)).toEqual(['ready']);
    expect(englishFindings('planted', [text('結果は here for the report です', 'mixed')], guides.ja)).toHaveLength(1);
  });
});
