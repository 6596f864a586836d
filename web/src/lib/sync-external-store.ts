/**
 * Stands in for the `use-sync-external-store/shim` package (used by react-i18next and SWR; the
 * build aliases it here): React 19 has `useSyncExternalStore` built in, so the shim's own
 * implementation is dead weight.
 */
export { useSyncExternalStore } from 'react';
