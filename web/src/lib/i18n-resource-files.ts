/**
 * Where translation files live, and what a file's path says:
 * - `src/locales/<namespace>/<locale>.json` for app-wide namespaces (`common`);
 * - `src/features/<feature>/locales/<locale>.json` for a feature's namespace, named after the feature.
 * `<locale>` is our locale code in lower case (`en`, `cn`, `kr`…).
 */
export interface ResourceFile {
  namespace: string;
  /** Lower-case locale code, e.g. `hk`. */
  locale: string;
}

export function parseResourceFile(path: string): ResourceFile | null {
  const match = /(?:^|\/)(?:locales\/([^/]+)|features\/([^/]+)\/locales)\/([a-z]+)\.json$/.exec(path);
  const namespace = match?.[1] ?? match?.[2];
  const locale = match?.[3];
  return namespace && locale ? { namespace, locale } : null;
}
