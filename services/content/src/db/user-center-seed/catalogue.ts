import type { CatalogueQuestion, UserCenterCatalogue } from './seed-types.js';

/** Single or multiple choice question: options live in the locale texts, the keys here. */
function choice(id: string, type: CatalogueQuestion['type'], optionCount: number, correctKeys: string[]): CatalogueQuestion {
  return { id, type, format: correctKeys.length > 1 ? 'multiple' : 'single', optionCount, correctKeys, acceptedAnswers: [] };
}

function fill(id: string, type: CatalogueQuestion['type'], acceptedAnswers: string[]): CatalogueQuestion {
  return { id, type, format: 'fill', optionCount: 0, correctKeys: [], acceptedAnswers };
}

/** The 16-type personality test of the exam catalogue. */
const SIXTEEN_TYPE_EXAM = '1';

export const userCenterCatalogue: UserCenterCatalogue = {
  articles: [
    { id: '1', category: 'psychology-science', premium: false, readMinutes: 4, publishedAt: '2026-06-01T08:00:00.000Z' },
    { id: '2', category: 'psychology-test', premium: false, readMinutes: 5, publishedAt: '2026-06-18T08:00:00.000Z' },
    { id: '3', category: 'psychology-consultation', premium: false, readMinutes: 4, publishedAt: '2026-07-03T08:00:00.000Z' },
    { id: '4', category: 'psychology-treatment', premium: true, readMinutes: 5, publishedAt: '2026-07-20T08:00:00.000Z' },
    { id: '5', category: 'mental-health', premium: false, readMinutes: 4, publishedAt: '2026-08-05T08:00:00.000Z' },
    { id: '6', category: 'psychology-science', premium: false, readMinutes: 4, publishedAt: '2026-08-21T08:00:00.000Z' },
    { id: '7', category: 'psychology-test', premium: true, readMinutes: 5, publishedAt: '2026-09-04T08:00:00.000Z' },
    { id: '8', category: 'psychology-consultation', premium: true, readMinutes: 4, publishedAt: '2026-09-19T08:00:00.000Z' },
    { id: '9', category: 'psychology-treatment', premium: false, readMinutes: 4, publishedAt: '2026-10-02T08:00:00.000Z' },
    { id: '10', category: 'mental-health', premium: true, readMinutes: 5, publishedAt: '2026-10-16T08:00:00.000Z' },
    { id: '11', category: 'psychology-science', premium: false, readMinutes: 4, publishedAt: '2026-10-30T08:00:00.000Z' },
    { id: '12', category: 'mental-health', premium: false, readMinutes: 4, publishedAt: '2026-11-15T08:00:00.000Z' },
  ],
  courseCategories: [
    { id: '1', code: 'self-discovery' },
    { id: '2', code: 'relationships' },
    { id: '3', code: 'work-and-stress' },
  ],
  courses: [
    {
      id: '1', categoryId: '1', format: 'pdf', tags: ['recommend'], free: true,
      recommendedForExams: [SIXTEEN_TYPE_EXAM], publishedAt: '2026-03-02T09:00:00.000Z', updatedAt: '2026-09-14T09:00:00.000Z',
    },
    {
      id: '2', categoryId: '1', format: 'pdf', tags: ['new'], free: false,
      recommendedForExams: [SIXTEEN_TYPE_EXAM], publishedAt: '2026-10-12T09:00:00.000Z', updatedAt: '2026-11-02T09:00:00.000Z',
    },
    {
      id: '3', categoryId: '2', format: 'pdf', tags: ['recommend'], free: false,
      recommendedForExams: [SIXTEEN_TYPE_EXAM], publishedAt: '2026-04-20T09:00:00.000Z', updatedAt: '2026-08-30T09:00:00.000Z',
    },
    {
      id: '4', categoryId: '2', format: 'pdf', tags: ['new'], free: false,
      recommendedForExams: [], publishedAt: '2026-09-28T09:00:00.000Z', updatedAt: '2026-10-20T09:00:00.000Z',
    },
    {
      id: '5', categoryId: '3', format: 'pdf', tags: ['recommend'], free: true,
      recommendedForExams: [], publishedAt: '2026-02-09T09:00:00.000Z', updatedAt: '2026-07-11T09:00:00.000Z',
    },
    {
      id: '6', categoryId: '3', format: 'pdf', tags: ['new', 'recommend'], free: false,
      recommendedForExams: [SIXTEEN_TYPE_EXAM], publishedAt: '2026-11-03T09:00:00.000Z', updatedAt: '2026-11-10T09:00:00.000Z',
    },
  ],
  questions: [
    choice('1', 'personality', 4, ['B']),
    fill('2', 'intelligence', ['32']),
    choice('3', 'emotional', 4, ['C']),
    choice('4', 'social', 4, ['A', 'C']),
    choice('5', 'career', 4, ['A']),
    choice('6', 'relationship', 4, ['D']),
    choice('7', 'health', 4, ['B']),
    fill('8', 'stress', ['16']),
    choice('9', 'personality', 4, ['A', 'B', 'D']),
    choice('10', 'intelligence', 4, ['C']),
    choice('11', 'emotional', 4, ['A']),
    choice('12', 'social', 4, ['B']),
    fill('13', 'career', ['120']),
    choice('14', 'relationship', 4, ['A', 'B']),
    choice('15', 'health', 4, ['C']),
    choice('16', 'stress', 4, ['A']),
    choice('17', 'personality', 4, ['D']),
    fill('18', 'intelligence', ['13']),
    choice('19', 'emotional', 4, ['A', 'B', 'D']),
    choice('20', 'social', 4, ['B']),
    choice('21', 'career', 4, ['C']),
    choice('22', 'relationship', 4, ['A']),
    fill('23', 'health', ['7.5', '7,5']),
    choice('24', 'stress', 4, ['A', 'B', 'C']),
    choice('25', 'personality', 4, ['B']),
    choice('26', 'intelligence', 4, ['A']),
    fill('27', 'emotional', ['6']),
    choice('28', 'social', 4, ['D']),
    choice('29', 'career', 4, ['B', 'C']),
    choice('30', 'relationship', 4, ['C']),
  ],
  games: ['2048', 'jump', 'jump-and-jump', 'maze'],
};
