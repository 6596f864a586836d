import { Link, useLocation } from 'react-router';
import { flowSearch } from '../quiz-flow';
import { quizPaths } from '../quiz-paths';
import { useQuizTranslation } from '../quiz-i18n';

/** For a visitor taking a test again: the link to the result of their last order. */
export function LastResultNote({ orderNumber }: { orderNumber: string }) {
  const { t } = useQuizTranslation();
  const { search } = useLocation();
  return (
    <p className="quiz-note">
      {t('questions.lastResult')}{' '}
      <Link to={{ pathname: quizPaths.result, search: flowSearch(search, { orderNumber }) }}>{t('questions.viewLastResult')}</Link>
    </p>
  );
}
