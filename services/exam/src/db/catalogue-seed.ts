import { z } from 'zod';
import { exactRecord, filledText } from '../domain/content-schema.js';
import type { LocaleCode } from '../domain/locales.js';
import { examIds } from '@mindprint/platform/exam-kinds';

type Texts = Record<LocaleCode, string>;

/**
 * The catalogue as first seeded; later changes of its rows are new migrations, never edits here. Names and
 * descriptions in every language are data: `services/exam/content/catalogue/<locale>.json`, by id, written
 * over the seeded texts at every start (CatalogueRepository.writeTexts), so an edit there reaches the database.
 */
export const seedCategoryKeys: ReadonlyArray<{ id: string; code: string }> = [
  { id: '1', code: 'personality-test' },
  { id: '2', code: 'mental-health' },
  { id: '3', code: 'ability-test' },
  { id: '4', code: 'iq-test' },
];

export const seedTagIds: readonly string[] = ['1', '2', '3', '4', '5'];

export interface SeedExamKey {
  id: string;
  code: string;
  categoryId: string;
  tagIds: string[];
  questionCount: number;
  minutes: [number, number];
  /** Whether visitors can take it now; the others arrive with their own issue. */
  available: boolean;
}

export interface SeedExam extends SeedExamKey {
  name: Texts;
  description: Texts;
}

export const seedExamKeys: readonly SeedExamKey[] = [
  { id: examIds.type, code: 'MBTI', categoryId: '1', tagIds: ['1', '2'], questionCount: 64, minutes: [10, 15], available: true },
  { id: examIds.mapping, code: 'DEPS', categoryId: '2', tagIds: ['5'], questionCount: 50, minutes: [8, 12], available: false },
  { id: examIds.matrices, code: 'IQ', categoryId: '4', tagIds: ['5'], questionCount: 30, minutes: [20, 25], available: false },
  { id: examIds.relationships, code: 'YDGX', categoryId: '1', tagIds: ['4', '5'], questionCount: 32, minutes: [6, 10], available: false },
  { id: examIds.career, code: 'CAREER', categoryId: '3', tagIds: ['3', '5'], questionCount: 48, minutes: [8, 12], available: false },
  { id: examIds.growth, code: 'GROWTH', categoryId: '3', tagIds: ['5'], questionCount: 40, minutes: [6, 10], available: false },
];

/** The file `content/catalogue/<locale>.json`: category and tag names, exam names and descriptions, by id. */
export const catalogueTextsSchema = z.strictObject({
  categories: exactRecord(
    seedCategoryKeys.map((c) => c.id),
    filledText,
  ),
  tags: exactRecord(seedTagIds, filledText),
  exams: exactRecord(
    seedExamKeys.map((e) => e.id),
    z.strictObject({ name: filledText, description: filledText }),
  ),
});
export type CatalogueTexts = z.infer<typeof catalogueTextsSchema>;

/** The seeded rows with their texts in every locale. */
export function seedCatalogue(texts: Record<LocaleCode, CatalogueTexts>) {
  const byLocale = Object.entries(texts) as Array<[LocaleCode, CatalogueTexts]>;
  const perLocale = (textOf: (t: CatalogueTexts) => string) => Object.fromEntries(byLocale.map(([locale, t]) => [locale, textOf(t)])) as Texts;
  return {
    categories: seedCategoryKeys.map((c) => ({ ...c, name: perLocale((t) => t.categories[c.id]!) })),
    tags: seedTagIds.map((id) => ({ id, name: perLocale((t) => t.tags[id]!) })),
    exams: seedExamKeys.map((e): SeedExam => ({ ...e, name: perLocale((t) => t.exams[e.id]!.name), description: perLocale((t) => t.exams[e.id]!.description) })),
  };
}

/** When each seeded test entered the catalogue (added with the test center; the order of "latest"). */
export const seedPublicationDates: Record<string, string> = {
  [examIds.type]: '2026-01-15T00:00:00Z',
  [examIds.mapping]: '2026-10-05T00:00:00Z',
  [examIds.matrices]: '2026-10-19T00:00:00Z',
  [examIds.relationships]: '2026-11-02T00:00:00Z',
  [examIds.career]: '2026-11-09T00:00:00Z',
  [examIds.growth]: '2026-11-16T00:00:00Z',
};
