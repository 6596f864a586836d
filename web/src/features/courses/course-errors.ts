/** What a failed course call means for the page. */
import { ApiError, NetworkError } from '../../lib/api-client';
import type { CoursesKey } from './courses-i18n';

/** The message for a failed detail call; a retry is offered for all but an unknown course. */
export function courseFailureText(error: unknown): CoursesKey {
  if (error instanceof NetworkError) return 'common.networkError';
  if (error instanceof ApiError && (error.status === 404 || error.result === 404)) return 'common.notFound';
  return 'common.loadFailed';
}
