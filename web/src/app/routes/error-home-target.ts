import { themeTestPath } from '../../features/themes/theme-table';
import type { CodeExam } from '../../lib/code-exam';
import { DEFAULT_TEST } from '../../lib/test-entry';

/**
 * Where the error page's "Go back home" leads (spec §2): the stored theme's default test route
 * (homeTheme's when none is stored), for the stored exam or the built-in default, keeping the
 * current query string.
 */
export function errorHomeTarget(input: {
  themeName: string | null;
  storedExam: CodeExam | null;
  search: string;
}): { pathname: string; search: string } {
  return { pathname: themeTestPath(input.themeName, input.storedExam ?? DEFAULT_TEST), search: input.search };
}
