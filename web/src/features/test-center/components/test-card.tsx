import { ListStates } from '../../../components/list-states';
import { TrackedLink } from '../../../components/tracked-link';
import { STANDARD_TEST_PATH } from '../../../lib/test-entry';
import type { TestCenter, TestCenterExam } from '../api/types';
import { useTestCenterTranslation } from '../test-center-i18n';
import { useListLabels } from './list-labels';

/**
 * The tests of one test-center answer: loading, failed with retry, empty, or their cards. `labelledBy` names the
 * list; `live` announces a list that changes in place (the reshuffled guesses); `headingLevel` follows the page's outline.
 */
export function TestCardList({
  center,
  failed,
  onRetry,
  labelledBy,
  live = false,
  headingLevel = 3,
}: {
  center: TestCenter | undefined;
  failed: boolean;
  onRetry: () => void;
  labelledBy: string;
  live?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <ListStates loading={!center && !failed} error={failed} empty={center?.items.length === 0} onRetry={onRetry} labels={useListLabels()}>
      <ul className="test-list" aria-labelledby={labelledBy} aria-live={live ? 'polite' : undefined}>
        {center?.items.map((exam) => (
          <li key={exam.examId}>
            <TestCard exam={exam} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </ListStates>
  );
}

/** One test: what it is, how long it takes, how often it was finished lately, and the way in when it is open. */
function TestCard({ exam, headingLevel }: { exam: TestCenterExam; headingLevel: 2 | 3 }) {
  const { t } = useTestCenterTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The contract sends exactly two numbers (minItems = maxItems = 2): the shortest and the longest time.
  const [min, max] = exam.minutes as [number, number];
  return (
    <article className="test-card" data-exam-id={exam.examId}>
      <Heading className="test-card__title">{exam.name}</Heading>
      <p className="test-card__description">{exam.description}</p>
      <ul className="test-card__facts">
        <li>{t('card.minutes', { min, max })}</li>
        <li>{t('card.questions', { count: exam.questionCount })}</li>
        <li>{t('card.taken', { count: exam.takenLast30Days })}</li>
      </ul>
      {exam.tags.length > 0 ? (
        <ul className="test-card__tags" aria-label={t('card.tags')}>
          {exam.tags.map((tag) => (
            <li key={tag.tagId}>{tag.name}</li>
          ))}
        </ul>
      ) : null}
      {exam.available ? (
        <>
          <p className="test-card__price">{t('card.freeToTake')}</p>
          <TrackedLink className="button" to={STANDARD_TEST_PATH} query={{ examId: exam.examId }} aria-label={t('card.startNamed', { name: exam.name })}>
            {t('card.start')}
          </TrackedLink>
        </>
      ) : (
        <p className="test-card__soon">{t('card.comingSoon')}</p>
      )}
    </article>
  );
}
