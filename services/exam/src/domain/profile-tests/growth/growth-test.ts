import type { ProfileTestDefinition, ScalePosition } from '../profile-test.js';
import { outcomeBlock, outcomeListsBlock, scaleBlock } from '../profile-test.js';
import { growthTexts } from '../../../content/profile-test-content-files.js';
import { growthItems } from './growth-items.js';
import { examIds } from '@mindprint/platform/exam-kinds';
import {
  type ConsumptionMotive,
  consumptionMotives,
  type GrowthListKey,
  type GrowthOutcome,
  type GrowthScale,
  growthScales,
  type GrowthTab,
  growthTabs,
  type IntelligenceType,
  thinkingScales,
} from './growth-types.js';

/** How far one thinking scale must lead the other for a type other than neutral (positions 0–100). */
export const thinkingLead = 13;

const at = (positions: ReadonlyArray<ScalePosition<GrowthScale>>, scale: GrowthScale) => positions.find((p) => p.scale === scale)!.position;

/** The motive with the highest position; a tie keeps the order social, result, emotional, quality. */
export function leadingMotive(positions: ReadonlyArray<ScalePosition<GrowthScale>>): ConsumptionMotive {
  return consumptionMotives.reduce((best, motive) => (at(positions, motive) > at(positions, best) ? motive : best));
}

export function intelligenceTypeOf(positions: ReadonlyArray<ScalePosition<GrowthScale>>): IntelligenceType {
  const lead = at(positions, 'intuitive') - at(positions, 'reflective');
  if (lead >= thinkingLead) return 'intuitive';
  if (lead <= -thinkingLead) return 'reflective';
  return 'neutral';
}

/** Personal development (exam 6, GROWTH): the leading consumption motive and the intelligence type, e.g. 'quality-neutral'. */
export const growthTest: ProfileTestDefinition<GrowthScale, GrowthOutcome, GrowthListKey, GrowthTab> = {
  examId: examIds.growth,
  kind: 'growth',
  scales: growthScales,
  scaleCodes: { social: 'SOC', result: 'RES', emotional: 'EMO', quality: 'QUA', intuitive: 'ITU', reflective: 'REF' },
  items: growthItems,
  tabs: growthTabs,
  texts: growthTexts,
  outcomeOf(positions) {
    const motive = leadingMotive(positions);
    const thinking = intelligenceTypeOf(positions);
    return { code: `${motive}-${thinking}`, outcomes: [motive, thinking] };
  },
  titleValues({ outcomes }, texts) {
    return { motive: texts.outcomes[outcomes[0]!].name, thinking: texts.outcomes[outcomes[1]!].name };
  },
  paidBlocks({ positions, outcome }, texts) {
    const [motive, thinking] = outcome.outcomes as [ConsumptionMotive, IntelligenceType];
    const on = (scales: readonly GrowthScale[]) => positions.filter((p) => scales.includes(p.scale));
    return {
      consumption_motives: [outcomeBlock(texts, motive, ['strengths', 'watchOuts']), ...on(consumptionMotives).map((p) => scaleBlock(texts, p))],
      thinking_style: [outcomeBlock(texts, thinking, ['strengths', 'watchOuts']), ...on(thinkingScales).map((p) => scaleBlock(texts, p))],
      development_plan: [outcomeListsBlock(texts, motive, ['recommendations']), outcomeListsBlock(texts, thinking, ['recommendations'])],
    };
  },
};
