/** The answer flow's app paths (without locale prefix). */
export const quizPaths = {
  questions: '/quiz/standard',
  questionsAlias: '/answer/question',
  questionStep: '/question/:examId',
  submit: '/quiz/submit',
  email: '/answer/email',
  form: '/answer/submit',
  /** The free result, owned by the result feature; opened with `?orderNumber=…`. */
  result: '/report/result-free-test',
} as const;
