import type { ProfileTestDefinition, ScalePosition } from '../profile-test.js';
import { outcomeBlock, outcomeListsBlock, scaleBlock } from '../profile-test.js';
import { relationshipTexts } from '../../../content/profile-test-content-files.js';
import { relationshipItems } from './relationships-items.js';
import { examIds } from '@mindprint/platform/exam-kinds';
import {
  type RelationshipAxis,
  relationshipAxes,
  type RelationshipListKey,
  type RelationshipStyle,
  type RelationshipTab,
  relationshipTabs,
} from './relationships-types.js';

/** Security from this position up counts as secure-based (the middle of the scale). */
export const securityCut = 50;

/**
 * The quadrant: security strength says whether the visitor feels safe with close people; whether intimacy
 * needs reach independence needs says whether they lean towards closeness or distance.
 */
export function relationshipStyleOf(positions: ReadonlyArray<ScalePosition<RelationshipAxis>>): RelationshipStyle {
  const at = (axis: RelationshipAxis) => positions.find((p) => p.scale === axis)!.position;
  const secure = at('security') >= securityCut;
  const seeksCloseness = at('intimacy') >= at('independence');
  if (secure) return seeksCloseness ? 'secure' : 'dismissing';
  return seeksCloseness ? 'preoccupied' : 'fearful';
}

/** Emotional relationships (exam 4, YDGX): three axes and the relationship style they point to. */
export const relationshipsTest: ProfileTestDefinition<RelationshipAxis, RelationshipStyle, RelationshipListKey, RelationshipTab> = {
  examId: examIds.relationships,
  kind: 'relationships',
  scales: relationshipAxes,
  scaleCodes: { intimacy: 'INT', independence: 'IND', security: 'SEC' },
  items: relationshipItems,
  tabs: relationshipTabs,
  texts: relationshipTexts,
  outcomeOf(positions) {
    const style = relationshipStyleOf(positions);
    return { code: style, outcomes: [style] };
  },
  titleValues({ outcomes }, texts) {
    return { style: texts.outcomes[outcomes[0]!].name };
  },
  paidBlocks({ positions, outcome }, texts) {
    const style = outcome.outcomes[0]!;
    return {
      your_style: [outcomeBlock(texts, style, ['strengths', 'watchOuts'])],
      three_axes: positions.map((position) => scaleBlock(texts, position, { paragraphs: [texts.scales[position.scale].description] })),
      growing_together: [outcomeListsBlock(texts, style, ['recommendations'])],
    };
  },
};
