import { useSearchParams } from 'react-router';
import { parseTab } from '../report-tabs';

/**
 * The report tab named in the URL (`?tab=…`, none for the first) and a setter that replaces the history
 * entry and keeps the scroll position, so a tab can be linked and survives a reload.
 */
export function useTabParam<Tab extends string>(tabs: readonly [Tab, ...Tab[]]): [Tab, (next: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'), tabs);
  const selectTab = (next: Tab) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === tabs[0]) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [tab, selectTab];
}
