import { useQuizTranslation } from '../quiz-i18n';

/** 'Load failed. Please retry.' with a retry button (spec §8). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useQuizTranslation();
  return (
    <div className="quiz-alert quiz-alert--error" role="alert">
      <p>{t('errors.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
