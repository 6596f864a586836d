import { describeError } from '../quiz-errors';
import { useQuizTranslation } from '../quiz-i18n';

/** The visitor-facing text for a failed call. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useQuizTranslation();
  return (error) => {
    const described = describeError(error);
    return 'key' in described ? t(described.key) : described.message;
  };
}
