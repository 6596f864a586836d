import type { LocaleCode } from '../../../locales.js';
import type { RelationshipTexts } from '../relationships-types.js';
import { enRelationshipTexts } from './en.js';
import { cnRelationshipTexts } from './cn.js';
import { hkRelationshipTexts } from './hk.js';
import { jaRelationshipTexts } from './ja.js';
import { krRelationshipTexts } from './kr.js';
import { frRelationshipTexts } from './fr.js';
import { deRelationshipTexts } from './de.js';
import { esRelationshipTexts } from './es.js';
import { ptRelationshipTexts } from './pt.js';

/** The emotional relationships test's texts, one complete record per locale. */
export const relationshipTexts: Record<LocaleCode, RelationshipTexts> = {
  EN: enRelationshipTexts,
  CN: cnRelationshipTexts,
  HK: hkRelationshipTexts,
  JA: jaRelationshipTexts,
  KR: krRelationshipTexts,
  FR: frRelationshipTexts,
  DE: deRelationshipTexts,
  ES: esRelationshipTexts,
  PT: ptRelationshipTexts,
};
