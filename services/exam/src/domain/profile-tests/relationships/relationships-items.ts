import type { ProfileItem } from '../profile-test-types.js';
import type { RelationshipAxis } from './relationships-types.js';

/**
 * The emotional relationships items (exam 4, YDGX): Mindprint's own statements, written for this test, about close
 * relationships in general (partner, close friends, family) so that people without a partner can answer.
 * 32 items rotate intimacy, independence, security: 11 intimacy, 11 independence, 10 security. Parts split them
 * 11/11/10. Three items per axis (nine in all, one per axis in each part) are keyed 'minus': their statement
 * describes the opposite pole in positive words.
 */
const itemKeys: ReadonlyArray<readonly [scale: RelationshipAxis, keyed: ProfileItem<RelationshipAxis>['keyed']]> = [
  ['intimacy', 'plus'],
  ['independence', 'plus'],
  ['security', 'plus'],
  ['intimacy', 'plus'],
  ['independence', 'minus'],
  ['security', 'plus'],
  ['intimacy', 'minus'],
  ['independence', 'plus'],
  ['security', 'minus'],
  ['intimacy', 'plus'],
  ['independence', 'plus'],
  ['security', 'plus'],
  ['intimacy', 'plus'],
  ['independence', 'plus'],
  ['security', 'minus'],
  ['intimacy', 'minus'],
  ['independence', 'minus'],
  ['security', 'plus'],
  ['intimacy', 'plus'],
  ['independence', 'plus'],
  ['security', 'plus'],
  ['intimacy', 'plus'],
  ['independence', 'plus'],
  ['security', 'minus'],
  ['intimacy', 'plus'],
  ['independence', 'plus'],
  ['security', 'plus'],
  ['intimacy', 'minus'],
  ['independence', 'minus'],
  ['security', 'plus'],
  ['intimacy', 'plus'],
  ['independence', 'plus'],
];

const partOf = (itemNumber: number): ProfileItem<RelationshipAxis>['part'] => (itemNumber <= 11 ? 1 : itemNumber <= 22 ? 2 : 3);

export const relationshipItems: readonly ProfileItem<RelationshipAxis>[] = itemKeys.map(([scale, keyed], index) => ({
  id: `rl-${String(index + 1).padStart(2, '0')}`,
  part: partOf(index + 1),
  scale,
  keyed,
  source: 'own',
}));
