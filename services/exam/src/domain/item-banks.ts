import { DomainError } from '@mindprint/platform/errors';
import { agreementScale } from './item-bank/agreement-scale.js';
import { type ItemDefinition, mbtiItems } from './item-bank/mbti-items.js';
import type { LocaleCode } from './locales.js';

/** The item bank of each exam that can be taken, by exam id. */
const banks: Record<string, readonly ItemDefinition[]> = { '1': mbtiItems };

export function itemBankFor(examId: string): readonly ItemDefinition[] {
  const items = banks[examId];
  if (!items) throw new DomainError('EXAM_NOT_AVAILABLE', 'This test cannot be taken yet', 'NOT_FOUND');
  return items;
}

export interface QuestionSheet {
  scale: string[];
  parts: Array<{ part: number; questions: Array<{ questionId: string; text: string }> }>;
  total: number;
}

/** The questions as a visitor sees them: texts in their locale, grouped by part, without keys. */
export function questionSheet(examId: string, locale: LocaleCode): QuestionSheet {
  const items = itemBankFor(examId);
  const partNumbers = [...new Set(items.map((i) => i.part))].sort((a, b) => a - b);
  return {
    scale: [...agreementScale[locale]],
    parts: partNumbers.map((part) => ({
      part,
      questions: items.filter((i) => i.part === part).map((i) => ({ questionId: i.id, text: i.text[locale] })),
    })),
    total: items.length,
  };
}
