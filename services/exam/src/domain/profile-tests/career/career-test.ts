import type { ProfileTestDefinition, ScalePosition } from '../profile-test.js';
import { outcomeListsBlock, scaleBlock } from '../profile-test.js';
import { careerItems } from './career-items.js';
import { careerTexts } from '../../../content/profile-test-content-files.js';
import { type CareerArea, careerAreas, type CareerListKey, type CareerTab, careerTabs } from './career-types.js';
import { examIds } from '@mindprint/platform/exam-kinds';

/** How many of the strongest areas the result names and the report develops. */
export const strongestAreaCount = 3;

const areaLetters: Record<CareerArea, string> = { realistic: 'R', investigative: 'I', artistic: 'A', social: 'S', enterprising: 'E', conventional: 'C' };

/** Areas by position, highest first; a tie keeps the order R, I, A, S, E, C. */
export function strongestAreas(positions: ReadonlyArray<ScalePosition<CareerArea>>): CareerArea[] {
  return [...positions]
    .sort((a, b) => b.position - a.position || careerAreas.indexOf(a.scale) - careerAreas.indexOf(b.scale))
    .slice(0, strongestAreaCount)
    .map((p) => p.scale);
}

/** The career assessment (exam 5, CAREER): six interest areas; the result is the code of the three strongest, e.g. 'SIA'. */
export const careerTest: ProfileTestDefinition<CareerArea, CareerArea, CareerListKey, CareerTab> = {
  examId: examIds.career,
  kind: 'career',
  scales: careerAreas,
  scaleCodes: areaLetters,
  items: careerItems,
  tabs: careerTabs,
  texts: careerTexts,
  outcomeOf(positions) {
    const areas = strongestAreas(positions);
    return { code: areas.map((area) => areaLetters[area]).join(''), outcomes: areas };
  },
  titleValues({ outcomes }, texts) {
    const [first, second, third] = outcomes.map((area) => texts.scales[area].name);
    return { first: first ?? '', second: second ?? '', third: third ?? '' };
  },
  paidBlocks({ positions, outcome }, texts) {
    const strongest = outcome.outcomes.map((area) => positions.find((p) => p.scale === area)!);
    return {
      strongest_areas: strongest.map((position) => scaleBlock(texts, position, { paragraphs: texts.outcomes[position.scale].description })),
      work_activities: outcome.outcomes.map((area) => outcomeListsBlock(texts, area, ['workActivities', 'workSettings'])),
      next_steps: outcome.outcomes.map((area) => outcomeListsBlock(texts, area, ['nextSteps'])),
    };
  },
};
