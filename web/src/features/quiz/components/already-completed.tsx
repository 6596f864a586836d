import { Link, useLocation } from 'react-router';
import { flowSearch } from '../quiz-flow';
import { quizPaths } from '../quiz-paths';
import { useQuizTranslation } from '../quiz-i18n';

/** Shown on a flow step after the order was placed (answers cleared): a way to the result and a new test. */
export function AlreadyCompleted({ orderNumber }: { orderNumber: string }) {
  const { t } = useQuizTranslation();
  const { search } = useLocation();
  return (
    <section className="quiz-panel" aria-labelledby="quiz-done">
      <h1 id="quiz-done">{t('questions.lastResult')}</h1>
      <div className="quiz__actions quiz__actions--stack">
        <Link className="button button--large" to={{ pathname: quizPaths.result, search: flowSearch(search, { orderNumber }) }}>
          {t('questions.viewLastResult')}
        </Link>
        <Link className="button button--secondary" to={{ pathname: quizPaths.questions, search: flowSearch(search) }}>
          {t('questions.retake')}
        </Link>
      </div>
    </section>
  );
}
