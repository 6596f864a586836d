import type { ListStateLabels, LoadMoreLabels } from '../../../components/list-states';
import { useArticlesTranslation } from '../articles-i18n';

/** The shared list states' texts, from the articles namespace. */
export function useListLabels(): ListStateLabels & LoadMoreLabels {
  const { t } = useArticlesTranslation();
  return {
    loading: t('list.loading'),
    loadFailed: t('list.loadFailed'),
    retry: t('list.retry'),
    empty: t('list.empty'),
    loadMore: t('list.loadMore'),
    allLoaded: t('list.allLoaded'),
  };
}
