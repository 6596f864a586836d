/**
 * One in-memory copy of each exam's quiz state, shared by the flow's pages, loaded from storage
 * on first use (restored at start) and saved on every change.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { localStore, type PersistentStore } from '../../lib/storage';
import { loadQuizState, saveQuizState } from './quiz-persistence';
import { quizReducer, type QuizAction, type QuizState } from './quiz-state';

export interface QuizStore {
  get(examId: string): QuizState;
  dispatch(examId: string, action: QuizAction): void;
  subscribe(listener: () => void): () => void;
}

export function createQuizStore(storage: PersistentStore): QuizStore {
  const states = new Map<string, QuizState>();
  const listeners = new Set<() => void>();
  const get = (examId: string): QuizState => {
    let state = states.get(examId);
    if (!state) {
      state = loadQuizState(storage, examId);
      states.set(examId, state);
    }
    return state;
  };
  return {
    get,
    dispatch(examId, action) {
      const previous = get(examId);
      const next = quizReducer(previous, action);
      if (next === previous) return;
      states.set(examId, next);
      saveQuizState(storage, next);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const quizStore: QuizStore = createQuizStore(localStore);

/** The exam's state and a dispatcher bound to it; re-renders on change. */
export function useQuizState(examId: string): [QuizState, (action: QuizAction) => void] {
  const state = useSyncExternalStore(
    quizStore.subscribe,
    () => quizStore.get(examId),
    () => quizStore.get(examId),
  );
  const dispatch = useCallback((action: QuizAction) => quizStore.dispatch(examId, action), [examId]);
  return [state, dispatch];
}
