/**
 * Which exam is being taken, and navigation that keeps the tracking
 * query keys (hl, logid, fbclid…) on every step.
 */
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams, type NavigateOptions } from 'react-router';
import { appConfig } from '../../config/app-config';
import { localStore } from '../../lib/storage';
import { pickTrackingQuery, trackingQueryString } from '../../lib/tracking-query';
import { loadCurrentExamId } from './quiz-persistence';

/** The site's main test (16 types) when neither the URL nor storage names an exam. */
export const DEFAULT_EXAM_ID = appConfig.defaultExamAppId;

const EXAM_ID_PATTERN = /^[\w-]{1,64}$/;

/**
 * Exam id from the step route (`/question/:examId`, also `code-examId`), else the `examId` query
 * (`/quiz/standard?examId=1`), else the exam being taken (stored), else the default.
 */
export function resolveExamId(param: string | undefined, query: string | null, stored: string | null): string {
  const fromParam = param?.split('-').pop();
  if (fromParam && EXAM_ID_PATTERN.test(fromParam)) return fromParam;
  if (query && EXAM_ID_PATTERN.test(query)) return query;
  return stored ?? DEFAULT_EXAM_ID;
}

export function useExamId(): string {
  const { examId } = useParams();
  const { search } = useLocation();
  return resolveExamId(examId, new URLSearchParams(search).get('examId'), loadCurrentExamId(localStore));
}

/** The tracking keys of `currentSearch` plus `extra` (e.g. the order number), as `?…` or ''. */
export function flowSearch(currentSearch: string, extra: Record<string, string> = {}): string {
  const base = trackingQueryString(pickTrackingQuery(currentSearch));
  const params = new URLSearchParams(base);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `navigate(pathname, extra?)` that carries the tracking query over. */
export function useFlowNavigate(): (pathname: string, extra?: Record<string, string>, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (pathname, extra, options) => void navigate({ pathname, search: flowSearch(search, extra) }, options),
    [navigate, search],
  );
}

/**
 * The flow's pages other than the questions start at the top, also after a reload (the route
 * change itself is handled by the layout's ScrollToTop).
 */
export function useStartAtTop(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
