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

/** The mapping test's texts, one complete record per locale. */
export const mappingTexts: Record<LocaleCode, MappingTexts> = {
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
