import { careerItems } from '../domain/profile-tests/career/career-items.js';
import { careerAreas, careerListKeys, careerTabs } from '../domain/profile-tests/career/career-types.js';
import { growthItems } from '../domain/profile-tests/growth/growth-items.js';
import { consumptionMotives, growthListKeys, growthScales, growthTabs, intelligenceTypes } from '../domain/profile-tests/growth/growth-types.js';
import { profileTestTextsSchema } from '../domain/profile-tests/profile-test-texts-schema.js';
import { relationshipItems } from '../domain/profile-tests/relationships/relationships-items.js';
import { relationshipAxes, relationshipListKeys, relationshipStyles, relationshipTabs } from '../domain/profile-tests/relationships/relationships-types.js';
import { loadExamContent } from './locale-content.js';

/** The profile tests' texts in every locale, from `content/career/`, `content/growth/` and `content/relationships/`. */

const idsOf = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);

export const careerTexts = loadExamContent(
  'career',
  profileTestTextsSchema({ itemIds: idsOf(careerItems), scales: careerAreas, outcomes: careerAreas, lists: careerListKeys, tabs: careerTabs }),
);

export const growthTexts = loadExamContent(
  'growth',
  profileTestTextsSchema({
    itemIds: idsOf(growthItems),
    scales: growthScales,
    outcomes: [...consumptionMotives, ...intelligenceTypes],
    lists: growthListKeys,
    tabs: growthTabs,
  }),
);

export const relationshipTexts = loadExamContent(
  'relationships',
  profileTestTextsSchema({
    itemIds: idsOf(relationshipItems),
    scales: relationshipAxes,
    outcomes: relationshipStyles,
    lists: relationshipListKeys,
    tabs: relationshipTabs,
  }),
);
