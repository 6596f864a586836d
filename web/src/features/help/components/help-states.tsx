import { ApiError, NetworkError } from '../../../lib/api-client';
import { useHelpTranslation } from '../help-i18n';

/** A placeholder while content loads. */
export function HelpLoading() {
  const { t } = useHelpTranslation();
  return (
    <p className="help-state" role="status" aria-live="polite">
      {t('states.loading')}
    </p>
  );
}

/** Nothing to show (an empty list, or an id that does not exist). */
export function HelpEmpty({ message }: { message: string }) {
  return <p className="help-state help-state--empty">{message}</p>;
}

/** Whether an error means "this does not exist" (404) or "this id is not valid" (400). */
export const isMissing = (error: unknown) => error instanceof ApiError && (error.result === 404 || error.result === 400);

/** 'Load failed. Please retry.' with what went wrong and a retry button. */
export function HelpLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useHelpTranslation();
  const detail = error instanceof NetworkError ? t('states.network') : error instanceof ApiError && error.result < 500 ? error.message : t('states.server');
  return (
    <div className="help-state help-state--error" role="alert">
      <p>{t('states.loadFailed')}</p>
      <p>{detail}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}
