import { useResultTranslation } from '../result-i18n';

/** 'Load failed. Please retry.' with a retry button, and what went wrong when known. */
export function LoadError({ onRetry, detail }: { onRetry: () => void; detail?: string | undefined }) {
  const { t } = useResultTranslation();
  return (
    <div className="result-alert" role="alert">
      <p>{t('errors.loadFailed')}</p>
      {detail ? <p>{detail}</p> : null}
      <button type="button" className="button" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
