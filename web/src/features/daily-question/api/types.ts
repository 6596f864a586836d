/** The daily question calls' answers (gateway/docs/user-center-calls.md, "Daily question"). */
export type QuestionFormat = 'single' | 'multiple' | 'fill';

export interface QuestionOption {
  key: string;
  text: string;
}

export interface TodayQuestion {
  questionId: string;
  /** YYYY-MM-DD, UTC. */
  date: string;
  type: string;
  typeName: string;
  format: QuestionFormat;
  prompt: string;
  /** Empty for fill in the blank. */
  options: QuestionOption[];
  answered: boolean;
  /** The member's subscription does not include the daily question. */
  locked: boolean;
}

export interface AnswerContent {
  optionKeys: string[];
  text: string;
}

export interface Answer {
  questionId: string;
  correct: boolean;
  correctAnswer: AnswerContent;
  yourAnswer: AnswerContent;
  analysis: string;
}

export interface SubmitAnswerRequest {
  questionId: string;
  optionKeys?: string[];
  text?: string;
}

export const TODAY_KEY = 'question/info/today';
export const answerKey = (questionId: string) => ['question/info/answer', questionId] as const;
