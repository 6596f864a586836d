import type { ListStateLabels } from '../../../components/list-states';
import { useGamesTranslation } from '../games-i18n';

/** The shared list states' texts, from the games namespace. */
export function useListLabels(): ListStateLabels {
  const { t } = useGamesTranslation();
  return { loading: t('center.loading'), loadFailed: t('center.loadFailed'), retry: t('center.retry'), empty: t('center.empty') };
}
