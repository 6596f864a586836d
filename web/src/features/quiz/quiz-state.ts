/**
 * The visitor's progress through one exam, kept on the device (see quiz-persistence.ts):
 * answers, the part on screen, the e-mail and the personal data form. Pure reducer, no I/O.
 */
import { isMatricesExam, OPTION_COUNT } from './matrices-test';

export const MIN_ANSWER = 1;
export const MAX_ANSWER = 7;
/** The highest answer value of `examId`: the matrices test's eight options, else the 7-point scale. */
export function maxAnswerOf(examId: string): number {
  return isMatricesExam(examId) ? OPTION_COUNT : MAX_ANSWER;
}

export type Gender = 'male' | 'female' | 'secret';

export interface PersonalForm {
  firstName: string;
  lastName: string;
  /** Kept as typed (a string) so a half-typed year survives a reload. */
  yearOfBirth: string;
  gender: Gender | '';
  /** ISO 3166 alpha-2 code from the country list. */
  country: string;
}

export interface QuizState {
  examId: string;
  /** questionId → 1…7 (1…8 for the matrices test's options) */
  answers: Record<string, number>;
  /** Index of the part on screen (0-based). */
  part: number;
  email: string;
  form: PersonalForm;
  /** The calculating screen has run for the current answers. */
  calculated: boolean;
  /** The question route the visitor answered on, to come back to with 'Edit my answers'. */
  questionPath: string | null;
  /** The last order placed for this exam, kept after the answers are cleared. */
  lastOrderNumber: string | null;
  /** A timed test: when the visitor started (ms since epoch), and when the answering ended (time up or submitted early). */
  startedAt: number | null;
  finishedAt: number | null;
}

export type QuizAction =
  | { type: 'answer'; questionId: string; value: number }
  | { type: 'goToPart'; part: number }
  | { type: 'setQuestionPath'; path: string }
  | { type: 'setEmail'; email: string }
  | { type: 'updateForm'; patch: Partial<PersonalForm> }
  | { type: 'calculated' }
  | { type: 'orderPlaced'; orderNumber: string }
  | { type: 'start'; at: number }
  | { type: 'finish'; at: number };

export const EMPTY_FORM: PersonalForm = { firstName: '', lastName: '', yearOfBirth: '', gender: '', country: '' };

export function initialQuizState(examId: string): QuizState {
  return {
    examId,
    answers: {},
    part: 0,
    email: '',
    form: { ...EMPTY_FORM },
    calculated: false,
    questionPath: null,
    lastOrderNumber: null,
    startedAt: null,
    finishedAt: null,
  };
}

export function isAnswerValue(value: unknown, max = MAX_ANSWER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_ANSWER && value <= max;
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'answer': {
      if (!action.questionId || !isAnswerValue(action.value, maxAnswerOf(state.examId)) || state.finishedAt !== null) return state;
      if (state.answers[action.questionId] === action.value) return state;
      // A changed answer means the result must be worked out again.
      return { ...state, answers: { ...state.answers, [action.questionId]: action.value }, calculated: false };
    }
    case 'goToPart': {
      const part = Math.max(0, Math.floor(action.part));
      return part === state.part || !Number.isFinite(part) ? state : { ...state, part };
    }
    case 'setQuestionPath':
      return state.questionPath === action.path ? state : { ...state, questionPath: action.path };
    case 'setEmail':
      return state.email === action.email ? state : { ...state, email: action.email };
    case 'updateForm':
      return { ...state, form: { ...state.form, ...action.patch } };
    case 'calculated':
      return state.calculated ? state : { ...state, calculated: true };
    case 'orderPlaced':
      // The answers are done with; the order number stays so the result can be reopened.
      // E-mail and form stay too, to prefill the next test on this device.
      return { ...state, answers: {}, part: 0, calculated: false, lastOrderNumber: action.orderNumber, startedAt: null, finishedAt: null };
    case 'start':
      // A new attempt: the answers of an earlier one never carry over into a new time limit.
      return state.startedAt !== null && state.finishedAt === null
        ? state
        : { ...state, answers: {}, part: 0, startedAt: action.at, finishedAt: null };
    case 'finish':
      return state.startedAt === null || state.finishedAt !== null ? state : { ...state, finishedAt: Math.max(action.at, state.startedAt) };
  }
}

/** How many of `questionIds` have an answer. */
export function countAnswered(answers: Record<string, number>, questionIds: readonly string[]): number {
  return questionIds.reduce((n, id) => (isAnswerValue(answers[id]) ? n + 1 : n), 0);
}

/** The ids among `questionIds` without an answer, in order. */
export function unansweredIds(answers: Record<string, number>, questionIds: readonly string[]): string[] {
  return questionIds.filter((id) => !isAnswerValue(answers[id]));
}

/** The answers for `questionIds` in the order of the request body; null when one is missing. */
export function answersForSubmit(
  answers: Record<string, number>,
  questionIds: readonly string[],
): Array<{ questionId: string; value: number }> | null {
  const out: Array<{ questionId: string; value: number }> = [];
  for (const questionId of questionIds) {
    const value = answers[questionId];
    if (!isAnswerValue(value)) return null;
    out.push({ questionId, value });
  }
  return out;
}
