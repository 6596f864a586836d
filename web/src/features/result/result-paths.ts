/** The free result's app paths (without locale prefix). */
export const resultPaths = {
  free: '/report/result-free-test',
  step: '/result/:examId',
  /** Where 'take the test' leads (the answer flow's questions). */
  takeTest: '/quiz/standard',
} as const;
