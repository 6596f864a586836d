import type { ListStateLabels } from '../../../components/list-states';
import { useTestCenterTranslation } from '../test-center-i18n';

/** The shared list states' texts, from the test-center namespace. */
export function useListLabels(): ListStateLabels {
  const { t } = useTestCenterTranslation();
  return { loading: t('list.loading'), loadFailed: t('list.loadFailed'), retry: t('list.retry'), empty: t('list.empty') };
}
