/**
 * Saves the quiz state per exam in the prefixed localStorage (365-day expiry) and reads it back,
 * dropping anything malformed, so a reload or a later visit continues where the visitor was.
 */
import type { PersistentStore } from '../../lib/storage';
import { EMPTY_FORM, initialQuizState, isAnswerValue, maxAnswerOf, type PersonalForm, type QuizState } from './quiz-state';
import { GENDERS } from './quiz-validation';

const STATE_VERSION = 1;
const CURRENT_EXAM_KEY = 'quiz:current-exam';

export function quizStateKey(examId: string): string {
  return `quiz:exam:${examId}`;
}

/** Where the question page was scrolled, per exam (session storage: the tab's reloads only). */
export function quizScrollKey(examId: string): string {
  return `quiz:scroll:${examId}`;
}

interface StoredQuizState extends Omit<QuizState, 'examId'> {
  version: number;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const str = (value: unknown, max = 320): string => (typeof value === 'string' ? value.slice(0, max) : '');

function sanitizeForm(raw: unknown): PersonalForm {
  if (!raw || typeof raw !== 'object') return { ...EMPTY_FORM };
  const form = raw as Record<string, unknown>;
  const gender = str(form.gender);
  return {
    firstName: str(form.firstName, 100),
    lastName: str(form.lastName, 100),
    yearOfBirth: str(form.yearOfBirth, 4),
    gender: (GENDERS as readonly string[]).includes(gender) ? (gender as PersonalForm['gender']) : '',
    country: /^[A-Z]{2}$/.test(str(form.country)) ? str(form.country) : '',
  };
}

/** A usable state from whatever storage held; unknown or broken data gives a fresh state. */
export function sanitizeQuizState(examId: string, raw: unknown): QuizState {
  const state = initialQuizState(examId);
  if (!raw || typeof raw !== 'object') return state;
  const stored = raw as Partial<Record<keyof StoredQuizState, unknown>>;
  if (stored.version !== STATE_VERSION) return state;

  if (stored.answers && typeof stored.answers === 'object') {
    for (const [questionId, value] of Object.entries(stored.answers)) {
      if (isAnswerValue(value, maxAnswerOf(examId))) state.answers[questionId] = value;
    }
  }
  if (typeof stored.part === 'number' && Number.isInteger(stored.part) && stored.part >= 0) state.part = stored.part;
  state.email = str(stored.email, 254);
  state.form = sanitizeForm(stored.form);
  state.calculated = stored.calculated === true;
  state.questionPath = typeof stored.questionPath === 'string' && stored.questionPath.startsWith('/') ? stored.questionPath : null;
  state.lastOrderNumber = typeof stored.lastOrderNumber === 'string' && stored.lastOrderNumber ? stored.lastOrderNumber : null;
  state.startedAt = isTime(stored.startedAt) ? stored.startedAt : null;
  state.finishedAt = state.startedAt !== null && isTime(stored.finishedAt) ? stored.finishedAt : null;
  return state;
}

export function loadQuizState(store: PersistentStore, examId: string): QuizState {
  return sanitizeQuizState(examId, store.get<unknown>(quizStateKey(examId)));
}

export function saveQuizState(store: PersistentStore, state: QuizState): void {
  const { examId, ...rest } = state;
  const stored: StoredQuizState = { version: STATE_VERSION, ...rest };
  store.set(quizStateKey(examId), stored);
}

/** The exam the visitor is taking, for the flow's routes that carry no exam id. */
export function loadCurrentExamId(store: PersistentStore): string | null {
  const value = store.get<unknown>(CURRENT_EXAM_KEY);
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : null;
}

export function saveCurrentExamId(store: PersistentStore, examId: string): void {
  store.set(CURRENT_EXAM_KEY, examId);
}

export interface ScrollMemory {
  part: number;
  y: number;
}

export function loadScroll(store: PersistentStore, examId: string): ScrollMemory | null {
  const value = store.get<unknown>(quizScrollKey(examId));
  if (!value || typeof value !== 'object') return null;
  const { part, y } = value as Record<string, unknown>;
  return typeof part === 'number' && typeof y === 'number' && y >= 0 ? { part, y } : null;
}

export function saveScroll(store: PersistentStore, examId: string, memory: ScrollMemory): void {
  store.set(quizScrollKey(examId), memory);
}
