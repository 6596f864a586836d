/** The test center calls' answers (gateway/docs/user-center-calls.md, "Test center"). */
export type TestCenterSort = 'hot' | 'latest' | 'guess';

export interface TestCenterExam {
  examId: string;
  code: string;
  name: string;
  description: string;
  categoryId: string;
  tags: Array<{ tagId: string; name: string }>;
  questionCount: number;
  minutes: [number, number];
  /** False while a test is in the catalogue but cannot be taken yet. */
  available: boolean;
  takenLast30Days: number;
  publishedAt: string;
}

export interface TestCenter {
  items: TestCenterExam[];
  freeTestCount: number;
}

export interface ExamCategory {
  categoryId: string;
  code: string;
  name: string;
}
