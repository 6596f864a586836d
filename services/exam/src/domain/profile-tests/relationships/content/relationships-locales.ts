import type { LocaleCode } from '../../../locales.js';
import type { RelationshipTexts } from '../relationships-types.js';
import { enRelationshipTexts } from './en.js';
import { cnRelationshipTexts } from './cn.js';
import { esRelationshipTexts } from './es.js';
import { jaRelationshipTexts } from './ja.js';
import { deRelationshipTexts } from './de.js';
import { frRelationshipTexts } from './fr.js';
import { krRelationshipTexts } from './kr.js';
import { hkRelationshipTexts } from './hk.js';
import { ptRelationshipTexts } from './pt.js';

/** The emotional relationships test's texts per locale. */
export const relationshipTexts: Partial<Record<LocaleCode, RelationshipTexts>> = {
  EN: enRelationshipTexts,
  CN: cnRelationshipTexts,
  ES: esRelationshipTexts,
  JA: jaRelationshipTexts,
  DE: deRelationshipTexts,
  FR: frRelationshipTexts,
  KR: krRelationshipTexts,
  HK: hkRelationshipTexts,
  PT: ptRelationshipTexts,
};
