import type { BigFiveDimension, MappingItem } from './mapping-types.js';

/**
 * The IPIP 50-item Big-Five factor markers (Goldberg 1992; ipip.ori.org, public domain) in their published
 * order and keys. IPIP's factor IV is Emotional Stability; its keys are reversed here because the profile
 * reports neuroticism. Parts split the published order 17/17/16.
 */
const published: ReadonlyArray<readonly [ipipText: string, dimension: BigFiveDimension, keyed: 'plus' | 'minus']> = [
  ['Am the life of the party.', 'extraversion', 'plus'],
  ['Feel little concern for others.', 'agreeableness', 'minus'],
  ['Am always prepared.', 'conscientiousness', 'plus'],
  ['Get stressed out easily.', 'neuroticism', 'plus'],
  ['Have a rich vocabulary.', 'openness', 'plus'],
  ["Don't talk a lot.", 'extraversion', 'minus'],
  ['Am interested in people.', 'agreeableness', 'plus'],
  ['Leave my belongings around.', 'conscientiousness', 'minus'],
  ['Am relaxed most of the time.', 'neuroticism', 'minus'],
  ['Have difficulty understanding abstract ideas.', 'openness', 'minus'],
  ['Feel comfortable around people.', 'extraversion', 'plus'],
  ['Insult people.', 'agreeableness', 'minus'],
  ['Pay attention to details.', 'conscientiousness', 'plus'],
  ['Worry about things.', 'neuroticism', 'plus'],
  ['Have a vivid imagination.', 'openness', 'plus'],
  ['Keep in the background.', 'extraversion', 'minus'],
  ["Sympathize with others' feelings.", 'agreeableness', 'plus'],
  ['Make a mess of things.', 'conscientiousness', 'minus'],
  ['Seldom feel blue.', 'neuroticism', 'minus'],
  ['Am not interested in abstract ideas.', 'openness', 'minus'],
  ['Start conversations.', 'extraversion', 'plus'],
  ["Am not interested in other people's problems.", 'agreeableness', 'minus'],
  ['Get chores done right away.', 'conscientiousness', 'plus'],
  ['Am easily disturbed.', 'neuroticism', 'plus'],
  ['Have excellent ideas.', 'openness', 'plus'],
  ['Have little to say.', 'extraversion', 'minus'],
  ['Have a soft heart.', 'agreeableness', 'plus'],
  ['Often forget to put things back in their proper place.', 'conscientiousness', 'minus'],
  ['Get upset easily.', 'neuroticism', 'plus'],
  ['Do not have a good imagination.', 'openness', 'minus'],
  ['Talk to a lot of different people at parties.', 'extraversion', 'plus'],
  ['Am not really interested in others.', 'agreeableness', 'minus'],
  ['Like order.', 'conscientiousness', 'plus'],
  ['Change my mood a lot.', 'neuroticism', 'plus'],
  ['Am quick to understand things.', 'openness', 'plus'],
  ["Don't like to draw attention to myself.", 'extraversion', 'minus'],
  ['Take time out for others.', 'agreeableness', 'plus'],
  ['Shirk my duties.', 'conscientiousness', 'minus'],
  ['Have frequent mood swings.', 'neuroticism', 'plus'],
  ['Use difficult words.', 'openness', 'plus'],
  ["Don't mind being the center of attention.", 'extraversion', 'plus'],
  ["Feel others' emotions.", 'agreeableness', 'plus'],
  ['Follow a schedule.', 'conscientiousness', 'plus'],
  ['Get irritated easily.', 'neuroticism', 'plus'],
  ['Spend time reflecting on things.', 'openness', 'plus'],
  ['Am quiet around strangers.', 'extraversion', 'minus'],
  ['Make people feel at ease.', 'agreeableness', 'plus'],
  ['Am exacting in my work.', 'conscientiousness', 'plus'],
  ['Often feel blue.', 'neuroticism', 'plus'],
  ['Am full of ideas.', 'openness', 'plus'],
];

const partOf = (ipipNumber: number): MappingItem['part'] => (ipipNumber <= 17 ? 1 : ipipNumber <= 34 ? 2 : 3);

export const mappingItems: MappingItem[] = published.map(([ipipText, dimension, keyed], index) => {
  const ipipNumber = index + 1;
  return { id: `b5-${String(ipipNumber).padStart(2, '0')}`, part: partOf(ipipNumber), dimension, keyed, ipipNumber, ipipText };
});
