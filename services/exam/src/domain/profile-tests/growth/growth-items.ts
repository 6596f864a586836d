import type { ProfileItem } from '../profile-test-types.js';
import type { GrowthScale } from './growth-types.js';

/**
 * Personal development (exam 6, GROWTH): 40 items written by Mindprint for this test (not taken or adapted
 * from any published instrument). Consumption motives social, result, emotional and quality have 6 items
 * each; the thinking scales intuitive and reflective have 8 each. The scales rotate in a fixed order so every
 * part holds every scale; parts are 14/13/13 items. 8 items are keyed 'minus' (1 per motive, 2 per thinking
 * scale): their statements describe the opposite pole in positive words.
 */
export const growthItems: readonly ProfileItem<GrowthScale>[] = [
  { id: 'gr-01', part: 1, scale: 'social', keyed: 'plus', source: 'own' },
  { id: 'gr-02', part: 1, scale: 'result', keyed: 'plus', source: 'own' },
  { id: 'gr-03', part: 1, scale: 'emotional', keyed: 'plus', source: 'own' },
  { id: 'gr-04', part: 1, scale: 'quality', keyed: 'plus', source: 'own' },
  { id: 'gr-05', part: 1, scale: 'intuitive', keyed: 'plus', source: 'own' },
  { id: 'gr-06', part: 1, scale: 'reflective', keyed: 'plus', source: 'own' },
  { id: 'gr-07', part: 1, scale: 'social', keyed: 'plus', source: 'own' },
  { id: 'gr-08', part: 1, scale: 'result', keyed: 'plus', source: 'own' },
  { id: 'gr-09', part: 1, scale: 'emotional', keyed: 'plus', source: 'own' },
  { id: 'gr-10', part: 1, scale: 'quality', keyed: 'minus', source: 'own' },
  { id: 'gr-11', part: 1, scale: 'intuitive', keyed: 'minus', source: 'own' },
  { id: 'gr-12', part: 1, scale: 'reflective', keyed: 'plus', source: 'own' },
  { id: 'gr-13', part: 1, scale: 'social', keyed: 'minus', source: 'own' },
  { id: 'gr-14', part: 1, scale: 'result', keyed: 'plus', source: 'own' },
  { id: 'gr-15', part: 2, scale: 'emotional', keyed: 'plus', source: 'own' },
  { id: 'gr-16', part: 2, scale: 'quality', keyed: 'plus', source: 'own' },
  { id: 'gr-17', part: 2, scale: 'intuitive', keyed: 'plus', source: 'own' },
  { id: 'gr-18', part: 2, scale: 'reflective', keyed: 'plus', source: 'own' },
  { id: 'gr-19', part: 2, scale: 'social', keyed: 'plus', source: 'own' },
  { id: 'gr-20', part: 2, scale: 'result', keyed: 'minus', source: 'own' },
  { id: 'gr-21', part: 2, scale: 'emotional', keyed: 'plus', source: 'own' },
  { id: 'gr-22', part: 2, scale: 'quality', keyed: 'plus', source: 'own' },
  { id: 'gr-23', part: 2, scale: 'intuitive', keyed: 'plus', source: 'own' },
  { id: 'gr-24', part: 2, scale: 'reflective', keyed: 'minus', source: 'own' },
  { id: 'gr-25', part: 2, scale: 'social', keyed: 'plus', source: 'own' },
  { id: 'gr-26', part: 2, scale: 'result', keyed: 'plus', source: 'own' },
  { id: 'gr-27', part: 2, scale: 'emotional', keyed: 'plus', source: 'own' },
  { id: 'gr-28', part: 3, scale: 'quality', keyed: 'plus', source: 'own' },
  { id: 'gr-29', part: 3, scale: 'intuitive', keyed: 'plus', source: 'own' },
  { id: 'gr-30', part: 3, scale: 'reflective', keyed: 'plus', source: 'own' },
  { id: 'gr-31', part: 3, scale: 'social', keyed: 'plus', source: 'own' },
  { id: 'gr-32', part: 3, scale: 'result', keyed: 'plus', source: 'own' },
  { id: 'gr-33', part: 3, scale: 'emotional', keyed: 'minus', source: 'own' },
  { id: 'gr-34', part: 3, scale: 'quality', keyed: 'plus', source: 'own' },
  { id: 'gr-35', part: 3, scale: 'intuitive', keyed: 'minus', source: 'own' },
  { id: 'gr-36', part: 3, scale: 'reflective', keyed: 'plus', source: 'own' },
  { id: 'gr-37', part: 3, scale: 'intuitive', keyed: 'plus', source: 'own' },
  { id: 'gr-38', part: 3, scale: 'reflective', keyed: 'minus', source: 'own' },
  { id: 'gr-39', part: 3, scale: 'intuitive', keyed: 'plus', source: 'own' },
  { id: 'gr-40', part: 3, scale: 'reflective', keyed: 'plus', source: 'own' },
];
