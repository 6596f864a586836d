import { DomainError } from '@mindprint/platform/errors';
import type { LocaleCode } from '../../locales.js';
import type { MappingTexts } from '../mapping-types.js';
import { cnMappingTexts } from './cn.js';
import { deMappingTexts } from './de.js';
import { enMappingTexts } from './en.js';
import { esMappingTexts } from './es.js';
import { frMappingTexts } from './fr.js';
import { hkMappingTexts } from './hk.js';
import { jaMappingTexts } from './ja.js';
import { krMappingTexts } from './kr.js';
import { ptMappingTexts } from './pt.js';

/** The mapping test's texts per locale: a locale is offered once its file is written and registered here. */
export type MappingTextsRegistry = Partial<Record<LocaleCode, MappingTexts>>;

export const mappingTexts: MappingTextsRegistry = {
  EN: enMappingTexts,
  CN: cnMappingTexts,
  HK: hkMappingTexts,
  JA: jaMappingTexts,
  KR: krMappingTexts,
  FR: frMappingTexts,
  DE: deMappingTexts,
  ES: esMappingTexts,
  PT: ptMappingTexts,
};

export function mappingTextsFor(locale: LocaleCode, registry: MappingTextsRegistry): MappingTexts {
  const texts = registry[locale];
  if (!texts) throw new DomainError('EXAM_NOT_IN_LOCALE', `The psychological mapping test is not offered in ${locale} yet`, 'NOT_FOUND');
  return texts;
}
