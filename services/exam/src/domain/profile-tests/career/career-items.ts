import type { ProfileItem } from '../profile-test-types.js';
import { careerAreas, type CareerArea } from './career-types.js';

/**
 * The 48 items of the career assessment: Mindprint's own statements about activities one would enjoy,
 * 8 per interest area, rotating through the areas in `careerAreas` order. Each area has exactly one
 * minus-keyed item (a dislike stated in positive words); the other 7 are plus-keyed.
 * Parts split the order 16/16/16, so every part holds every area.
 */
const itemsPerArea = 8;
const itemsPerPart = 16;
/** Item numbers of the minus-keyed items, one per area, spread over the three parts. */
const minusKeyed: ReadonlySet<number> = new Set([10, 13, 29, 32, 39, 42]);

const partOf = (number: number): ProfileItem<CareerArea>['part'] =>
  number <= itemsPerPart ? 1 : number <= 2 * itemsPerPart ? 2 : 3;

export const careerItems: readonly ProfileItem<CareerArea>[] = Array.from({ length: itemsPerArea }, (_, round) =>
  careerAreas.map((scale, position): ProfileItem<CareerArea> => {
    const number = round * careerAreas.length + position + 1;
    return {
      id: `cr-${String(number).padStart(2, '0')}`,
      part: partOf(number),
      scale,
      keyed: minusKeyed.has(number) ? 'minus' : 'plus',
      source: 'own',
    };
  }),
).flat();
